import { createHash } from 'node:crypto';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';

describeEachDialect('platform', (t) => {
  it('answers liveness and readiness', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ success: true, status: 'ok' });
    const ready = await t().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready).toAnswer(200, { success: true, status: 'ready' });
  });

  it('is not ready while a migration is missing from the database', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select max(name) as name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(t().db);
    const newest = rows[0] as { name: string };
    await sql`delete from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = ${newest.name}`.execute(t().db);
    const missing = await t().app.inject({ method: 'GET', url: '/readyz' });
    expect(missing).toAnswer(503, { success: false, message: 'Migrations are not applied' });
    await sql`insert into ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp) values (${newest.name}, ${new Date().toISOString()})`.execute(
      t().db,
    );
    expect((await t().app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('sends the security headers on every answer', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain("'unsafe-inline' 'self';script");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths with the error format', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(response).toFailWith(404, 'Not found: GET /api/v1/nothing-here');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(document.paths['/api/v1/image/multi'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/healthz']).toBeUndefined();
  });

  it('documents every call of the API in the OpenAPI document', async () => {
    const { paths } = (await t().app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const documented = Object.entries(paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace('/api/v1', '')}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /image/multi',
        'POST /news/create',
        'PUT /news/update',
        'PUT /news/toggleActive',
        'DELETE /news/delete',
        'GET /news/all',
        'GET /news/notifications',
        'GET /news/{idOrSlug}',
        'POST /category/create',
        'POST /category/update',
        'DELETE /category/delete/{id}',
        'GET /category/all',
        'GET /category/{id}',
        'POST /subcategory/create',
        'POST /subcategory/update',
        'DELETE /subcategory/delete/{id}',
        'GET /subcategory/all',
        'GET /subcategory/{id}',
        'GET /breakingNews/getAll',
        'POST /breakingNews/create',
        'PUT /breakingNews/update/{id}',
        'DELETE /breakingNews/delete/{id}',
        'GET /live/getAll',
        'POST /live/create',
        'PUT /live/livestream/{id}',
        'PUT /live/update/{id}',
        'DELETE /live/delete/{id}',
        'GET /poll/get',
        'POST /poll/create',
        'DELETE /poll/delete/{id}',
        'POST /poll/vote',
        'GET /ads/getAll',
        'POST /ads/create',
        'DELETE /ads/delete/{id}',
        'GET /yt/getAll',
        'POST /yt/create',
        'DELETE /yt/delete/{id}',
        'GET /users',
        'GET /admin',
        'POST /admin/add',
        'PUT /admin/update/{id}',
        'DELETE /admin/delete/{id}',
        'GET /dashboard',
        'POST /visit',
        'GET /contact/captcha',
        'POST /contact/create',
        'GET /contact/all',
        'PUT /contact/read/{id}',
        'GET /settings',
        'PUT /settings',
      ]),
    );
  });

  it('serves the reference UI with its inline script allowed by hash, not by unsafe-inline', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const inline = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
    expect(response.body).not.toMatch(/https?:\/\/(?!localhost)[^"'\s]*\.(js|css|woff2?)/);
  });
});
