import { expect, it } from 'vitest';
import { adminRow, auditLines, expectNoSecrets } from '../helpers/admins';
import { describeEachDialect } from '../helpers/app';
import { type AdminWithToken, buildAdmin, buildSuperAdmin } from '../helpers/factories';

describeEachDialect('PUT /api/v1/admin/update/:id', (t) => {
  const update = (boss: AdminWithToken, id: string, payload: object) =>
    t().app.inject({ method: 'PUT', url: `/api/v1/admin/update/${id}`, headers: boss.auth, payload });
  const me = (who: AdminWithToken) => t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: who.auth });

  it("changes the flags, ends the admin's open sessions at once, and audits it", async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    expect((await me(editor)).statusCode).toBe(200);

    const response = await update(boss, editor.admin.id, {
      permissions: { canAdd: false, canEdit: true, canDelete: true },
    });
    expect(response).toAnswer(200, {
      success: true,
      message: 'Admin updated successfully',
      admin: {
        _id: editor.admin.id,
        name: editor.admin.name,
        email: editor.admin.email,
        role: 'Admin',
        permissions: { canAdd: false, canEdit: true, canDelete: true },
      },
    });
    expectNoSecrets(response.body);

    const old = await me(editor);
    expect(old).toFailWith(401, 'Invalid or expired token');
    expect(await adminRow(t, editor.admin.id)).toMatchObject({
      can_add: 0,
      can_edit: 1,
      can_delete: 1,
      token_version: editor.admin.token_version + 1,
    });
    const audit = await auditLines(t, editor.admin.id);
    expect(audit).toEqual([expect.objectContaining({ admin_id: boss.admin.id, action: 'update', entity: 'admin' })]);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({
      before: { role: 'Admin', can_add: 1, can_edit: 0, can_delete: 0 },
      after: { role: 'Admin', can_add: 0, can_edit: 1, can_delete: 1 },
    });
  });

  it('keeps the flags that are not sent', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true, canDelete: true } });
    const response = await update(boss, editor.admin.id, { permissions: { canEdit: true } });
    expect(response.json().admin.permissions).toEqual({ canAdd: true, canEdit: true, canDelete: true });
  });

  it('leaves sessions alone when nothing changes', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await update(boss, editor.admin.id, { permissions: { canAdd: true, canEdit: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin.permissions).toEqual({ canAdd: true, canEdit: false, canDelete: false });
    expect((await me(editor)).statusCode).toBe(200);
    expect(await auditLines(t, editor.admin.id)).toEqual([]);
  });

  it('promotes to SuperAdmin with every permission, and demotes while another SuperAdmin remains', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx);
    const promoted = await update(boss, editor.admin.id, { role: 'SuperAdmin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().admin).toMatchObject({
      role: 'SuperAdmin',
      permissions: { canAdd: true, canEdit: true, canDelete: true },
    });

    const demoted = await update(boss, editor.admin.id, {
      role: 'Admin',
      permissions: { canAdd: true, canEdit: false, canDelete: false },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().admin).toMatchObject({
      role: 'Admin',
      permissions: { canAdd: true, canEdit: false, canDelete: false },
    });
  });

  it('validates the body', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx);
    const cases: [object, Record<string, string>][] = [
      [{}, { permissions: 'Permissions are required' }],
      [{ role: 'Editor' }, { role: 'Role must be Admin or SuperAdmin' }],
      [{ permissions: { canDelete: 1 } }, { permissions: 'canDelete must be true or false' }],
    ];
    for (const [payload, errors] of cases) {
      const response = await update(boss, editor.admin.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, message: Object.values(errors)[0], errors });
    }
    expect((await me(editor)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown admin', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const response = await update(boss, '000000000000000000000000', { permissions: { canAdd: true } });
    expect(response).toFailWith(404, 'Admin not found');
  });
});

describeEachDialect('DELETE /api/v1/admin/delete/:id', (t) => {
  const remove = (boss: AdminWithToken, id: string) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/admin/delete/${id}`, headers: boss.auth });

  it('deletes the admin, stops its token at once, and audits it', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await remove(boss, editor.admin.id);
    expect(response).toAnswer(200, { success: true, message: 'Admin deleted successfully' });
    expect(await adminRow(t, editor.admin.id)).toBeUndefined();

    const old = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: editor.auth });
    expect(old.statusCode).toBe(401);
    expect(await auditLines(t, editor.admin.id)).toEqual([
      expect.objectContaining({ admin_id: boss.admin.id, action: 'delete', entity: 'admin' }),
    ]);

    const again = await remove(boss, editor.admin.id);
    expect(again).toFailWith(404, 'Admin not found');
  });
});

describeEachDialect('the last SuperAdmin', (t) => {
  it('can be neither demoted nor deleted, while one of two can', async () => {
    const first = await buildSuperAdmin(t().ctx);
    const second = await buildSuperAdmin(t().ctx);

    const demoted = await t().app.inject({
      method: 'PUT',
      url: `/api/v1/admin/update/${second.admin.id}`,
      headers: first.auth,
      payload: { role: 'Admin' },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().admin.role).toBe('Admin');

    const demoteLast = await t().app.inject({
      method: 'PUT',
      url: `/api/v1/admin/update/${first.admin.id}`,
      headers: first.auth,
      payload: { role: 'Admin', permissions: { canAdd: true } },
    });
    expect(demoteLast).toAnswer(409, {
      success: false,
      message: 'The last SuperAdmin cannot be demoted. Promote another admin to SuperAdmin first.',
    });

    const deleteLast = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/delete/${first.admin.id}`,
      headers: first.auth,
    });
    expect(deleteLast).toAnswer(409, {
      success: false,
      message: 'The last SuperAdmin cannot be deleted. Promote another admin to SuperAdmin first.',
    });
    expect(await adminRow(t, first.admin.id)).toMatchObject({ role: 'SuperAdmin', token_version: 1 });

    const third = await buildSuperAdmin(t().ctx);
    const deleted = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/delete/${first.admin.id}`,
      headers: third.auth,
    });
    expect(deleted.statusCode).toBe(200);
  });
});
