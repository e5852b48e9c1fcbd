import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, dialectOf } from '../../db/client';

/**
 * Full-text search over articles, Hindi and English (docs/product.md, Search; decision 003). SQLite: the FTS5 table `news_search` (news_id,
 * title, body) whose tokenizer keeps Devanagari vowel signs and viramas inside words; its title
 * column holds the title and the words of the slug, so the back office finds an article by
 * either (docs/decisions/104).
 * Each article's FTS row has a fixed rowid from `news_search_keys`, so it is replaced by key, not
 * found by scanning (docs/decisions/012); that rowid orders like the publish time, so a search
 * walks its matches newest first and stops after a page (docs/decisions/060).
 * PostgreSQL: `news_search` (news_id, document tsvector) with a GIN index, built with the
 * `simple` configuration (no stemming, no stop words: right for Hindi and English alike); title and
 * slug words carry weight A, the body weight B.
 */

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;
const MAX_TOKENS = 12;

/** Rowid slots per publish second, and the publish seconds kept apart (as in migration 2026_11_23_120000). */
const SEARCH_ROWID_SLOTS = 2 ** 16;
const SEARCH_SECOND_LIMIT = 2 ** 37 - 1;

/** The first rowid of a publish time's second; every rowid stays an exact JS number. */
function searchRowidBase(publishAt: string): number {
  const second = Math.floor(Date.parse(publishAt) / 1000);
  return Math.min(Math.max(second, -SEARCH_SECOND_LIMIT), SEARCH_SECOND_LIMIT) * SEARCH_ROWID_SLOTS;
}

/** Where a search looks: everywhere (readers), or only in titles and slugs (the back office's All News). */
export type SearchScope = 'all' | 'titleOrSlug';

/** The words of a query; nothing but letters, digits and marks ever reaches SQL text. */
export type SearchQuery = { tokens: string[]; scope: SearchScope };

export function parseSearchQuery(text: string, scope: SearchScope = 'all'): SearchQuery {
  return { tokens: (text.match(TOKEN) ?? []).slice(0, MAX_TOKENS), scope };
}

export type SearchDocument = { newsId: string; title: string; slug: string; body: string };

/** What the title part of the index holds: the title, then the slug's words (hyphens and underscores split them). */
function headline(document: SearchDocument): string {
  return `${document.title}\n${document.slug.replace(/[-_]+/g, ' ')}`;
}

/** The SQLite search tables as Kysely sees them (FTS5 tables are not in the typed schema). */
export type SqliteSearchTables = {
  news_search: { rowid: number; news_search: string; news_id: string; title: string; body: string };
  news_search_keys: { search_rowid: number; news_id: string };
};

/** SQLite: the FTS5 expression matching every token as the start of a word (of the title column only, when scoped). */
export function ftsMatch(query: SearchQuery): string {
  const words = query.tokens.map((token) => `"${token}"*`).join(' ');
  return query.scope === 'titleOrSlug' ? `title : (${words})` : words;
}

/** PostgreSQL: every token must match the start of a word in the title or the body (weight A only, when scoped). */
export function postgresSearchCondition(query: SearchQuery): Expression<SqlBool> {
  if (query.tokens.length === 0) return sql<SqlBool>`1 = 0`;
  const weights = query.scope === 'titleOrSlug' ? 'A' : '';
  const tsquery = query.tokens.map((token) => `${token}:*${weights}`).join(' & ');
  return sql<SqlBool>`news.id in (select news_id from news_search where document @@ to_tsquery('simple', ${tsquery}))`;
}

type SearchKey = { search_rowid: number };

async function currentSearchRowid(db: Db, newsId: string): Promise<number | undefined> {
  const { rows } = await sql<SearchKey>`select search_rowid from news_search_keys where news_id = ${newsId}`.execute(
    db,
  );
  return rows[0]?.search_rowid;
}

async function lastRowidFrom(db: Db, from: number, before: number): Promise<number | undefined> {
  const { rows } = await sql<{ last: number | null }>`select max(search_rowid) as last from news_search_keys
    where search_rowid >= ${from} and search_rowid < ${before}`.execute(db);
  return rows[0]?.last ?? undefined;
}

/**
 * SQLite: the rowid an article's FTS row should have now: kept while the publish second is the
 * same, else the next free slot of the new second (the key row follows). A second whose slots are
 * all taken (a bulk import) spills past the last rowid in use, so a write never collides.
 */
async function placeSearchRow(db: Db, newsId: string): Promise<{ rowid: number; previous: number | undefined }> {
  const previous = await currentSearchRowid(db, newsId);
  const { rows } = await sql<{ publish_at: string }>`select publish_at from news where id = ${newsId}`.execute(db);
  const base = searchRowidBase(rows[0]?.publish_at ?? '');
  if (previous !== undefined && previous >= base && previous < base + SEARCH_ROWID_SLOTS)
    return { rowid: previous, previous };
  const inSecond = await lastRowidFrom(db, base, base + SEARCH_ROWID_SLOTS);
  let rowid = inSecond === undefined ? base : inSecond + 1;
  if (rowid >= base + SEARCH_ROWID_SLOTS)
    rowid = ((await lastRowidFrom(db, base, Number.MAX_SAFE_INTEGER)) ?? base) + 1;
  if (previous === undefined)
    await sql`insert into news_search_keys (search_rowid, news_id) values (${rowid}, ${newsId})`.execute(db);
  else await sql`update news_search_keys set search_rowid = ${rowid} where news_id = ${newsId}`.execute(db);
  return { rowid, previous };
}

export async function removeSearchDocument(db: Db, newsId: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`delete from news_search where news_id = ${newsId}`.execute(db);
    return;
  }
  const rowid = await currentSearchRowid(db, newsId);
  if (rowid !== undefined) await sql`delete from news_search where rowid = ${rowid}`.execute(db);
}

/** Replaces the article's search row; call inside the transaction that writes the article, after the row. */
export async function writeSearchDocument(db: Db, document: SearchDocument): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`insert into news_search (news_id, document) values (${document.newsId},
      setweight(to_tsvector('simple', ${headline(document)}), 'A') || setweight(to_tsvector('simple', ${document.body}), 'B'))
      on conflict (news_id) do update set document = excluded.document`.execute(db);
    return;
  }
  const { rowid, previous } = await placeSearchRow(db, document.newsId);
  if (previous !== undefined) await sql`delete from news_search where rowid = ${previous}`.execute(db);
  await sql`insert into news_search (rowid, news_id, title, body)
    values (${rowid}, ${document.newsId}, ${headline(document)}, ${document.body})`.execute(db);
}
