import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * All News pages by publish time with the id as tiebreaker. With this index the page's ids are an
 * index walk (no sort of every skipped row), so the last page of 100,000 articles costs about as
 * much as the first few (docs/decisions/113).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('news_publish_id_idx').on('news').columns(['publish_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('news_publish_id_idx').execute();
}
