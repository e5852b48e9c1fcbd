import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { ReaderTable } from '../../db/database';
import { listNewestFirst, newestFirstPage } from '../../db/newest-first';

export type ReaderRow = Selectable<ReaderTable>;

export function findReaderById(db: Db, id: string): Promise<ReaderRow | undefined> {
  return db.selectFrom('readers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest registrations first: the newest `limit`, or one page with its pagination. */
export function listReaders(db: Db, limit: number): Promise<ReaderRow[]> {
  return listNewestFirst(db, 'readers', { offset: 0, limit });
}

export function pageOfReaders(db: Db, query: { page?: number; limit?: number }) {
  return newestFirstPage(db, 'readers', query);
}
