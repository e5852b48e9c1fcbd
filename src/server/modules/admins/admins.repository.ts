import type { Db } from '../../db/client';
import type { AdminRow, AdminUpdate, NewAdmin } from '../../db/database';

export function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function listAdmins(db: Db): Promise<AdminRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

export async function insertAdmin(db: Db, admin: NewAdmin): Promise<void> {
  await db.insertInto('admins').values(admin).execute();
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
