import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';

describeEachDialect('platform', (t) => {
  it('answers liveness and readiness', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ success: true, status: 'ok' });
    const ready = await t().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, status: 'ready' });
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
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found: GET /api/v1/nothing-here' });
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
