import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * SQLite only. Gives every article's FTS row a rowid that orders like its publish time
 * (publish second × 2^16 + the article's rank among those of the same second; seconds clamped to
 * ±2^37 so every rowid is an exact JS number), so a
 * search walks its matches newest first and stops after one page instead of sorting every match
 * (docs/decisions/060). One transaction: the search rows are never lost half-way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A search checks each match's visibility and filters by id; this index answers that without
  // reading the article row and its long texts (both dialects).
  await db.schema
    .createIndex('news_id_visibility_idx')
    .on('news')
    .columns(['id', 'active', 'publish_at', 'category_id', 'subcategory_id', 'type', 'language'])
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.transaction().execute(async (trx) => {
    await sql`create temp table search_rows as
      select s.news_id, s.title, s.body,
        publish_second * 65536 + row_number() over (partition by publish_second order by n.id) - 1 as new_rowid
      from news_search s
      join news_search_keys k on k.search_rowid = s.rowid
      join (select id, min(max(unixepoch(publish_at), -137438953471), 137438953471) as publish_second from news) n
        on n.id = k.news_id`.execute(trx);
    await sql`delete from news_search`.execute(trx);
    await sql`delete from news_search_keys`.execute(trx);
    await sql`insert into news_search_keys (search_rowid, news_id) select new_rowid, news_id from search_rows`.execute(
      trx,
    );
    await sql`insert into news_search (rowid, news_id, title, body)
      select new_rowid, news_id, title, body from search_rows`.execute(trx);
    await sql`drop table search_rows`.execute(trx);
  });
}

/** Rowids are only keys: the earlier code works with the new ones as they are. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('news_id_visibility_idx').ifExists().execute();
}
