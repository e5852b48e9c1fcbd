import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/client';
import type { Database, NewNews, NewsImageRow, NewsRow, NewsUpdate } from '../../db/database';
import { type SearchQuery, searchCondition } from './news.search';

/** An article row with the names of its category and subcategory, as every read needs them. */
export type NewsRowWithRefs = Omit<NewsRow, 'description_text'> & {
  category_name: string | null;
  subcategory_name: string | null;
};

// Every column but description_text: reads never need the plain-text copy (search and excerpts
// have their own), and long texts are what a listing query spends its time decoding.
const READ_COLUMNS = [
  'news.id',
  'news.slug',
  'news.title',
  'news.subtitle',
  'news.description',
  'news.language',
  'news.type',
  'news.category_id',
  'news.subcategory_id',
  'news.location',
  'news.youtube_url',
  'news.notification_send',
  'news.active',
  'news.publish_at',
  'news.created_by',
  'news.created_at',
  'news.updated_at',
] as const;

export type NewsRowFilter = {
  categoryId?: string;
  subcategoryId?: string;
  type?: string;
  language?: string;
  search?: SearchQuery;
  notificationsOnly?: boolean;
  /** Readers see only active articles whose publish time is at or before this instant. */
  publishedBy?: string;
};

export type RowWindow = { offset: number; limit: number } | null;

function selectWithRefs(db: Db) {
  return db
    .selectFrom('news')
    .leftJoin('categories', 'categories.id', 'news.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'news.subcategory_id')
    .select(READ_COLUMNS)
    .select(['categories.name as category_name', 'subcategories.name as subcategory_name']);
}

function newsConditions(db: Db, eb: ExpressionBuilder<Database, 'news'>, filter: NewsRowFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.categoryId !== undefined) conditions.push(eb('news.category_id', '=', filter.categoryId));
  if (filter.subcategoryId !== undefined) conditions.push(eb('news.subcategory_id', '=', filter.subcategoryId));
  if (filter.type !== undefined) conditions.push(eb('news.type', '=', filter.type));
  if (filter.language !== undefined) conditions.push(eb('news.language', '=', filter.language as NewsRow['language']));
  if (filter.notificationsOnly) conditions.push(eb('news.notification_send', '=', 1));
  if (filter.publishedBy !== undefined)
    conditions.push(eb('news.active', '=', 1), eb('news.publish_at', '<=', filter.publishedBy));
  if (filter.search) conditions.push(searchCondition(db, filter.search));
  return conditions;
}

/** One page of articles, newest publish time first (or newest created first for notifications). */
export function listNewsRows(db: Db, filter: NewsRowFilter, window: RowWindow): Promise<NewsRowWithRefs[]> {
  const byColumn = filter.notificationsOnly ? 'news.created_at' : 'news.publish_at';
  let query = selectWithRefs(db)
    .where((eb) => eb.and(newsConditions(db, eb, filter)))
    .orderBy(byColumn, 'desc')
    .orderBy('news.id', 'desc');
  if (window) query = query.limit(window.limit).offset(window.offset);
  return query.execute();
}

export async function countNewsRows(db: Db, filter: NewsRowFilter): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.and(newsConditions(db, eb, filter)))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * An article by id, or by slug (slugs are stored lowercased). Visibility is left to the caller: with
 * `active`/`publish_at` in the same WHERE, SQLite prefers the listing index and walks every
 * published article instead of the two unique keys.
 */
export function findNewsRowByKey(db: Db, key: string): Promise<NewsRowWithRefs | undefined> {
  return selectWithRefs(db)
    .where((eb) => eb.or([eb('news.id', '=', key), eb('news.slug', '=', key.toLowerCase())]))
    .executeTakeFirst();
}

export function findNewsRowById(db: Db, id: string): Promise<NewsRowWithRefs | undefined> {
  return selectWithRefs(db).where('news.id', '=', id).executeTakeFirst();
}

/** The id of the article holding a slug, if any. */
export async function findNewsIdBySlug(db: Db, slug: string): Promise<string | undefined> {
  const row = await db.selectFrom('news').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id;
}

export async function listTagsOf(db: Db, newsIds: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>();
  if (newsIds.length === 0) return tags;
  const rows = await db
    .selectFrom('news_tags')
    .select(['news_id', 'tag'])
    .where('news_id', 'in', newsIds)
    .orderBy('news_id')
    .orderBy('position')
    .execute();
  for (const row of rows) tags.set(row.news_id, [...(tags.get(row.news_id) ?? []), row.tag]);
  return tags;
}

export async function listImagesOf(db: Db, newsIds: string[]): Promise<Map<string, NewsImageRow[]>> {
  const images = new Map<string, NewsImageRow[]>();
  if (newsIds.length === 0) return images;
  const rows = await db
    .selectFrom('news_images')
    .selectAll()
    .where('news_id', 'in', newsIds)
    .orderBy('news_id')
    .orderBy('position')
    .execute();
  for (const row of rows) images.set(row.news_id, [...(images.get(row.news_id) ?? []), row]);
  return images;
}

export async function insertNews(db: Db, row: NewNews): Promise<void> {
  await db.insertInto('news').values(row).execute();
}

export async function updateNews(db: Db, id: string, changes: NewsUpdate): Promise<void> {
  await db.updateTable('news').set(changes).where('id', '=', id).execute();
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

export async function countNewsInCategory(db: Db, categoryId: string): Promise<number> {
  return countNewsRows(db, { categoryId });
}

export async function countNewsInSubcategory(db: Db, subcategoryId: string): Promise<number> {
  return countNewsRows(db, { subcategoryId });
}
