import {
  type AdminCreateInput,
  type AdminUpdateInput,
  GUESSABLE_PASSWORD_MESSAGE,
} from '../../../shared/schemas/admins';
import type { AdminUser } from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import type { AdminRow, AdminUpdate } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isGuessablePassword } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { auditedWrite } from '../audit/audited-write';
import { presentAdmin } from './admins.presenter';
import {
  countSuperAdminsForUpdate,
  findAdminByEmail,
  findAdminById,
  insertAdminIfEmailFree,
  listAdmins,
  removeAdmin,
  updateAdmin,
} from './admins.repository';

export const DUPLICATE_ADMIN_EMAIL = 'An admin with this email already exists';
export const ADMIN_NOT_FOUND = 'Admin not found';
export const LAST_SUPERADMIN_DEMOTION =
  'The last SuperAdmin cannot be demoted. Promote another admin to SuperAdmin first.';
export const LAST_SUPERADMIN_DELETION =
  'The last SuperAdmin cannot be deleted. Promote another admin to SuperAdmin first.';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

function accessOf(row: Pick<AdminRow, 'role' | 'can_add' | 'can_edit' | 'can_delete'>) {
  return { role: row.role, can_add: row.can_add, can_edit: row.can_edit, can_delete: row.can_delete };
}

type Access = ReturnType<typeof accessOf>;

function sameAccess(a: Access, b: Access): boolean {
  return a.role === b.role && a.can_add === b.can_add && a.can_edit === b.can_edit && a.can_delete === b.can_delete;
}

export async function listAdminAccounts(ctx: AppContext, limit: number): Promise<AdminUser[]> {
  return (await listAdmins(ctx.db, limit)).map(presentAdmin);
}

/** A new back-office account, always role Admin; promotion is a separate, deliberate update. */
export async function createAdminAccount(
  ctx: AppContext,
  actor: AdminRow,
  input: AdminCreateInput,
): Promise<AdminUser> {
  if (isGuessablePassword(input.password, [input.email, input.name]))
    throw badRequest(GUESSABLE_PASSWORD_MESSAGE, { password: GUESSABLE_PASSWORD_MESSAGE });
  // Checked before hashing so an obvious duplicate costs no argon2 work; the insert re-checks under races.
  if (await findAdminByEmail(ctx.db, input.email))
    throw conflict(DUPLICATE_ADMIN_EMAIL, { email: DUPLICATE_ADMIN_EMAIL });
  const now = nowIso();
  const row: AdminRow = {
    id: newId(),
    name: input.name,
    email: input.email,
    password_hash: await hashPassword(input.password),
    role: 'Admin',
    can_add: flag(input.permissions.canAdd),
    can_edit: flag(input.permissions.canEdit),
    can_delete: flag(input.permissions.canDelete),
    token_version: 1,
    created_at: now,
    updated_at: now,
  };
  const entry = { adminId: actor.id, action: 'create', entity: 'admin', entityId: row.id } as const;
  return auditedWrite(ctx, entry, async (trx) => {
    if (!(await insertAdminIfEmailFree(trx, row)))
      throw conflict(DUPLICATE_ADMIN_EMAIL, { email: DUPLICATE_ADMIN_EMAIL });
    return { result: presentAdmin(row), details: { email: row.email, ...accessOf(row) } };
  });
}

/**
 * Changes an admin's role or permission flags. A real change bumps the token version, so the
 * admin's open sessions end at once and the next login carries the new rights.
 */
export async function updateAdminAccess(
  ctx: AppContext,
  actor: AdminRow,
  id: string,
  input: AdminUpdateInput,
): Promise<AdminUser> {
  return auditedWrite(ctx, { adminId: actor.id, action: 'update', entity: 'admin', entityId: id }, async (trx) => {
    const target = await findAdminById(trx, id);
    if (!target) throw notFound(ADMIN_NOT_FOUND);
    const role = input.role ?? target.role;
    if (target.role === 'SuperAdmin' && role !== 'SuperAdmin' && (await countSuperAdminsForUpdate(trx)) <= 1) {
      throw conflict(LAST_SUPERADMIN_DEMOTION);
    }
    const wanted = input.permissions ?? {};
    const next = accessOf({
      role,
      can_add: role === 'SuperAdmin' ? 1 : flag(wanted.canAdd ?? target.can_add === 1),
      can_edit: role === 'SuperAdmin' ? 1 : flag(wanted.canEdit ?? target.can_edit === 1),
      can_delete: role === 'SuperAdmin' ? 1 : flag(wanted.canDelete ?? target.can_delete === 1),
    });
    const before = accessOf(target);
    if (sameAccess(next, before)) return { result: presentAdmin(target), unchanged: true };

    const changes: AdminUpdate = { ...next, token_version: target.token_version + 1, updated_at: nowIso() };
    await updateAdmin(trx, id, changes);
    return { result: presentAdmin({ ...target, ...next }), details: { before, after: next } };
  });
}

/** Removes an admin; their tokens stop working on the next call, their articles stay (created_by is cleared). */
export async function removeAdminAccount(ctx: AppContext, actor: AdminRow, id: string): Promise<void> {
  await auditedWrite(ctx, { adminId: actor.id, action: 'delete', entity: 'admin', entityId: id }, async (trx) => {
    const target = await findAdminById(trx, id);
    if (!target) throw notFound(ADMIN_NOT_FOUND);
    if (target.role === 'SuperAdmin' && (await countSuperAdminsForUpdate(trx)) <= 1) {
      throw conflict(LAST_SUPERADMIN_DELETION);
    }
    await removeAdmin(trx, id);
    return { result: undefined, details: { email: target.email, ...accessOf(target) } };
  });
}
