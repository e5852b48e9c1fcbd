import { type Expression, type SqlBool, sql } from 'kysely';
import { type Db, dialectOf } from '../../db/client';
import { isLatinWord, latinKeysOf, phoneticKey } from './news.search-latin';
import { spellingVariants } from './news.search-variants';

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
 * Hindi typed in Latin letters (decision 235): the phonetic keys of the Devanagari words of the
 * title and of the body are stored beside them (SQLite: the columns `title_keys`, `body_keys`;
 * PostgreSQL: weights C and D). A query word in Latin letters matches its own text as before, or
 * its phonetic key among the keys, or a known other spelling of it (news.search-variants.ts).
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

/** The body part of an article's search document: subtitle, text and tags. */
export function searchBody(subtitle: string, descriptionText: string, tags: readonly string[]): string {
  return [subtitle, descriptionText, tags.join(' ')].filter((part) => part !== '').join('\n');
}

/** What the title part of the index holds: the title, then the slug's words (hyphens and underscores split them). */
function headline(document: SearchDocument): string {
  return `${document.title}\n${document.slug.replace(/[-_]+/g, ' ')}`;
}

/** The SQLite search tables as Kysely sees them (FTS5 tables are not in the typed schema). */
export type SqliteSearchTables = {
  news_search: {
    rowid: number;
    news_search: string;
    news_id: string;
    title: string;
    body: string;
    title_keys: string;
    body_keys: string;
  };
  news_search_keys: { search_rowid: number; news_id: string };
};

/**
 * When a key matches as a prefix (typing 'baris' finds बारिश and बारिशों): from four letters of key
 * or five typed. A shorter word matches whole keys only: 'visa' (key 'vis') is not every विश्व and
 * विशेष, 'sona' not सोनीपत.
 */
function keyIsPrefix(token: string, key: string): boolean {
  return key.length >= 4 || token.length >= 5;
}

type LatinKey = { key: string; prefix: boolean };

/** What a Latin query word may also be: other spellings of it (Latin or Devanagari) and the phonetic keys of its Latin spellings. */
function latinAlternatives(token: string): { texts: string[]; keys: LatinKey[] } {
  const variants = spellingVariants(token);
  const spellings = [token, ...variants.filter(isLatinWord)];
  const keys = [...new Set(spellings.map(phoneticKey))].filter((key) => key.length >= 2);
  return {
    texts: [token, ...variants],
    keys: keys.map((key) => ({ key, prefix: keyIsPrefix(token, key) })),
  };
}

/**
 * SQLite: the FTS5 expression matching every token as the start of a word (of the title column only,
 * when scoped). A Latin token matches its text in the text columns, or its keys in the key columns;
 * any other token (Devanagari, a number) as before, since no key holds anything but Latin letters.
 */
export function ftsMatch(query: SearchQuery): string {
  const [textColumns, keyColumns] =
    query.scope === 'titleOrSlug' ? ['title', 'title_keys'] : ['{title body}', '{title_keys body_keys}'];
  const words = query.tokens.map((token) => {
    if (!isLatinWord(token)) return query.scope === 'titleOrSlug' ? `title : "${token}"*` : `"${token}"*`;
    const { texts, keys } = latinAlternatives(token);
    const textMatch = `${textColumns} : (${texts.map((text) => `"${text}"*`).join(' OR ')})`;
    if (keys.length === 0) return `(${textMatch})`;
    const keyMatch = `${keyColumns} : (${keys.map(({ key, prefix }) => `"${key}"${prefix ? '*' : ''}`).join(' OR ')})`;
    return `(${textMatch} OR ${keyMatch})`;
  });
  return words.join(' AND ');
}

/**
 * PostgreSQL: every token must match the start of a word in the title or the body (weight A only,
 * when scoped); a Latin token may instead match one of its keys (weights C and D, or C only).
 */
