import { type Db, dialectOf } from '../../db/client';
import type { AdminRow, AdminUpdate, NewAdmin } from '../../db/database';

export function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function listAdmins(db: Db, limit: number): Promise<AdminRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').limit(limit).execute();
}

export async function insertAdmin(db: Db, admin: NewAdmin): Promise<void> {
  await db.insertInto('admins').values(admin).execute();
}

/** Inserts unless the email is taken (also under a race); false when it was. */
export async function insertAdminIfEmailFree(db: Db, admin: NewAdmin): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values(admin)
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateAdmin(db: Db, id: string, changes: AdminUpdate): Promise<void> {
  await db.updateTable('admins').set(changes).where('id', '=', id).execute();
}

export async function removeAdmin(db: Db, id: string): Promise<void> {
  await db.deleteFrom('admins').where('id', '=', id).execute();
}

export async function countSuperAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'SuperAdmin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Counts SuperAdmins inside a transaction, locking their rows on PostgreSQL so that two
 * concurrent demotions or deletions cannot both pass the last-SuperAdmin check. SQLite runs one
 * write transaction at a time, so it needs no lock. Rows lock in id order, so two such
 * transactions cannot deadlock.
 */
export async function countSuperAdminsForUpdate(db: Db): Promise<number> {
  if (dialectOf(db) === 'sqlite') return countSuperAdmins(db);
  const rows = await db
    .selectFrom('admins')
    .select('id')
    .where('role', '=', 'SuperAdmin')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.length;
}
