import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release; add a new migration.

/**
 * Readers' reads of each article per UTC hour ('2026-11-26T14'), written in batches (decision 240):
 * 'most read' sums the last 24 hours' buckets, and buckets older than two days are pruned. The
 * hour index serves that sum and the pruning; an article's rows go with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_reads')
    .addColumn('news_id', 'text', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('news_reads_pk', ['news_id', 'hour'])
    .execute();
  await db.schema.createIndex('news_reads_hour_idx').on('news_reads').columns(['hour', 'news_id', 'count']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('news_reads_hour_idx').execute();
  await db.schema.dropTable('news_reads').execute();
}
