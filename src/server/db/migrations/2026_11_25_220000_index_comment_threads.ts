import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * An article's threads in the orders readers ask for: most liked first ('best') and by time. The
 * first page walks one of these and stops after it, instead of sorting every thread of a busy
 * article on each request; the count reads the same index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('comments_threads_best_idx')
    .on('comments')
    .columns(['news_id', 'parent_id', 'like_count', 'created_at', 'id', 'status'])
    .execute();
  await db.schema
    .createIndex('comments_threads_time_idx')
    .on('comments')
    .columns(['news_id', 'parent_id', 'created_at', 'id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_threads_time_idx').execute();
  await db.schema.dropIndex('comments_threads_best_idx').execute();
}
