import {
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { type Db, dialectOf } from '../../db/client';
import type { Database, NewsImageRow, NewsRow } from '../../db/database';
import { type AppCaches, cacheSlot } from '../../lib/app-caches';
import { ftsMatch, postgresSearchCondition, type SearchQuery, type SqliteSearchTables } from './news.search';
import { type PartnerRow, parsedPartner, partnerColumn } from './news.translations.repository';

/**
 * Reads of article rows: filtered and searched pages, counts, the newest of several groups, one
 * article by key. Writes are in news.writes.repository.ts, the sitemaps' reads in
 * news.sitemap.repository.ts.
 */

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
  'news.comments_enabled',
  'news.comment_count',
  'news.like_count',
  'news.live_started_at',
  'news.live_ended_at',
  'news.live_revision',
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
  if (sqliteSearchJoin(db, filter)) {
    const rows = await filteredRows(db, filter)
      .select(withTagsAndImages(db))
      .orderBy(sql`s.rowid`, 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return (rows as unknown as RawListedRow[]).map(toListedRow);
  }
  const byColumn = filter.notificationsOnly ? 'news.created_at' : 'news.publish_at';
  // The page is found on the ids alone, then only its rows are read whole: an offset over whole rows
  // builds every skipped row first (tags and images included), which made page 5,000 of 100,000 take 1 s.
  const pageIds = matchingNews(db, filter)
    .select('news.id')
    .orderBy(byColumn, 'desc')
    .orderBy('news.id', 'desc')
    .limit(window.limit)
    .offset(window.offset);
  const rows = await withRefs(newsSource(db))
    .select(withTagsAndImages(db))
    .where('news.id', 'in', pageIds)
    .orderBy(byColumn, 'desc')
    .orderBy('news.id', 'desc')
    .execute();
  return (rows as unknown as RawListedRow[]).map(toListedRow);
}

/** Every article a filter lets through, in the order a search lists them, with the key the search index names it by. */
export type SearchOrder = { ids: string[]; keys: (number | string)[] };

/**
 * The articles a filter (without its search) lets through, in a search's listing order: the FTS
 * rowid's on SQLite (news.search.ts), newest publish time first on PostgreSQL. Undefined when more
 * than `cap` pass. Searches combine it with the index's matches in memory (news.search-matches.ts).
 */
export async function listVisibleSearchOrder(
  db: Db,
  filter: Omit<NewsRowFilter, 'search'>,
  cap: number,
): Promise<SearchOrder | undefined> {
  const passing = (eb: ExpressionBuilder<Database & SqliteSearchTables, 'news'>) =>
    eb.and(newsConditions(db, eb, filter));
  if (dialectOf(db) === 'postgres') {
    const rows = await db
      .selectFrom('news')
      .select('news.id')
      .where(passing)
      .orderBy('news.publish_at', 'desc')
      .orderBy('news.id', 'desc')
      .limit(cap + 1)
      .execute();
    if (rows.length > cap) return undefined;
    const ids = rows.map((row) => row.id);
    return { ids, keys: ids };
  }
  const rows = await db
    .withTables<SqliteSearchTables>()
    .selectFrom('news')
    .innerJoin('news_search_keys as k', 'k.news_id', 'news.id')
    .select(['news.id', 'k.search_rowid'])
    .where(passing)
    .orderBy('k.search_rowid', 'desc')
    .limit(cap + 1)
    .execute();
  if (rows.length > cap) return undefined;
  return { ids: rows.map((row) => row.id), keys: rows.map((row) => row.search_rowid) };
}

/**
 * Articles by id with their tags and images, in the order the ids are given. The filter's
 * conditions but the search are checked again: an article hidden since its id was found is left out.
 */
export async function listNewsRowsByIds(
  db: Db,
  ids: readonly string[],
  filter: Omit<NewsRowFilter, 'search'>,
): Promise<ListedNewsRow[]> {
  if (ids.length === 0) return [];
  const rows = await withRefs(newsSource(db))
    .select(withTagsAndImages(db))
    .where((eb) => eb.and([eb('news.id', 'in', ids), ...newsConditions(db, eb, filter)]))
    .execute();
  const byId = new Map((rows as unknown as RawListedRow[]).map((row) => [row.id, toListedRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/** An article read by key: its row, tags, images and the article it is linked to as its translation (decision 230). */
export type ArticleByKeyRow = ListedNewsRow & { partner: PartnerRow | null };

/**
 * An article by id, or by slug (slugs are stored lowercased), with its tags, images and translation.
 * Visibility is left to the caller: with `active`/`publish_at` in the same WHERE, SQLite prefers the
 * listing index and walks every published article instead of the two unique keys.
 */
export async function findNewsRowByKey(db: Db, caches: AppCaches, key: string): Promise<ArticleByKeyRow | undefined> {
  const { rows } = await db.executeQuery<RawListedRow & { partner: unknown }>(articleByKeyQuery(db, caches, key));
  const row = rows[0];
  return row && { ...toListedRow(row), partner: parsedPartner(row.partner) };
}

function articleByKey(db: Db, id: string, slug: string) {
  return withRefs(newsSource(db))
    .select(withTagsAndImages(db))
    .select(partnerColumn(db))
    .where((eb) => eb.or([eb('news.id', '=', id), eb('news.slug', '=', slug)]));
}

/** Stand-ins for the key in the kept compiled query, replaced by each call's values. */
const ID_PARAMETER = '\u0000id';
const SLUG_PARAMETER = '\u0000slug';
const ARTICLE_BY_KEY_QUERY = cacheSlot<CompiledQuery<RawListedRow>>('article-by-key query');

/**
 * The article-by-key query, compiled once per app (its database): Kysely took about as long to build it as
 * SQLite takes to run it, on every article page (decision 096). A database with plugins (the
 * tests' query recorder) builds it every time, as a plugin may rewrite each query differently.
 */
function articleByKeyQuery(db: Db, caches: AppCaches, key: string): CompiledQuery<RawListedRow> {
  const slug = key.toLowerCase();
  if (db.getExecutor().plugins.length > 0) return articleByKey(db, key, slug).compile() as CompiledQuery<RawListedRow>;
  const compiled = caches.get(
    ARTICLE_BY_KEY_QUERY,
    () => articleByKey(db, ID_PARAMETER, SLUG_PARAMETER).compile() as CompiledQuery<RawListedRow>,
  );
  const parameters = compiled.parameters.map((parameter) =>
    parameter === ID_PARAMETER ? key : parameter === SLUG_PARAMETER ? slug : parameter,
  );
  return { ...compiled, parameters };
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

export async function countNewsInCategory(db: Db, categoryId: string): Promise<number> {
  return countNewsRows(db, { categoryId });
}

export async function countNewsInSubcategory(db: Db, subcategoryId: string): Promise<number> {
  return countNewsRows(db, { subcategoryId });
}
