import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { verifyPassword } from '../../src/server/lib/passwords';
import { adminRow, auditLines, expectNoSecrets, NEW_PASSWORD } from '../helpers/admins';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { type AdminWithToken, buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

function call(t: () => TestApp, request: Call, headers: Record<string, string> = {}) {
  return t().app.inject({ ...request, headers });
}

describeEachDialect('admin management permissions', (t) => {
  const calls: Call[] = [
    { method: 'GET', url: '/api/v1/admin' },
    {
      method: 'POST',
      url: '/api/v1/admin/add',
      payload: { name: 'X', email: 'x@example.com', password: NEW_PASSWORD },
    },
    { method: 'PUT', url: '/api/v1/admin/update/000000000000000000000000', payload: { permissions: { canAdd: true } } },
    { method: 'DELETE', url: '/api/v1/admin/delete/000000000000000000000000' },
  ];

  it('answers 401 without a token, before reading the body', async () => {
    for (const request of calls) {
      const response = await call(t, { ...request, payload: request.payload && { nonsense: true } });
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('answers 403 to a reader and to an Admin holding every permission flag', async () => {
    const reader = await buildReader(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true, canDelete: true } });
    for (const request of calls) {
      for (const who of [reader.auth, editor.auth]) {
        const response = await call(t, request, who);
        expect(response.statusCode, request.url).toBe(403);
        expect(response.json()).toEqual({ success: false, message: 'Access denied' });
      }
    }
    expect(await t().db.selectFrom('admins').select('id').where('email', '=', 'x@example.com').execute()).toEqual([]);
  });
});

describeEachDialect('GET /api/v1/admin', (t) => {
  it('lists every admin with role and permissions, oldest first, without any password', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true }, name: 'Sunita Rao' });
    const response = await call(t, { method: 'GET', url: '/api/v1/admin' }, boss.auth);
    expect(response).toAnswer(200, {
      success: true,
      admins: [
        {
          _id: boss.admin.id,
          name: boss.admin.name,
          email: boss.admin.email,
          role: 'SuperAdmin',
          permissions: { canAdd: true, canEdit: true, canDelete: true },
        },
        {
          _id: editor.admin.id,
          name: 'Sunita Rao',
          email: editor.admin.email,
          role: 'Admin',
          permissions: { canAdd: false, canEdit: true, canDelete: false },
        },
      ],
    });
    expectNoSecrets(response.body);
  });
});

describeEachDialect('POST /api/v1/admin/add', (t) => {
  const add = (boss: AdminWithToken, payload: object | string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/v1/admin/add',
      headers: { ...boss.auth, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('adds an Admin with its flags, stores a lowercased email and an argon2id hash, and audits it', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const response = await add(boss, {
      name: '  Ravi Kumar ',
      email: ' Ravi.Kumar@Example.COM ',
      password: NEW_PASSWORD,
      permissions: { canAdd: true, canEdit: false, canDelete: true },
      role: 'SuperAdmin',
    });
    expect(response).toAnswer(201, {
      success: true,
      message: 'Admin added successfully',
      admin: {
        _id: ID,
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.com',
        role: 'Admin',
        permissions: { canAdd: true, canEdit: false, canDelete: true },
      },
    });
    expectNoSecrets(response.body);

    const id = response.json().admin._id;
    const row = await adminRow(t, id);
    expect(row).toMatchObject({
      email: 'ravi.kumar@example.com',
      role: 'Admin',
      can_add: 1,
      can_edit: 0,
      can_delete: 1,
    });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.password_hash ?? '', NEW_PASSWORD)).toBe(true);

    const audit = await auditLines(t, id);
    expect(audit).toEqual([expect.objectContaining({ admin_id: boss.admin.id, action: 'create', entity: 'admin' })]);
    expectNoSecrets(audit[0]?.details ?? '');

    const login = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'RAVI.KUMAR@example.com', password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toEqual(response.json().admin);
  });

  it('gives an admin no permissions when none are sent', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const response = await add(boss, { name: 'Plain', email: 'plain@example.com', password: NEW_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json().admin.permissions).toEqual({ canAdd: false, canEdit: false, canDelete: false });
  });

  it('names every missing field', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const response = await add(boss, { name: ' ', email: '' });
    expect(response).toAnswer(400, {
      success: false,
      message: 'Name is required',
      errors: { name: 'Name is required', email: 'Email is required', password: 'Password is required' },
    });
  });

  it('rejects a malformed email, a short password, a long one and non-boolean flags', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const cases: [object, Record<string, string>][] = [
      [{ email: 'not-an-email' }, { email: 'Invalid email address' }],
      [{ password: 'short' }, { password: 'Password must be at least 10 characters' }],
      [{ password: 'x'.repeat(129) }, { password: 'Password must be at most 128 characters' }],
      [{ password: 12345678 }, { password: 'Password is required' }],
      [{ permissions: { canAdd: 'yes' } }, { permissions: 'canAdd must be true or false' }],
      [{ permissions: 'all' }, { permissions: 'Permissions must be an object with canAdd, canEdit and canDelete' }],
    ];
    for (const [change, errors] of cases) {
      const response = await add(boss, { name: 'N', email: 'valid@example.com', password: NEW_PASSWORD, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0], errors });
    }
    expect(await t().db.selectFrom('admins').select('id').where('email', '=', 'valid@example.com').execute()).toEqual(
      [],
    );
  });

  it('rejects malformed JSON and a body that is not an object', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const malformed = await add(boss, '{"name": "x",');
    expect(malformed).toFailWith(400, 'The request body is not valid JSON');
    const array = await add(boss, []);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('Send the admin as a JSON object');
  });

  it('answers 409 for an email already used, whatever its case', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const existing = await buildAdmin(t().ctx, { email: 'desk@example.com' });
    const response = await add(boss, { name: 'Copy', email: 'DESK@example.com', password: NEW_PASSWORD });
    expect(response).toAnswer(409, {
      success: false,
      message: 'An admin with this email already exists',
      errors: { email: 'An admin with this email already exists' },
    });
    const rows = await t().db.selectFrom('admins').select('id').where('email', '=', 'desk@example.com').execute();
    expect(rows).toEqual([{ id: existing.admin.id }]);
  });

  it('never writes the password or its hash to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(t().ctx, { logger: { level: 'trace', stream } });
    try {
      const boss = await buildSuperAdmin(t().ctx);
      const response = await logged.inject({
        method: 'POST',
        url: '/api/v1/admin/add',
        headers: boss.auth,
        payload: { name: 'Logged', email: 'logged@example.com', password: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('');
    expect(log).not.toContain(NEW_PASSWORD);
    expect(log).not.toContain('$argon2');
  });
});
