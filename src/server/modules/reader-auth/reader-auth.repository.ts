import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { ReaderCodeTable, ReaderTable } from '../../db/database';
import type { ReaderRow } from '../readers/readers.repository';

export type ReaderCodeRow = Selectable<ReaderCodeTable>;

export function findReaderByEmail(db: Db, email: string): Promise<ReaderRow | undefined> {
  return db.selectFrom('readers').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Adds the reader unless the address is registered already (two sign-ups at once make one account). */
export async function createReaderIfNew(db: Db, reader: Insertable<ReaderTable>): Promise<void> {
  await db
    .insertInto('readers')
    .values(reader)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

/** A registration nobody verified yet may be claimed again with a new name and place. */
export async function reclaimUnverifiedReader(
  db: Db,
  id: string,
  fields: { name: string; location: string; language: 'hi' | 'en'; updated_at: string },
): Promise<void> {
  await db.updateTable('readers').set(fields).where('id', '=', id).where('verified_at', 'is', null).execute();
}

export async function markReaderVerified(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('readers')
    .set({ verified_at: at })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .execute();
}

/** Stores a new code; the email's expired codes go, so the table holds only what may still matter. */
export async function createReaderCode(db: Db, code: Insertable<ReaderCodeTable>): Promise<void> {
  await db
    .deleteFrom('reader_codes')
    .where('email', '=', code.email)
    .where('expires_at', '<', code.created_at)
    .execute();
  await db.insertInto('reader_codes').values(code).execute();
}

/** The email's newest code: the only one that works (a new code supersedes the older ones). */
export function findNewestReaderCode(db: Db, email: string): Promise<ReaderCodeRow | undefined> {
  return db
    .selectFrom('reader_codes')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one wrong try against the code; answers the tries it has taken now. */
export async function countWrongTry(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('reader_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

/** Uses the code up, if it is still unused, unexpired and within its tries: true for the one call that did. */
export async function consumeReaderCode(db: Db, id: string, at: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('reader_codes')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', at)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
