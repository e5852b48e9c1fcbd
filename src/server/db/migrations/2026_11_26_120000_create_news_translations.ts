import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * A Hindi article and its English translation, one row per pair (docs/decisions/230): each column
 * unique, so an article has one partner at most and the link reads the same from either side.
 * Deleting either article deletes the row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_translations')
    .addColumn('hindi_id', 'text', (c) => c.primaryKey().references('news.id').onDelete('cascade'))
    .addColumn('english_id', 'text', (c) => c.notNull().unique().references('news.id').onDelete('cascade'))
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_translations').execute();
}
