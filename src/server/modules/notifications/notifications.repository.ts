import type { Db } from '../../db/client';

/** When the reader last marked the notification list seen (null: never). */
export async function findNotificationsSeenAt(db: Db, readerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('readers')
    .select('notifications_seen_at')
    .where('id', '=', readerId)
    .executeTakeFirst();
  return row?.notifications_seen_at ?? null;
}

export async function updateNotificationsSeenAt(db: Db, readerId: string, at: string): Promise<void> {
  await db.updateTable('readers').set({ notifications_seen_at: at }).where('id', '=', readerId).execute();
}
