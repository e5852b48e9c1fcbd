import type { Db } from '../../db/client';

export async function updateReaderProfile(
  db: Db,
  id: string,
  fields: { name: string; location: string; reply_mail: 0 | 1; language?: 'hi' | 'en'; updated_at: string },
): Promise<void> {
  await db.updateTable('readers').set(fields).where('id', '=', id).execute();
}

/** Every token issued before stops working (decision 145). */
export async function bumpReaderTokenVersion(db: Db, id: string): Promise<void> {
  await db
    .updateTable('readers')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** What the site keeps about a reader besides the profile, oldest first. */
export async function listReaderData(db: Db, readerId: string) {
  const [comments, likes, commentLikes, reports, pushSubscriptions] = await Promise.all([
    db
      .selectFrom('comments')
      .select(['id', 'news_id', 'parent_id', 'body', 'status', 'created_at', 'edited_at'])
      .where('reader_id', '=', readerId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('likes')
      .select(['news_id', 'created_at'])
      .where('reader_id', '=', readerId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('comment_likes')
      .select(['comment_id', 'created_at'])
      .where('reader_id', '=', readerId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('comment_reports')
      .select(['comment_id', 'reason', 'created_at'])
      .where('reader_id', '=', readerId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'created_at'])
      .where('reader_id', '=', readerId)
      .orderBy('created_at')
      .execute(),
  ]);
  return { comments, likes, commentLikes, reports, pushSubscriptions };
}

/**
 * Erases a reader, inside the caller's transaction (docs/product.md, Reader accounts): likes, reports,
 * push subscriptions, codes and the row go; comments go or stay as 'deleted reader'. The counts of
 * every article and comment the reader touched are counted again from what is left.
 */
export async function eraseReader(db: Db, reader: { id: string; email: string }, comments: 'remove' | 'keep') {
  const touchedNews = await db
    .selectFrom('likes')
    .select('news_id')
    .where('reader_id', '=', reader.id)
    .union(db.selectFrom('comments').select('news_id').where('reader_id', '=', reader.id))
    .execute();
  const touchedComments = await db
    .selectFrom('comment_likes')
    .select('comment_id')
    .where('reader_id', '=', reader.id)
    .union(db.selectFrom('comment_reports').select('comment_id').where('reader_id', '=', reader.id))
    .execute();

  if (comments === 'remove') {
    // A comment others replied to keeps its place in the thread, emptied, so their replies stay.
    await db
      .updateTable('comments')
      .set({ status: 'deleted', body: '', hold_reason: null, reader_id: null })
      .where('reader_id', '=', reader.id)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('comments as reply')
            .select('reply.id')
            .whereRef('reply.parent_id', '=', 'comments.id')
            .where((inner) =>
              inner.or([inner('reply.reader_id', 'is', null), inner('reply.reader_id', '!=', reader.id)]),
            ),
        ),
      )
      .execute();
    await db.deleteFrom('comments').where('reader_id', '=', reader.id).execute();
  } else {
    await db.updateTable('comments').set({ reader_id: null }).where('reader_id', '=', reader.id).execute();
  }
  await db.deleteFrom('likes').where('reader_id', '=', reader.id).execute();
  await db.deleteFrom('comment_likes').where('reader_id', '=', reader.id).execute();
  await db.deleteFrom('comment_reports').where('reader_id', '=', reader.id).execute();
  await db.deleteFrom('push_subscriptions').where('reader_id', '=', reader.id).execute();
  await db.deleteFrom('reader_codes').where('email', '=', reader.email).execute();
  await db.deleteFrom('readers').where('id', '=', reader.id).execute();

  const newsIds = touchedNews.map((row) => row.news_id);
  if (newsIds.length > 0) {
    await db
      .updateTable('news')
      .set((eb) => ({
        like_count: eb
          .selectFrom('likes')
          .select((count) => count.fn.countAll<number>().as('n'))
          .whereRef('likes.news_id', '=', 'news.id'),
        comment_count: eb
          .selectFrom('comments')
          .select((count) => count.fn.countAll<number>().as('n'))
          .whereRef('comments.news_id', '=', 'news.id')
          .where('comments.status', '=', 'visible'),
      }))
      .where('id', 'in', newsIds)
      .execute();
  }
  const commentIds = touchedComments.map((row) => row.comment_id);
  if (commentIds.length > 0) {
    await db
      .updateTable('comments')
      .set((eb) => ({
        like_count: eb
          .selectFrom('comment_likes')
          .select((count) => count.fn.countAll<number>().as('n'))
          .whereRef('comment_likes.comment_id', '=', 'comments.id'),
        report_count: eb
          .selectFrom('comment_reports')
          .select((count) => count.fn.countAll<number>().as('n'))
          .whereRef('comment_reports.comment_id', '=', 'comments.id')
          // Reports count from the moderator's last decision on (CommentTable.reviewed_at).
          .where((report) =>
            report.or([
              report('comments.reviewed_at', 'is', null),
              report('comment_reports.created_at', '>', report.ref('comments.reviewed_at')),
            ]),
          ),
      }))
      .where('id', 'in', commentIds)
      .execute();
  }
  return { newsIds };
}
