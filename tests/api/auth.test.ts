import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { removeAdmin, updateAdmin } from '../../src/server/modules/admins/admins.repository';
import { LOGIN_FAILURES_PER_ADDRESS } from '../../src/server/modules/auth/auth.service';
import { INVALID_CREDENTIALS } from '../../src/shared/schemas/auth';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildReader, TEST_PASSWORD } from '../helpers/factories';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);

describeEachDialect('POST /api/v1/auth/login', (t) => {
  it('signs an admin in and answers the token and the user with permissions', async () => {
    const { admin } = await buildAdmin(t().ctx, { permissions: { canAdd: true }, email: 'Reporter@Example.com' });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'reporter@example.com', password: TEST_PASSWORD },
    });
    expect(response).toAnswer(200, {
      success: true,
      message: 'Login Successfully!',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: {
        _id: ID,
        name: admin.name,
        email: 'reporter@example.com',
        role: 'Admin',
        permissions: { canAdd: true, canEdit: false, canDelete: false },
      },
    });
    expect(response.body).not.toContain('password');
  });

  it('answers the same message for an unknown email and a wrong password', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const unknown = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.0.0.1',
      payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
    });
    const wrong = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.0.0.1',
      payload: { email: admin.email, password: 'not the password' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, message: INVALID_CREDENTIALS });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('requires both fields', async () => {
    const response = await t().app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: '  ' } });
    expect(response).toAnswer(400, {
      success: false,
      message: 'Email is required',
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(response).toFailWith(400, 'The request body is not valid JSON');
  });

  it('throttles repeated failures from one address with 429', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const attempt = (password: string) =>
      t().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '10.9.9.9',
        payload: { email: admin.email, password },
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) expect((await attempt('wrong')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts/);
    const elsewhere = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.9.9.10',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describeEachDialect('bearer tokens', (t) => {
  const probe = (headers: Record<string, string>) => t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

  it('accepts a valid admin token and reports who it is', async () => {
    const { auth, admin } = await buildAdmin(t().ctx);
    const response = await probe(auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(admin.id);
  });

  it('answers 401 without a token and for a garbage token', async () => {
    expect((await probe({})).json()).toEqual({ success: false, message: 'Authentication required' });
    const garbage = await probe({ authorization: 'Bearer not.a.token' });
    expect(garbage).toFailWith(401, 'Invalid or expired token');
  });

  it('rejects alg:none and other algorithms', async () => {
    const { admin } = await buildAdmin(t().ctx);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: admin.id, kind: 'admin', ver: 1, exp: 9999999999 })).toString(
      'base64url',
    );
    expect((await probe({ authorization: `Bearer ${header}.${body}.` })).statusCode).toBe(401);
    const hs512 = await new SignJWT({ kind: 'admin', ver: 1 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(admin.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    expect((await probe({ authorization: `Bearer ${hs512}` })).statusCode).toBe(401);
  });

  it('stops an old token as soon as the admin is deleted or its permissions change', async () => {
    const changed = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    await updateAdmin(t().db, changed.admin.id, { can_add: 0, token_version: changed.admin.token_version + 1 });
    expect((await probe(changed.auth)).statusCode).toBe(401);

    const deleted = await buildAdmin(t().ctx);
    await removeAdmin(t().db, deleted.admin.id);
    expect((await probe(deleted.auth)).statusCode).toBe(401);
  });

  it('answers 403 to a reader token on an admin call', async () => {
    const reader = await buildReader(t().ctx);
    const response = await probe(reader.auth);
    expect(response).toFailWith(403, 'Access denied');
  });
});
