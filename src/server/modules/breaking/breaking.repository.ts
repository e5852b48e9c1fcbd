import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { BreakingNewsTable } from '../../db/database';

export type BreakingNewsRow = Selectable<BreakingNewsTable>;

/** Newest first; ids are time-ordered, so they break ties between items of the same millisecond. */
export function listBreakingNews(db: Db, options: { activeOnly: boolean; limit: number }): Promise<BreakingNewsRow[]> {
  let query = db.selectFrom('breaking_news').selectAll();
  if (options.activeOnly) query = query.where('active', '=', 1);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export async function insertBreakingNews(db: Db, row: BreakingNewsRow): Promise<void> {
  await db.insertInto('breaking_news').values(row).execute();
}

export function setBreakingNewsActive(
  db: Db,
  id: string,
  active: boolean,
  updatedAt: string,
): Promise<BreakingNewsRow | undefined> {
  return db
    .updateTable('breaking_news')
    .set({ active: active ? 1 : 0, updated_at: updatedAt })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The removed row, or undefined when there was none. */
export function removeBreakingNewsRow(db: Db, id: string): Promise<BreakingNewsRow | undefined> {
  return db.deleteFrom('breaking_news').where('id', '=', id).returningAll().executeTakeFirst();
}
