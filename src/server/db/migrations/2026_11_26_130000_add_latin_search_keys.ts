import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * Hindi searched in Latin letters (docs/decisions/235). SQLite: rebuilds the FTS5 table
 * `news_search` with two more columns, `title_keys` and `body_keys`, the phonetic keys of the
 * title's and the body's Devanagari words; rowids, prefixes and tokenizer stay as they are, and the
 * keys start empty. PostgreSQL stores the keys in the same tsvector at weights C and D: no change
 * of table. Both: `derived_data_versions` records which version of derived data (here the keys)
 * the stored rows carry; the application fills the keys when the version it finds is older than
 * its own (`rebuildLatinSearchKeys`), as computing them needs its code.
 * One transaction: the search rows are never lost half-way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const createVersions = sql`CREATE TABLE derived_data_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL)`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await createVersions.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await createVersions.execute(trx);
    await sql`CREATE VIRTUAL TABLE news_search_latin USING fts5(
      news_id UNINDEXED, title, body, title_keys, body_keys,
      prefix = '1 2',
      tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'"
    )`.execute(trx);
    await sql`insert into news_search_latin (rowid, news_id, title, body, title_keys, body_keys)
      select rowid, news_id, title, body, '', '' from news_search`.execute(trx);
    await sql`drop table news_search`.execute(trx);
    await sql`alter table news_search_latin rename to news_search`.execute(trx);
  });
}

/**
 * Nothing to undo for the earlier code to run: it writes the columns it names and leaves the keys
 * empty. Its searches would also match the keys left in stored rows; rebuild the search rows if
 * that matters.
 */
export async function down(): Promise<void> {}
