import type { Db } from '../../db/client';
import type { NewNews, NewsUpdate } from '../../db/database';

/** The newsroom's writes to an article: its row, and its tags and images, each list replaced whole. */

export async function insertNews(db: Db, row: NewNews): Promise<void> {
  await db.insertInto('news').values(row).execute();
}

export async function updateNews(db: Db, id: string, changes: NewsUpdate): Promise<void> {
  await db.updateTable('news').set(changes).where('id', '=', id).execute();
}

/**
 * Writes an edit of the article's content and counts it in `version`; with `expectedVersion`, only
 * while that is still the stored version. False when that version had moved on (someone else saved).
 */
export async function updateNewsContent(
  db: Db,
  id: string,
  changes: NewsUpdate,
  expectedVersion: number | undefined,
): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set((eb) => ({ ...changes, version: eb('news.version', '+', 1) }))
    .where('id', '=', id)
    .$if(expectedVersion !== undefined, (query) => query.where('version', '=', expectedVersion as number))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function removeNews(db: Db, id: string): Promise<void> {
  await db.deleteFrom('news').where('id', '=', id).execute();
}

export async function replaceNewsTags(db: Db, newsId: string, tags: string[]): Promise<void> {
  await db.deleteFrom('news_tags').where('news_id', '=', newsId).execute();
  if (tags.length === 0) return;
  await db
    .insertInto('news_tags')
    .values(tags.map((tag, position) => ({ news_id: newsId, position, tag })))
    .execute();
}

export type NewsImageInput = { public_id: string; url: string; width?: number | null; height?: number | null };

export async function replaceNewsImages(db: Db, newsId: string, images: NewsImageInput[]): Promise<void> {
  await db.deleteFrom('news_images').where('news_id', '=', newsId).execute();
  if (images.length === 0) return;
  await db
    .insertInto('news_images')
    .values(
      images.map((image, position) => ({
        news_id: newsId,
        position,
        public_id: image.public_id,
        url: image.url,
        width: image.width ?? null,
        height: image.height ?? null,
      })),
    )
    .execute();
}
