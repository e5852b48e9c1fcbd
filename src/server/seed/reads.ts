import { MOST_READ_HOURS } from '../../shared/constants';
import type { Db } from '../db/client';
import { addReads, type HourReads } from '../modules/most-read/most-read.repository';
import { hourOf } from '../modules/most-read/read-hours';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reads stop this many hours short of the block's 24, so that for the first hours after the
 * seeding none leave the block (a test that counts on them is not cut by the hour turning).
 */
const SPREAD_HOURS = MOST_READ_HOURS - 6;

/**
 * Reads of the last day, by article slug, for the most-read block (docs/product.md, Most read):
 * more stories than the block's five, each with its own total, so the block and the dashboard's
 * top list show a ranking rather than a tie.
 */
const READS: Record<string, number> = {
  'india-vs-england-womens-odi-live-score': 436,
  'india-beat-australia-t20-series-3-1': 358,
  'unseasonal-rain-alert-north-india': 291,
  'reet-main-exam-result-declared': 247,
  'gst-council-cuts-rates-daily-use-items': 183,
  'league-final-mumbai-win-by-two-runs': 152,
  'sensex-nifty-close-higher-it-rally': 97,
  'supreme-court-clean-air-action-plans': 64,
};

/**
 * Spreads each article's reads over the hour buckets since it went out (at most SPREAD_HOURS
 * back), most of them in its first hours as news is read, and writes them through the most-read
 * repository as the counter's batches do.
 */
export async function insertReads(
  db: Db,
  articles: Map<string, { id: string; hoursAgo: number }>,
  now: Date,
): Promise<void> {
  const reads: HourReads[] = [];
  for (const [slug, total] of Object.entries(READS)) {
    const article = articles.get(slug);
    if (!article) throw new Error(`Demo reads name an article that is not seeded: ${slug}`);
    const hours = Math.min(Math.floor(article.hoursAgo) + 1, SPREAD_HOURS);
    // The k-th hour after publication gets a share of 1/(k+1); what rounding leaves goes to the first.
    const weights = Array.from({ length: hours }, (_, k) => 1 / (k + 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map((weight) => Math.floor((total * weight) / sum));
    counts[0]! += total - counts.reduce((a, b) => a + b, 0);
    for (const [k, count] of counts.entries()) {
      const hour = hourOf(now.getTime() - (hours - 1 - k) * HOUR_MS);
      if (count > 0) reads.push({ newsId: article.id, hour, count });
    }
  }
  await addReads(db, reads);
}
