import type { Db } from '../../db/client';
import type { NewsRow } from '../../db/database';

export type HourReads = { newsId: string; hour: string; count: number };

/** Rows per insert: three parameters each, well inside SQLite's limit. */
const ROWS_PER_INSERT = 500;

/**
 * Adds a batch's reads to their hour buckets in one transaction, atomically per bucket (another
 * instance's batch may add to the same one). Reads of an article that no longer exists (or never
 * did: the beacon's id is the reader's word) are dropped. Answers how many reads were written.
 */
export async function addReads(db: Db, reads: HourReads[]): Promise<number> {
  if (reads.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set(reads.map((read) => read.newsId))];
    const existing = new Set<string>();
    for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
      const rows = await trx
        .selectFrom('news')
        .select('id')
        .where('id', 'in', ids.slice(start, start + ROWS_PER_INSERT))
        .execute();
      for (const row of rows) existing.add(row.id);
    }
    const kept = reads.filter((read) => existing.has(read.newsId));
    for (let start = 0; start < kept.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('news_reads')
        .values(
          kept.slice(start, start + ROWS_PER_INSERT).map((read) => ({
            news_id: read.newsId,
            hour: read.hour,
            count: read.count,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['news_id', 'hour'])
            .doUpdateSet((eb) => ({ count: eb('news_reads.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
    return kept.reduce((sum, read) => sum + read.count, 0);
  });
}

export type MostReadRow = Pick<NewsRow, 'id' | 'slug' | 'title' | 'language' | 'active'> & { reads: number };

/**
 * The most read articles since `firstHour` (its bucket included), most reads first, the newer
 * article first on a tie; `publishedBy` keeps to what readers can open at that instant.
 */
export async function listMostRead(
  db: Db,
  options: { firstHour: string; limit: number; publishedBy?: string },
): Promise<MostReadRow[]> {
  let query = db
    .selectFrom('news_reads')
    .innerJoin('news', 'news.id', 'news_reads.news_id')
    .where('news_reads.hour', '>=', options.firstHour);
  if (options.publishedBy !== undefined)
    query = query.where('news.active', '=', 1).where('news.publish_at', '<=', options.publishedBy);
  const rows = await query
    .select((eb) => [
      'news.id',
      'news.slug',
      'news.title',
      'news.language',
      'news.active',
      eb.fn.sum<number>('news_reads.count').as('reads'),
    ])
    .groupBy(['news.id', 'news.slug', 'news.title', 'news.language', 'news.active', 'news.publish_at'])
    .orderBy('reads', 'desc')
    .orderBy('news.publish_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(options.limit)
    .execute();
  // PostgreSQL's sum of integers is a bigint, which arrives as text.
  return rows.map((row) => ({ ...row, reads: Number(row.reads) }));
}

/** Forgets the buckets before `firstKept`: no view reaches back that far. */
export async function pruneReadsBefore(db: Db, firstKept: string): Promise<void> {
  await db.deleteFrom('news_reads').where('hour', '<', firstKept).execute();
}
