import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Permissions } from '../../shared/schemas/auth';
import { errorSchema } from '../../shared/schemas/common';
import type { AdminRow } from '../db/database';
import { forbidden, unauthorized } from '../lib/errors';
import { DOCS_PREFIX } from './openapi';

export type Permission = keyof Permissions;

/**
 * Who may call a route, declared once in its options as `config.access` (docs/decisions/050):
 * - `public`: anyone; a bearer token, when sent, is still checked and read (admins see more);
 * - `reader`: a signed-in reader (decision 145); an admin's token is refused like none;
 * - `admin`: any Admin or SuperAdmin; `superadmin`: the SuperAdmin only;
 * - `{ permission }` / `{ anyPermission }`: an Admin holding the flag (docs/product.md, Admins and permissions; a SuperAdmin holds all).
 */
export type Access =
  | 'public'
  | 'reader'
  | 'admin'
  | 'superadmin'
  | { permission: Permission }
  | { anyPermission: Permission[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The signed-in admin; set on every route whose access is admin-only. */
    admin: AdminRow;
    /** The signed-in reader's id; set on every route whose access is `reader`. */
    readerId: string;
  }
}

/** Who sent a request: an admin (re-read on every call) or a registered reader. */
export type Actor = { kind: 'admin'; admin: AdminRow } | { kind: 'reader'; readerId: string };

/** Turns a bearer token into its actor; the auth service implements it. */
export type ActorResolver = { resolveActor(token: string): Promise<Actor | null> };

/** Routes that other plugins register and that cannot declare access: uploaded media, the built assets of the site and the back office, the API reference. */
export const PUBLIC_PLUGIN_PREFIXES = ['/uploads/', '/assets/', '/admin/assets/', DOCS_PREFIX];

const PERMISSION_COLUMNS = { canAdd: 'can_add', canEdit: 'can_edit', canDelete: 'can_delete' } as const;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function allows(access: Exclude<Access, 'public' | 'reader'>, admin: AdminRow): boolean {
  if (admin.role === 'SuperAdmin' || access === 'admin') return true;
  if (access === 'superadmin') return false;
  const wanted = 'permission' in access ? [access.permission] : access.anyPermission;
  return wanted.some((permission) => admin[PERMISSION_COLUMNS[permission]] === 1);
}

/** The route's declared access; a route without one is a mistake caught at start-up. */
function declaredAccess(route: RouteOptions): Access {
  const access = route.config?.access;
  if (access) return access;
  if (PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return 'public';
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(`Route ${methods} ${route.url} declares no access: add config.access to its options`);
}

/** The OpenAPI side of the declaration: who may call, and the 401/403 answers that follow from it. */
function documentAccess(route: RouteOptions, access: Access): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (access === 'public') {
    schema.security = [{}, { bearer: [] }];
    schema.response = { ...response, 401: errorSchema };
  } else {
    schema.security = [{ bearer: [] }];
    schema.response = { ...response, 401: errorSchema, 403: errorSchema };
  }
}

/**
 * Enforces each route's declared access in onRequest, before the body is read or validated
 * (docs/product.md, Security): a call without a valid token gets 401, never a 400 describing the schema, and no
 * upload is read for it. A token sent is a token checked, on public routes too.
 */
export const authPlugin = fp<{ resolver: ActorResolver }>(async (app: FastifyInstance, { resolver }) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('admin', null as unknown as AdminRow);
  app.decorateRequest('readerId', '');

  app.addHook('onRoute', (route) => {
    const access = declaredAccess(route);
    route.config = { ...route.config, access };
    documentAccess(route, access);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    const actor = token ? await resolver.resolveActor(token) : null;
    if (token && !actor) throw unauthorized('Invalid or expired token');
    request.actor = actor;
    if (access === 'public') return;
    if (!actor) throw unauthorized('Authentication required');
    if (access === 'reader') {
      if (actor.kind !== 'reader') throw forbidden();
      request.readerId = actor.readerId;
      return;
    }
    if (actor.kind !== 'admin' || !allows(access, actor.admin)) throw forbidden();
    request.admin = actor.admin;
  });

  // Only public reads without a token may be stored; every other answer, errors included, is private.
  app.addHook('onSend', async (request, reply, payload) => {
    const publicRead =
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.routeOptions.config.access === 'public' &&
      request.headers.authorization === undefined;
    if (!publicRead && request.routeOptions.config.access !== undefined) reply.header('cache-control', 'no-store');
    return payload;
  });
});

/** True when the request carries a valid admin token. */
export function isAdminRequest(request: FastifyRequest): boolean {
  return request.actor?.kind === 'admin';
}
