import type { Selectable } from 'kysely';
import type { Db } from '../../db/client';
import type { VideoTable } from '../../db/database';

export type VideoRow = Selectable<VideoTable>;

/** Newest first by publish time (index-backed); ids are time-ordered and break ties. */
export function listVideos(db: Db, limit: number): Promise<VideoRow[]> {
  return db.selectFrom('videos').selectAll().orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function insertVideo(db: Db, row: VideoRow): Promise<void> {
  await db.insertInto('videos').values(row).execute();
}

/** The removed row, or undefined when there was none. */
export function removeVideoRow(db: Db, id: string): Promise<VideoRow | undefined> {
  return db.deleteFrom('videos').where('id', '=', id).returningAll().executeTakeFirst();
}
