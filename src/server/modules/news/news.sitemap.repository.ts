import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { NewsRow } from '../../db/database';
import { visiblePartnerSlug } from './news.translations.repository';

/**
 * The reads behind the sitemaps (docs/decisions/094): only visible articles, each read one range
 * or seek of an index, so a sitemap costs the same however many articles there are.
 */

/** An article as a sitemap names it, with its visible translation's slug (decision 233). */
export type SitemapRow = Pick<NewsRow, 'slug' | 'language' | 'publish_at' | 'updated_at'> & {
  partner_slug: string | null;
};

/** A span of creation times, `from` inclusive and `to` exclusive (ISO 8601). */
export type CreatedSpan = { from: string; to: string };

/** Visible: active, and its publish time at or before `publishedBy`. */
function visibleBy(db: Db, publishedBy: string) {
  return db.selectFrom('news').where('news.active', '=', 1).where('news.publish_at', '<=', publishedBy);
}

/** When the earliest created visible article was created: the creation index walked from its start. */
export async function findFirstVisibleCreatedAt(db: Db, publishedBy: string): Promise<string | undefined> {
  const row = await visibleBy(db, publishedBy)
    .select('news.created_at')
    .orderBy('news.created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Arms of one UNION ALL: SQLite allows 500 (SQLITE_MAX_COMPOUND_SELECT). */
const SPANS_PER_QUERY = 100;

/** Which spans hold a visible article: one seek of the creation index per span, a hundred spans to a query. */
export async function listSpansWithVisible(db: Db, publishedBy: string, spans: CreatedSpan[]): Promise<boolean[]> {
  const found: boolean[] = [];
  for (let start = 0; start < spans.length; start += SPANS_PER_QUERY)
    found.push(...(await spansWithVisible(db, publishedBy, spans.slice(start, start + SPANS_PER_QUERY))));
  return found;
}

async function spansWithVisible(db: Db, publishedBy: string, spans: CreatedSpan[]): Promise<boolean[]> {
  const arms = spans.map((span, index) =>
    db.selectNoFrom((eb) => [
      sql<number>`${sql.lit(index)}`.as('span'),
      eb
        .exists(
          visibleBy(db, publishedBy)
            .where('news.created_at', '>=', span.from)
            .where('news.created_at', '<', span.to)
            .select(sql<number>`1`.as('one')),
        )
        .as('found'),
    ]),
  );
  const [first, ...rest] = arms;
  let query = first!;
  for (const arm of rest) query = query.unionAll(arm);
  const rows = await query.execute();
  const found = new Set(rows.filter((row) => Boolean(Number(row.found))).map((row) => Number(row.span)));
  return spans.map((_, index) => found.has(index));
}

/** One sitemap file: the visible articles created in a span, oldest first, at most `limit` (a range of the creation index). */
export function listSitemapRows(db: Db, publishedBy: string, span: CreatedSpan, limit: number): Promise<SitemapRow[]> {
  return visibleBy(db, publishedBy)
    .where('news.created_at', '>=', span.from)
    .where('news.created_at', '<', span.to)
    .select(['news.slug', 'news.language', 'news.publish_at', 'news.updated_at', visiblePartnerSlug(publishedBy)])
    .orderBy('news.created_at')
    .orderBy('news.id')
    .limit(limit)
    .execute();
}

/** An article as the Google News sitemap names it. */
export type RecentRow = Pick<
  NewsRow,
  'slug' | 'title' | 'language' | 'publish_at' | 'live_started_at' | 'live_ended_at'
> & { partner_slug: string | null };

/** The newest visible articles published at or after `since`, at most `limit`: one range of the publish index. */
export function listRecentlyPublishedRows(
  db: Db,
  window: { since: string; publishedBy: string; limit: number },
): Promise<RecentRow[]> {
  return visibleBy(db, window.publishedBy)
    .where('news.publish_at', '>=', window.since)
    .select([
      'news.slug',
      'news.title',
      'news.language',
      'news.publish_at',
      'news.live_started_at',
      'news.live_ended_at',
      visiblePartnerSlug(window.publishedBy),
    ])
    .orderBy('news.publish_at', 'desc')
    .orderBy('news.id', 'desc')
    .limit(window.limit)
    .execute();
}

/**
 * Each category's and subcategory's newest visible publish time (null when none): one index seek
 * per listing (`news_category_id_listing_idx`, `news_subcategory_id_listing_idx`).
 */
export async function listListingsLastPublished(
  db: Db,
  publishedBy: string,
): Promise<{ categories: Map<string, string | null>; subcategories: Map<string, string | null> }> {
  const [categories, subcategories] = await Promise.all([
    db
      .selectFrom('categories')
      .select((eb) => [
        'categories.id',
        eb
          .selectFrom('news')
          .select((inner) => inner.fn.max('news.publish_at').as('newest'))
          .whereRef('news.category_id', '=', 'categories.id')
          .where('news.active', '=', 1)
          .where('news.publish_at', '<=', publishedBy)
          .as('newest'),
      ])
      .execute(),
    db
      .selectFrom('subcategories')
      .select((eb) => [
        'subcategories.id',
        eb
          .selectFrom('news')
          .select((inner) => inner.fn.max('news.publish_at').as('newest'))
          .whereRef('news.subcategory_id', '=', 'subcategories.id')
          .where('news.active', '=', 1)
          .where('news.publish_at', '<=', publishedBy)
          .as('newest'),
      ])
      .execute(),
  ]);
  return {
    categories: new Map(categories.map((row) => [row.id, row.newest ?? null])),
    subcategories: new Map(subcategories.map((row) => [row.id, row.newest ?? null])),
  };
}