export function postgresSearchCondition(query: SearchQuery): Expression<SqlBool> {
  if (query.tokens.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`news.id in (select news_id from news_search where document @@ to_tsquery('simple', ${postgresTsquery(query)}))`;
}

function postgresTsquery(query: SearchQuery): string {
  const [textWeights, keyWeights] = query.scope === 'titleOrSlug' ? ['A', 'C'] : ['AB', 'CD'];
  return query.tokens
    .map((token) => {
      if (!isLatinWord(token)) return `${token}:*${query.scope === 'titleOrSlug' ? 'A' : ''}`;
      const { texts, keys } = latinAlternatives(token);
      const alternatives = [
        ...texts.map((text) => `${text}:*${textWeights}`),
        ...keys.map(({ key, prefix }) => `${key}:${prefix ? '*' : ''}${keyWeights}`),
      ];
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * What names each article a search matches, visible or not: its FTS rowid on SQLite, its id on
 * PostgreSQL (the keys `listVisibleSearchOrder` gives). Only the index is read, not the articles.
 */
export async function listSearchMatchKeys(db: Db, query: SearchQuery): Promise<(number | string)[]> {
  if (query.tokens.length === 0) return [];
  // One row holding every key as JSON: a common word matches thousands of articles, and stepping
  // through them as rows cost three times what the search index itself did.
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ keys: string[] | null }>`select json_agg(news_id) as keys from news_search
      where document @@ to_tsquery('simple', ${postgresTsquery(query)})`.execute(db);
    return rows[0]?.keys ?? [];
  }
  const { rows } = await sql<{ keys: string }>`select json_group_array(rowid) as keys from news_search
    where news_search match ${ftsMatch(query)}`.execute(db);
  return JSON.parse(rows[0]?.keys ?? '[]') as number[];
}

/** A query to try against a few articles, under the name its answer comes back by. */
export type NamedSearchQuery = { name: string; query: SearchQuery };

/**
 * Which of the articles named by `keys` (as `listSearchMatchKeys` names them) each query matches
 * now, by the queries' names: asked for a few changed articles against every kept word. SQLite
 * matches them in a copy of their search rows, in a temporary FTS table of the same definition:
 * asked of the whole index, a prefix query reads its word's every match (0.3–1.4 ms a word). The
 * copy lives on the one connection, held while it is filled, asked and emptied.
 */
export async function listSearchMatchesAmong(
  db: Db,
  queries: readonly NamedSearchQuery[],
  keys: readonly (number | string)[],
): Promise<Map<string, (number | string)[]>> {
  const found = new Map<string, (number | string)[]>();
  if (queries.length === 0 || keys.length === 0) return found;
  if (dialectOf(db) === 'postgres') {
    const named = JSON.stringify(Object.fromEntries(queries.map(({ name, query }) => [name, postgresTsquery(query)])));
    const { rows } = await sql<{ name: string; keys: string[] | null }>`select q.key as name,
      (select json_agg(s.news_id) from news_search s
        where s.news_id = any(${keys as string[]}::text[]) and s.document @@ to_tsquery('simple', q.value)) as keys
      from json_each_text(${named}::json) q`.execute(db);
    for (const row of rows) found.set(row.name, row.keys ?? []);
    return found;
  }
  const named = JSON.stringify(Object.fromEntries(queries.map(({ name, query }) => [name, ftsMatch(query)])));
  await db.connection().execute(async (connection) => {
    await ensureSearchProbe(connection);
    await sql`delete from temp.news_search_probe`.execute(connection);
    await sql`insert into temp.news_search_probe (rowid, title, body, title_keys, body_keys)
      select rowid, title, body, title_keys, body_keys from news_search
      where rowid in (select value from json_each(${JSON.stringify(keys)}))`.execute(connection);
    const { rows } = await sql<{ name: string; keys: string }>`select q.key as name,
      (select json_group_array(rowid) from temp.news_search_probe where news_search_probe match q.value) as keys
      from json_each(${named}) q`.execute(connection);
    await sql`delete from temp.news_search_probe`.execute(connection);
    for (const row of rows) found.set(row.name, JSON.parse(row.keys) as number[]);
  });
  return found;
}

/** The temporary copy of `news_search`'s definition (its tokenizer and prefixes) that `listSearchMatchesAmong` fills. */
async function ensureSearchProbe(db: Db): Promise<void> {
  const { rows } = await sql<{ definition: string }>`select sql as definition from sqlite_master
    where type = 'table' and name = 'news_search'`.execute(db);
  const definition = rows[0]?.definition ?? '';
  await sql
    .raw(
      definition.replace(/^CREATE VIRTUAL TABLE\s+\S+/i, 'CREATE VIRTUAL TABLE IF NOT EXISTS temp.news_search_probe'),
    )
    .execute(db);
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

/** PostgreSQL: the tsvector of a document, its phonetic keys at weights C (title) and D (body). */
function postgresDocument(document: SearchDocument) {
  return sql`setweight(to_tsvector('simple', ${headline(document)}), 'A')
    || setweight(to_tsvector('simple', ${document.body}), 'B')
    || setweight(to_tsvector('simple', ${latinKeysOf(document.title)}), 'C')
    || setweight(to_tsvector('simple', ${latinKeysOf(document.body)}), 'D')`;
}

/** Replaces the article's search row; call inside the transaction that writes the article, after the row. */
export async function writeSearchDocument(db: Db, document: SearchDocument): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`insert into news_search (news_id, document) values (${document.newsId}, ${postgresDocument(document)})
      on conflict (news_id) do update set document = excluded.document`.execute(db);
    return;
  }
  const { rowid, previous } = await placeSearchRow(db, document.newsId);
  if (previous !== undefined) await sql`delete from news_search where rowid = ${previous}`.execute(db);
  await sql`insert into news_search (rowid, news_id, title, body, title_keys, body_keys)
    values (${rowid}, ${document.newsId}, ${headline(document)}, ${document.body},
      ${latinKeysOf(document.title)}, ${latinKeysOf(document.body)})`.execute(db);
}
