import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * The live blogs under way, for the cricket score box every listing and article page shows
 * (decision 264): a partial index holds only them, so finding them never reads the whole news table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('news_open_live_blogs')
    .on('news')
    .column('id')
    .where(sql.ref('live_started_at'), 'is not', null)
    .where(sql.ref('live_ended_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('news_open_live_blogs').execute();
}
