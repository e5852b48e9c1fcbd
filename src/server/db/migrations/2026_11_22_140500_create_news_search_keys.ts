import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * SQLite only. FTS5 can find a row quickly by its integer rowid, not by the UNINDEXED news_id
 * column (that is a scan of every stored article text). This table gives each article a fixed
 * rowid in news_search, so replacing or removing an article's search row is a keyed lookup.
 * PostgreSQL's news_search is keyed by news_id already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`CREATE TABLE news_search_keys (
    search_rowid INTEGER PRIMARY KEY,
    news_id TEXT NOT NULL UNIQUE REFERENCES news(id) ON DELETE CASCADE
  )`.execute(db);
  await sql`INSERT INTO news_search_keys (search_rowid, news_id)
    SELECT rowid, news_id FROM news_search WHERE news_id IN (SELECT id FROM news)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`DROP TABLE IF EXISTS news_search_keys`.execute(db);
}
