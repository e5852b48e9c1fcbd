import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type Db, dialectOf } from '../../db/client';
import type { Database, NewNews, NewsImageRow, NewsRow, NewsUpdate } from '../../db/database';
import { ftsMatch, postgresSearchCondition, type SearchQuery, type SqliteSearchTables } from './news.search';

/** An article row with the names of its category and subcategory, as every read needs them. */
export type NewsRowWithRefs = Omit<NewsRow, 'description_text'> & {
  category_name: string | null;
  subcategory_name: string | null;
};

export type NewsImage = Omit<NewsImageRow, 'news_id' | 'position'>;

/** A listed article: its row, tags and images, read in one query. */
export type ListedNewsRow = NewsRowWithRefs & { tags: string[]; images: NewsImage[] };

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
  'news.version',
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

export type RowWindow = { offset: number; limit: number };

type NewsSource = SelectQueryBuilder<Database & SqliteSearchTables, 'news', object>;

/**
 * Where a read starts. SQLite searches start from the FTS index, whose rowids order like publish
 * times (news.search.ts): walking them newest first stops after one page, however common the word.
 * CROSS JOIN is SQLite's way to fix that join order; `s` and `k` are then named in raw SQL only.
 */
function newsSource(db: Db, filter: NewsRowFilter = {}): NewsSource {
  const tables = db.withTables<SqliteSearchTables>();
  if (!sqliteSearchJoin(db, filter)) return tables.selectFrom('news');
  return tables
    .selectFrom('news_search as s')
    .crossJoin('news_search_keys as k')
    .crossJoin('news')
    .whereRef('k.search_rowid', '=', 's.rowid')
    .whereRef('news.id', '=', 'k.news_id') as unknown as NewsSource;
}

function withRefs(query: NewsSource) {
  return query
    .leftJoin('categories', 'categories.id', 'news.category_id')
    .leftJoin('subcategories', 'subcategories.id', 'news.subcategory_id')
    .select(READ_COLUMNS)
    .select(['categories.name as category_name', 'subcategories.name as subcategory_name']);
}

function newsConditions(
  db: Db,
  eb: ExpressionBuilder<Database & SqliteSearchTables, 'news'>,
  filter: NewsRowFilter,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.categoryId !== undefined) conditions.push(eb('news.category_id', '=', filter.categoryId));
  if (filter.subcategoryId !== undefined) conditions.push(eb('news.subcategory_id', '=', filter.subcategoryId));
  if (filter.type !== undefined) conditions.push(eb('news.type', '=', filter.type));
  if (filter.language !== undefined) conditions.push(eb('news.language', '=', filter.language as NewsRow['language']));
  if (filter.notificationsOnly) conditions.push(eb('news.notification_send', '=', 1));
  if (filter.publishedBy !== undefined)
    conditions.push(eb('news.active', '=', 1), eb('news.publish_at', '<=', filter.publishedBy));
  if (filter.search) {
    if (filter.search.tokens.length === 0) conditions.push(sql<SqlBool>`1 = 0`);
    else if (dialectOf(db) === 'postgres') conditions.push(postgresSearchCondition(filter.search));
    else conditions.push(sql<SqlBool>`s.news_search match ${ftsMatch(filter.search)}`);
  }
  return conditions;
}

function sqliteSearchJoin(db: Db, filter: NewsRowFilter): boolean {
  return filter.search !== undefined && filter.search.tokens.length > 0 && dialectOf(db) === 'sqlite';
}

function matchingNews(db: Db, filter: NewsRowFilter): NewsSource {
  return newsSource(db, filter).where((eb) => eb.and(newsConditions(db, eb, filter)));
}

function filteredRows(db: Db, filter: NewsRowFilter) {
  return withRefs(matchingNews(db, filter));
}

/** Tags and images of each row as JSON arrays, so a page of articles is one query. */
function withTagsAndImages(db: Db) {
  if (dialectOf(db) === 'postgres') {
    return [
      sql<unknown>`(select coalesce(json_agg(t.tag order by t.position), '[]') from news_tags t where t.news_id = news.id)`.as(
        'tags',
      ),
      sql<unknown>`(select coalesce(json_agg(json_build_object('public_id', i.public_id, 'url', i.url,
        'width', i.width, 'height', i.height) order by i.position), '[]') from news_images i where i.news_id = news.id)`.as(
        'images',
      ),
    ];
  }
  return [
    sql<unknown>`(select json_group_array(tag) from (select t.tag from news_tags t where t.news_id = news.id order by t.position))`.as(
      'tags',
    ),
    sql<unknown>`(select json_group_array(json_object('public_id', public_id, 'url', url, 'width', width, 'height', height))
      from (select i.* from news_images i where i.news_id = news.id order by i.position))`.as('images'),
  ];
}

