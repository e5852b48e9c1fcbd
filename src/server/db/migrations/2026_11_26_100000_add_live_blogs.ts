import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * Live blogs (decisions 220-224). `news.live_started_at`: when the article went live (null: not a
 * live blog); `live_ended_at`: when its coverage ended; `live_revision`: counts every change to its
 * updates, the cursor readers ask after. `live_updates`: the short updates, each stamped with the
 * revision of its last change; a deleted one stays as a tombstone so readers past it learn it went.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').addColumn('live_started_at', 'text').execute();
  await db.schema.alterTable('news').addColumn('live_ended_at', 'text').execute();
  await db.schema
    .alterTable('news')
    .addColumn('live_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('live_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('score', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('key_event', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_public_id', 'text')
    .addColumn('image_url', 'text')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('live_updates_by_revision').on('live_updates').columns(['news_id', 'revision']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_updates').execute();
  await db.schema.alterTable('news').dropColumn('live_revision').execute();
  await db.schema.alterTable('news').dropColumn('live_ended_at').execute();
  await db.schema.alterTable('news').dropColumn('live_started_at').execute();
}
