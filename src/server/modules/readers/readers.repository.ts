import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { ReaderTable } from '../../db/database';

export type ReaderRow = Selectable<ReaderTable>;

export function findReaderById(db: Db, id: string): Promise<ReaderRow | undefined> {
  return db.selectFrom('readers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest registrations first; the id breaks ties between readers registered in the same millisecond. */
export function listReaders(db: Db, page: { offset: number; limit: number }): Promise<ReaderRow[]> {
  return db
    .selectFrom('readers')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countReaders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('readers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