type RawListedRow = NewsRowWithRefs & { tags: string | string[]; images: string | NewsImage[] };

function parsedJson<T>(value: string | T): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function toListedRow(row: RawListedRow): ListedNewsRow {
  return { ...row, tags: parsedJson(row.tags), images: parsedJson(row.images) };
}

/** One page of articles with their tags and images, newest publish time first (newest created first for notifications). */
export async function listNewsRows(db: Db, filter: NewsRowFilter, window: RowWindow): Promise<ListedNewsRow[]> {
  let query = filteredRows(db, filter).select(withTagsAndImages(db));
  if (sqliteSearchJoin(db, filter)) query = query.orderBy(sql`s.rowid`, 'desc');
  else {
    const byColumn = filter.notificationsOnly ? 'news.created_at' : 'news.publish_at';
    query = query.orderBy(byColumn, 'desc').orderBy('news.id', 'desc');
  }
  const rows = await query.limit(window.limit).offset(window.offset).execute();
  return (rows as unknown as RawListedRow[]).map(toListedRow);
}

export async function countNewsRows(db: Db, filter: NewsRowFilter): Promise<number> {
  const row = await db
    .selectFrom(matchingNews(db, filter).select(sql<number>`1`.as('one')).as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The number of matching articles, counted no further than `cap`: cheap however many there are. */
export async function countNewsRowsUpTo(db: Db, filter: NewsRowFilter, cap: number): Promise<number> {
  const matches = matchingNews(db, filter).select(sql<number>`1`.as('one')).limit(cap);
  const row = await db
    .selectFrom(matches.as('matches'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type NewestGroup = { filter: NewsRowFilter; limit: number };

/**
 * The newest articles of several groups (e.g. each home section) in one query: one index-backed,
 * limited arm per group, joined with UNION ALL; rows come back tagged with their group's index, in
 * group order and newest first within a group (sorted here: SQL keeps no order across a UNION).
 */
export async function listNewestOfGroups(
  db: Db,
  groups: NewestGroup[],
): Promise<(ListedNewsRow & { group_index: number })[]> {
  if (groups.length === 0) return [];
  const arms = groups.map((group, index) =>
    db
      .selectFrom(
        filteredRows(db, group.filter)
          .select(withTagsAndImages(db))
          .select(sql<number>`${sql.lit(index)}`.as('group_index'))
          .orderBy('news.publish_at', 'desc')
          .orderBy('news.id', 'desc')
          .limit(group.limit)
          .as(`g${index}`),
      )
      .selectAll(),
  );
  const [first, ...rest] = arms;
  let query = first as NonNullable<typeof first>;
  for (const arm of rest) query = query.unionAll(arm);
  const rows = await query.execute();
  return (rows as unknown as (RawListedRow & { group_index: number | string })[])
    .map((row) => ({ ...toListedRow(row), group_index: Number(row.group_index) }))
    .sort(
      (a, b) => a.group_index - b.group_index || b.publish_at.localeCompare(a.publish_at) || b.id.localeCompare(a.id),
    );
}

/**
 * An article by id, or by slug (slugs are stored lowercased), with its tags and images. Visibility
 * is left to the caller: with `active`/`publish_at` in the same WHERE, SQLite prefers the listing
 * index and walks every published article instead of the two unique keys.
 */
export async function findNewsRowByKey(db: Db, key: string): Promise<ListedNewsRow | undefined> {
  const row = await withRefs(newsSource(db))
    .select(withTagsAndImages(db))
    .where((eb) => eb.or([eb('news.id', '=', key), eb('news.slug', '=', key.toLowerCase())]))
    .executeTakeFirst();
  return row && toListedRow(row as unknown as RawListedRow);
}

export function findNewsRowById(db: Db, id: string): Promise<NewsRowWithRefs | undefined> {
  return withRefs(newsSource(db)).where('news.id', '=', id).executeTakeFirst();
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

export async function countNewsInCategory(db: Db, categoryId: string): Promise<number> {
  return countNewsRows(db, { categoryId });
}

export async function countNewsInSubcategory(db: Db, subcategoryId: string): Promise<number> {
  return countNewsRows(db, { subcategoryId });
}

/** An article as a sitemap names it. */
export type SitemapRow = Pick<NewsRow, 'slug' | 'publish_at' | 'updated_at'>;

/** A span of creation times, `from` inclusive and `to` exclusive (ISO 8601). */
export type CreatedSpan = { from: string; to: string };

/** Visible: active, and its publish time at or before `publishedBy`. */
function visibleBy(db: Db, publishedBy: string) {
  return db.selectFrom('news').where('news.active', '=', 1).where('news.publish_at', '<=', publishedBy);
}

/** When the earliest created visible article was created: the creation index walked from its start. */
export async function findFirstVisibleCreatedAt(db: Db, publishedBy: string): Promise<string | undefined> {
  const row = await visibleBy(db, publishedBy)
    .select('news.created_at')
    .orderBy('news.created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Arms of one UNION ALL: SQLite allows 500 (SQLITE_MAX_COMPOUND_SELECT). */
const SPANS_PER_QUERY = 100;

/** Which spans hold a visible article: one seek of the creation index per span, a hundred spans to a query. */
export async function listSpansWithVisible(db: Db, publishedBy: string, spans: CreatedSpan[]): Promise<boolean[]> {
  const found: boolean[] = [];
  for (let start = 0; start < spans.length; start += SPANS_PER_QUERY)
    found.push(...(await spansWithVisible(db, publishedBy, spans.slice(start, start + SPANS_PER_QUERY))));
  return found;
}

async function spansWithVisible(db: Db, publishedBy: string, spans: CreatedSpan[]): Promise<boolean[]> {
  const arms = spans.map((span, index) =>
    db.selectNoFrom((eb) => [
      sql<number>`${sql.lit(index)}`.as('span'),
      eb
        .exists(
          visibleBy(db, publishedBy)
            .where('news.created_at', '>=', span.from)
            .where('news.created_at', '<', span.to)
            .select(sql<number>`1`.as('one')),
        )
        .as('found'),
    ]),
  );
  const [first, ...rest] = arms;
  let query = first!;
  for (const arm of rest) query = query.unionAll(arm);
  const rows = await query.execute();
  const found = new Set(rows.filter((row) => Boolean(Number(row.found))).map((row) => Number(row.span)));
  return spans.map((_, index) => found.has(index));
}

/** One sitemap file: the visible articles created in a span, oldest first, at most `limit` (a range of the creation index). */
export function listSitemapRows(db: Db, publishedBy: string, span: CreatedSpan, limit: number): Promise<SitemapRow[]> {
  return visibleBy(db, publishedBy)
    .where('news.created_at', '>=', span.from)
    .where('news.created_at', '<', span.to)
    .select(['news.slug', 'news.publish_at', 'news.updated_at'])
    .orderBy('news.created_at')
    .orderBy('news.id')
    .limit(limit)
    .execute();
}

/** An article as the Google News sitemap names it. */
export type RecentRow = Pick<NewsRow, 'slug' | 'title' | 'language' | 'publish_at'>;

/** The newest visible articles published at or after `since`, at most `limit`: one range of the publish index. */
export function listRecentlyPublishedRows(
  db: Db,
  window: { since: string; publishedBy: string; limit: number },
): Promise<RecentRow[]> {
  return visibleBy(db, window.publishedBy)
    .where('news.publish_at', '>=', window.since)
    .select(['news.slug', 'news.title', 'news.language', 'news.publish_at'])
    .orderBy('news.publish_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(window.limit)
    .execute();
}

/**
 * Each category's and subcategory's newest visible publish time (null when none): one index seek
 * per listing (`news_category_id_listing_idx`, `news_subcategory_id_listing_idx`).
 */
export async function listListingsLastPublished(
  db: Db,
  publishedBy: string,
): Promise<{ categories: Map<string, string | null>; subcategories: Map<string, string | null> }> {
  const [categories, subcategories] = await Promise.all([
    db
      .selectFrom('categories')
      .select((eb) => [
        'categories.id',
        eb
          .selectFrom('news')
          .select((inner) => inner.fn.max('news.publish_at').as('newest'))
          .whereRef('news.category_id', '=', 'categories.id')
          .where('news.active', '=', 1)
          .where('news.publish_at', '<=', publishedBy)
          .as('newest'),
      ])
      .execute(),
    db
      .selectFrom('subcategories')
      .select((eb) => [
        'subcategories.id',
        eb
          .selectFrom('news')
          .select((inner) => inner.fn.max('news.publish_at').as('newest'))
          .whereRef('news.subcategory_id', '=', 'subcategories.id')
          .where('news.active', '=', 1)
          .where('news.publish_at', '<=', publishedBy)
          .as('newest'),
      ])
      .execute(),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.id, row.newest ?? null])),
    subcategories: new Map(subcategories.map((row) => [row.id, row.newest ?? null])),
  };
}
