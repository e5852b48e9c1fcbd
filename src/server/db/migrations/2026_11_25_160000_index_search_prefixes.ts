import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * SQLite only. Rebuilds the FTS5 table `news_search` with prefix indexes of one and two characters:
 * every query word is matched as a word prefix, and without them a short prefix (a reader's first
 * letter, a number's first digit) merged the whole posting list of every word it begins before
 * the first row came back (docs/decisions/140). Rowids, columns and tokenizer stay as they are.
 * One transaction: the search rows are never lost half-way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.transaction().execute(async (trx) => {
    await sql`CREATE VIRTUAL TABLE news_search_prefixed USING fts5(
      news_id UNINDEXED, title, body,
      prefix = '1 2',
      tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'"
    )`.execute(trx);
    await sql`insert into news_search_prefixed (rowid, news_id, title, body)
      select rowid, news_id, title, body from news_search`.execute(trx);
    await sql`drop table news_search`.execute(trx);
    await sql`alter table news_search_prefixed rename to news_search`.execute(trx);
  });
}

/** The prefix indexes only speed matching up: the earlier code works with them as they are. */
export async function down(): Promise<void> {}
