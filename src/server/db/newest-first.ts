import type { Selectable } from 'kysely';
import { LISTING_PAGE_SIZE } from '../../shared/constants';
import { pageCount } from '../../shared/pagination';
import type { Db } from './client';
import type { Database } from './database';

/** Tables the back office lists newest first, whole rows, without a filter. */
type NewestFirstTable = 'contact_messages' | 'readers';

export type Pagination = { total: number; page: number; limit: number; pages: number };

/** Newest first; ids are time-ordered, so they break ties between rows of the same millisecond. */
export function listNewestFirst<T extends NewestFirstTable>(
  db: Db,
  table: T,
  window: { offset: number; limit: number },
): Promise<Selectable<Database[T]>[]> {
  return db
    .selectFrom(table as NewestFirstTable)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute() as Promise<Selectable<Database[T]>[]>;
}

async function countRows(db: Db, table: NewestFirstTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of the table, newest first (LISTING_PAGE_SIZE rows unless `limit` says), with its pagination. */
export async function newestFirstPage<T extends NewestFirstTable>(
  db: Db,
  table: T,
  query: { page?: number; limit?: number },
): Promise<{ rows: Selectable<Database[T]>[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const limit = query.limit ?? LISTING_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listNewestFirst(db, table, { offset: (page - 1) * limit, limit }),
    countRows(db, table),
  ]);
  return { rows, pagination: { total, page, limit, pages: pageCount(total, limit) } };
}
