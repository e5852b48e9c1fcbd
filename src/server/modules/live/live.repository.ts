import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/client';
import type { LiveStreamTable } from '../../db/database';

export type LiveStreamRow = Selectable<LiveStreamTable>;
export type LiveStreamChanges = Omit<Updateable<LiveStreamTable>, 'id' | 'created_at'>;

/** Newest first; ids are time-ordered, so they break ties between items of the same millisecond. */
export function listLiveStreams(db: Db, options: { activeOnly: boolean; limit: number }): Promise<LiveStreamRow[]> {
  let query = db.selectFrom('live_streams').selectAll();
  if (options.activeOnly) query = query.where('active', '=', 1);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export async function insertLiveStream(db: Db, row: LiveStreamRow): Promise<void> {
  await db.insertInto('live_streams').values(row).execute();
}

/** The row as it stands after the change, or undefined when there is none. */
export function updateLiveStream(db: Db, id: string, changes: LiveStreamChanges): Promise<LiveStreamRow | undefined> {
  return db.updateTable('live_streams').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The removed row, or undefined when there was none. */
export function removeLiveStreamRow(db: Db, id: string): Promise<LiveStreamRow | undefined> {
  return db.deleteFrom('live_streams').where('id', '=', id).returningAll().executeTakeFirst();
}
