import type { Db } from '../../db/client';

/**
 * A reader's like of an article and the article's denormalised count, changed together in the
 * caller's transaction (docs/product.md, Likes). The (news_id, reader_id) key makes a second like a
 * no-op, so the count moves only when a row really comes or goes, even for likes sent at once.
 */

/** Adds the like; true when it was not there yet (and the count went up). */
export async function insertLike(db: Db, newsId: string, readerId: string, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('likes')
    .values({ news_id: newsId, reader_id: readerId, created_at: at })
    .onConflict((conflict) => conflict.columns(['news_id', 'reader_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('news')
    .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
    .where('id', '=', newsId)
    .execute();
  return true;
}

/** Removes the like; true when it was there (and the count went down). */
export async function deleteLike(db: Db, newsId: string, readerId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('likes')
    .where('news_id', '=', newsId)
    .where('reader_id', '=', readerId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) return false;
  await db
    .updateTable('news')
    .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
    .where('id', '=', newsId)
    .execute();
  return true;
}

/** The article's count and visibility fields, or undefined when no such article exists. */
export function findLikedArticle(db: Db, newsId: string) {
  return db
    .selectFrom('news')
    .select(['id', 'active', 'publish_at', 'like_count'])
    .where('id', '=', newsId)
    .executeTakeFirst();
}

export async function hasLiked(db: Db, newsId: string, readerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('likes')
    .select('news_id')
    .where('news_id', '=', newsId)
    .where('reader_id', '=', readerId)
    .executeTakeFirst();
  return row !== undefined;
}
