import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, dialectOf } from '../../db/client';

/**
 * Full-text search over articles (DESIGN §6). SQLite: the FTS5 table `news_search` (news_id,
 * title, body) whose tokenizer keeps Devanagari vowel signs and viramas inside words.
 * Each article's FTS row has a fixed rowid from `news_search_keys`, so it is replaced by key, not
 * found by scanning (docs/decisions/012).
 * PostgreSQL: `news_search` (news_id, document tsvector) with a GIN index, built with the
 * `simple` configuration (no stemming, no stop words: right for Hindi and English alike).
 */

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;
const MAX_TOKENS = 12;

/** The words of a reader's query; nothing but letters, digits and marks ever reaches SQL text. */
export type SearchQuery = { tokens: string[] };

export function parseSearchQuery(text: string): SearchQuery {
  return { tokens: (text.match(TOKEN) ?? []).slice(0, MAX_TOKENS) };
}

export type SearchDocument = { newsId: string; title: string; body: string };

/** Every token must match the start of a word in the title or the body. */
export function searchCondition(db: Db, query: SearchQuery): Expression<SqlBool> {
  if (query.tokens.length === 0) return sql<SqlBool>`1 = 0`;
  if (dialectOf(db) === 'postgres') {
    const tsquery = query.tokens.map((token) => `${token}:*`).join(' & ');
    return sql<SqlBool>`news.id in (select news_id from news_search where document @@ to_tsquery('simple', ${tsquery}))`;
  }
  const match = query.tokens.map((token) => `"${token}"*`).join(' ');
  // Matching rowids come straight from the FTS index; reading the UNINDEXED news_id column would
  // cost a content-table lookup per match (three times slower for a common word).
  return sql<SqlBool>`news.id in (select news_id from news_search_keys where search_rowid in
    (select rowid from news_search where news_search match ${match}))`;
}

type SearchKey = { search_rowid: number };

/** SQLite: the fixed FTS rowid of an article (news_search_keys, docs/decisions/012); made on first use. */
async function sqliteSearchRowid(db: Db, newsId: string, create: boolean): Promise<number | undefined> {
  if (create)
    await sql`insert into news_search_keys (news_id) values (${newsId}) on conflict (news_id) do nothing`.execute(db);
  const query = sql<SearchKey>`select search_rowid from news_search_keys where news_id = ${newsId}`;
  const { rows } = await query.execute(db);
  return rows[0]?.search_rowid;
}

export async function removeSearchDocument(db: Db, newsId: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`delete from news_search where news_id = ${newsId}`.execute(db);
    return;
  }
  const rowid = await sqliteSearchRowid(db, newsId, false);
  if (rowid !== undefined) await sql`delete from news_search where rowid = ${rowid}`.execute(db);
}

/** Replaces the article's search row; call inside the transaction that writes the article. */
export async function writeSearchDocument(db: Db, document: SearchDocument): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`insert into news_search (news_id, document) values (${document.newsId},
      setweight(to_tsvector('simple', ${document.title}), 'A') || setweight(to_tsvector('simple', ${document.body}), 'B'))
      on conflict (news_id) do update set document = excluded.document`.execute(db);
    return;
  }
  const rowid = await sqliteSearchRowid(db, document.newsId, true);
  await sql`delete from news_search where rowid = ${rowid}`.execute(db);
  await sql`insert into news_search (rowid, news_id, title, body)
    values (${rowid}, ${document.newsId}, ${document.title}, ${document.body})`.execute(db);
}
