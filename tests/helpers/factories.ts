import type { AppContext } from '../../src/server/context';
import type { Db } from '../../src/server/db/client';
import type { AdminRow } from '../../src/server/db/database';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { hashPassword } from '../../src/server/lib/passwords';
import { insertAdmin } from '../../src/server/modules/admins/admins.repository';
import type { Permissions } from '../../src/shared/schemas/auth';

export const TEST_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

export type AdminWithToken = { admin: AdminRow; token: string; auth: { authorization: string } };

/** An admin (SuperAdmin holds every permission) and a valid bearer token for it. */
export async function buildAdmin(
  ctx: AppContext,
  options: { role?: 'Admin' | 'SuperAdmin'; permissions?: Partial<Permissions>; email?: string; name?: string } = {},
): Promise<AdminWithToken> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  sequence += 1;
  const role = options.role ?? 'Admin';
  const all = role === 'SuperAdmin';
  const now = nowIso();
  const admin: AdminRow = {
    id: newId(),
    name: options.name ?? `Editor ${sequence}`,
    email: (options.email ?? `editor${sequence}-${newId().slice(-6)}@example.com`).toLowerCase(),
    password_hash: await passwordHash,
    role,
    can_add: all || options.permissions?.canAdd ? 1 : 0,
    can_edit: all || options.permissions?.canEdit ? 1 : 0,
    can_delete: all || options.permissions?.canDelete ? 1 : 0,
    token_version: 1,
    created_at: now,
    updated_at: now,
  };
  await insertAdmin(ctx.db, admin);
  const token = await ctx.tokens.sign({ kind: 'admin', id: admin.id, version: admin.token_version });
  return { admin, token, auth: { authorization: `Bearer ${token}` } };
}

export const buildSuperAdmin = (ctx: AppContext) => buildAdmin(ctx, { role: 'SuperAdmin' });

export type ReaderOptions = {
  name?: string;
  createdAt?: string;
  status?: 'active' | 'suspended' | 'banned';
  suspendedUntil?: string | null;
  replyMail?: boolean;
  /** The language of the reader's mails. */
  language?: 'hi' | 'en';
};

/** A registered site reader's row, written straight to a database (a test's own, or a built server's). */
export async function insertReader(
  db: Db,
  options: ReaderOptions = {},
): Promise<{ id: string; name: string; email: string }> {
  sequence += 1;
  const now = options.createdAt ?? nowIso();
  const id = newId();
  const name = options.name ?? `Reader ${sequence}`;
  const email = `reader${sequence}-${id.slice(-6)}@example.com`;
  await db
    .insertInto('readers')
    .values({
      id,
      name,
      email,
      location: 'Jaipur',
      token_version: 1,
      created_at: now,
      updated_at: now,
      status: options.status ?? 'active',
      suspended_until: options.suspendedUntil ?? null,
      reply_mail: options.replyMail === false ? 0 : 1,
      ...(options.language ? { language: options.language } : {}),
    })
    .execute();
  return { id, name, email };
}

/** A registered site reader and a valid reader token (readers must never pass admin guards). */
export async function buildReader(
  ctx: AppContext,
  options: ReaderOptions = {},
): Promise<{ id: string; name: string; email: string; token: string; auth: { authorization: string } }> {
  const { id, name, email } = await insertReader(ctx.db, options);
  const token = await ctx.tokens.sign({ kind: 'reader', id, version: 1 });
  return { id, name, email, token, auth: { authorization: `Bearer ${token}` } };
}
