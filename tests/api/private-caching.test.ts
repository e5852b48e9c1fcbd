import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildSuperAdmin, TEST_PASSWORD } from '../helpers/factories';

describeEachDialect('private answers are never stored', (t) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    t().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('login answers, right or wrong, carry Cache-Control: no-store', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const right = await call('POST', '/api/v1/auth/login', {}, { email: admin.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.headers['cache-control']).toBe('no-store');
    const wrong = await call('POST', '/api/v1/auth/login', {}, { email: admin.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('every answer of a protected route carries no-store, refusals and errors included', async () => {
    const superAdmin = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx);
    const answers = [
      [await call('GET', '/api/v1/auth/me', superAdmin.auth), 200],
      [await call('GET', '/api/v1/auth/me'), 401],
      [await call('GET', '/api/v1/users', superAdmin.auth), 200],
      [await call('GET', '/api/v1/users', editor.auth), 403],
      [await call('GET', '/api/v1/contact/all', editor.auth), 200],
      [await call('GET', '/api/v1/contact/all?page=0', editor.auth), 400],
      [await call('DELETE', '/api/v1/yt/delete/no-such-video', editor.auth), 404],
    ] as const;
    for (const [response, status] of answers) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('a public read is private when it carries a token, and cacheable without one', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const withToken = await call('GET', '/api/v1/news/all?page=1&limit=5', auth);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    const anonymous = await call('GET', '/api/v1/news/all?page=1&limit=5');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});
