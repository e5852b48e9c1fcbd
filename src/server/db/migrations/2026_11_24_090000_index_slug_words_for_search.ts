import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * The back office searches titles and slugs (docs/decisions/104): every stored search document
 * gains its article's slug words (hyphens and underscores as spaces) beside the title: in the FTS5
 * title column on SQLite, at weight A on PostgreSQL. Rowids stay as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`update news_search set document = document
      || setweight(to_tsvector('simple', replace(replace(n.slug, '-', ' '), '_', ' ')), 'A')
      from news n where n.id = news_search.news_id`.execute(db);
    return;
  }
  await sql`update news_search set title = title || char(10)
    || (select replace(replace(n.slug, '-', ' '), '_', ' ') from news n where n.id = news_search.news_id)
    where news_id in (select id from news)`.execute(db);
}

/** Slug words in the title part are harmless to the earlier code: nothing to undo. */
export async function down(): Promise<void> {}
