import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { AdTable } from '../../db/database';

export type AdRow = Selectable<AdTable>;

/** Newest first; ids are time-ordered, so they break ties between ads made in the same millisecond. */
export function listAds(db: Db, filter: { type?: AdRow['type'] }, limit: number): Promise<AdRow[]> {
  let query = db.selectFrom('ads').selectAll();
  if (filter.type) query = query.where('type', '=', filter.type);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function insertAd(db: Db, ad: AdRow): Promise<void> {
  await db.insertInto('ads').values(ad).execute();
}

/** Answers the removed row, or undefined when there was none. */
export function removeAdRow(db: Db, id: string): Promise<AdRow | undefined> {
  return db.deleteFrom('ads').where('id', '=', id).returningAll().executeTakeFirst();
}
