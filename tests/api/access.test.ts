import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Access, Permission } from '../../src/server/plugins/auth';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildReader } from '../helpers/factories';

type DeclaredRoute = { method: string; url: string; readonly access: Access };

const PERMISSIONS: Permission[] = ['canAdd', 'canEdit', 'canDelete'];

/** A made-up value for each path parameter: only the access decision matters here. */
function concreteUrl(url: string): string {
  return url.replace(/:\w+/g, 'no-such-id').replace(/\*$/, 'no-such-file.webp');
}

/** The flags of an admin who lacks what the route needs, or null when every admin may call it. */
function insufficientFlags(access: Exclude<Access, 'reader'>): Permission[] | 'admin' | null {
  if (access === 'public' || access === 'admin') return null;
  if (access === 'superadmin') return 'admin';
  const needed = 'permission' in access ? [access.permission] : access.anyPermission;
  return PERMISSIONS.filter((permission) => !needed.includes(permission));
}

function sufficientFlags(access: Exclude<Access, 'reader'>): Permission[] | 'superadmin' {
  if (access === 'superadmin') return 'superadmin';
  if (typeof access === 'string') return [];
  return 'permission' in access ? [access.permission] : access.anyPermission.slice(0, 1);
}

function flagsOf(permissions: Permission[]) {
  return Object.fromEntries(permissions.map((permission) => [permission, true]));
}

describeEachDialect('every route answers as its declared access says', (t) => {
  const routes: DeclaredRoute[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(t().ctx, {
      onRoute: (route: RouteOptions) => {
        // The auth plugin settles `config.access` after this hook, on the same options object.
        for (const method of [route.method].flat()) {
          routes.push({
            method,
            url: route.url,
            get access() {
              return route.config?.access as Access;
            },
          });
        }
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  async function call(route: DeclaredRoute, headers: Record<string, string> = {}) {
    const withBody = !['GET', 'HEAD'].includes(route.method);
    return app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers,
      ...(withBody ? { payload: {} } : {}),
    });
  }

  it('knows every route, and each one declares its access', () => {
    const urls = routes.map((route) => route.url);
    for (const url of [
      '/api/v1/news/create',
      '/api/v1/users',
      '/uploads/*',
      '/api/docs/openapi.json',
      '/healthz',
      '/readyz',
    ]) {
      expect(urls).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('public routes never answer 401 or 403 to a caller with no token, a reader or a plain admin', async () => {
    const reader = await buildReader(t().ctx);
    const admin = await buildAdmin(t().ctx);
    for (const route of routes.filter(({ access }) => access === 'public')) {
      for (const headers of [{}, reader.auth, admin.auth]) {
        const response = await call(route, headers);
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
      }
    }
  });

  it('admin routes answer 401 without a token, 403 to readers and to admins without the right', async () => {
    const reader = await buildReader(t().ctx);
    const adminRoutes = routes.filter(({ access }) => access !== 'public' && access !== 'reader');
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const route of adminRoutes) {
      const label = `${route.method} ${route.url}`;
      const access = route.access as Exclude<Access, 'reader'>;
      const anonymous = await call(route);
      expect(anonymous.statusCode, label).toBe(401);
      if (route.method !== 'HEAD') {
        expect(anonymous.json(), label).toEqual({ success: false, message: 'Authentication required' });
      }
      expect((await call(route, reader.auth)).statusCode, label).toBe(403);

      const lacking = insufficientFlags(access);
      if (lacking !== null) {
        const admin = await buildAdmin(t().ctx, {
          permissions: lacking === 'admin' ? flagsOf(PERMISSIONS) : flagsOf(lacking),
        });
        expect((await call(route, admin.auth)).statusCode, label).toBe(403);
      }
      const enough = sufficientFlags(access);
      const allowed = await buildAdmin(
        t().ctx,
        enough === 'superadmin' ? { role: 'SuperAdmin' } : { permissions: flagsOf(enough) },
      );
      expect([401, 403], label).not.toContain((await call(route, allowed.auth)).statusCode);
    }
  });

  it('reader routes answer 401 without a token, 403 to any admin, and let a reader through', async () => {
    const superAdmin = await buildAdmin(t().ctx, { role: 'SuperAdmin' });
    const readerRoutes = routes.filter(({ access }) => access === 'reader');
    for (const url of ['/api/v1/account', '/api/v1/account/export', '/api/v1/auth/signout-everywhere']) {
      expect(readerRoutes.map((route) => route.url)).toContain(url);
    }
    for (const route of readerRoutes) {
      const label = `${route.method} ${route.url}`;
      // A reader of its own: signing out everywhere ends the tokens the next routes would use.
      const reader = await buildReader(t().ctx);
      const anonymous = await call(route);
      expect(anonymous.statusCode, label).toBe(401);
      expect((await call(route, superAdmin.auth)).statusCode, label).toBe(403);
      expect([401, 403], label).not.toContain((await call(route, reader.auth)).statusCode);
    }
  });
});

describe('a route that declares no access', () => {
  it('stops the app at start-up, naming the route', async () => {
    const { createTestApp } = await import('../helpers/app');
    const testApp = await createTestApp('sqlite');
    const app = await buildApp(testApp.ctx);
    app.register(async (api) => {
      api.get('/api/v1/forgotten', async () => ({ success: true }));
    });
    await expect(app.ready()).rejects.toThrow('Route GET /api/v1/forgotten declares no access');
    await testApp.close();
  });
});
