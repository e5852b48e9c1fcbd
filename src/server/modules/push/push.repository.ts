import type { Db } from '../../db/client';
import type { PushSendTable, PushSubscriptionTable } from '../../db/database';

export type PushSubscriptionRow = PushSubscriptionTable;
export type PushSendCounts = Pick<PushSendTable, 'total' | 'sent' | 'failed' | 'removed'>;

/** Stores a subscription, or refreshes the keys and reader of the one with the same endpoint. */
export async function upsertSubscription(db: Db, row: PushSubscriptionRow): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({ p256dh: row.p256dh, auth: row.auth, reader_id: row.reader_id }),
    )
    .execute();
}

export async function deleteSubscriptionByEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export async function deleteSubscriptionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function countSubscriptions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next `limit` subscriptions after `afterId`, in id order: a fan-out walks them page by page. */
export function listSubscriptionsAfter(db: Db, afterId: string, limit: number): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/**
 * Claims an article's push: true for the one caller that created its row. A second event for the
 * same article (a re-save, another instance hearing the same publish) finds the row and sends nothing.
 */
export async function claimPushSend(db: Db, newsId: string, total: number, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('push_sends')
    .values({ news_id: newsId, status: 'sending', total, sent: 0, failed: 0, removed: 0, started_at: at })
    .onConflict((conflict) => conflict.column('news_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function updatePushSend(
  db: Db,
  newsId: string,
  counts: PushSendCounts,
  finishedAt: string | null,
): Promise<void> {
  await db
    .updateTable('push_sends')
    .set({ ...counts, ...(finishedAt ? { status: 'done' as const, finished_at: finishedAt } : {}) })
    .where('news_id', '=', newsId)
    .execute();
}

export function findPushSend(db: Db, newsId: string) {
  return db.selectFrom('push_sends').selectAll().where('news_id', '=', newsId).executeTakeFirst();
}
