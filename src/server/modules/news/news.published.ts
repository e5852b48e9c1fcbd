import { NOTIFICATION_LIST_SIZE } from '../../../shared/constants';
import { NEWS_NOT_FOUND, type News } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import {
  type NewsPage,
  type NewsQuery,
  type Paging,
  presentListed,
  queryFilter,
  type RequestedPaging,
  readPage,
  readRequestedPage,
} from './news.listing';
import { presentNews } from './news.presenter';
import { findNewsRowByKey, listNewestOfGroups, type NewsRowFilter } from './news.repository';
import {
  type CreatedSpan,
  findFirstVisibleCreatedAt,
  listListingsLastPublished,
  listRecentlyPublishedRows,
  listSitemapRows,
  listSpansWithVisible,
  type RecentRow,
  type SitemapRow,
} from './news.sitemap.repository';
import { publishedTranslation, withTranslation } from './news.translations';

/**
 * Reader-safe reads for the public site and anonymous API calls: every function here shows only
 * active articles whose publish time has come (docs/decisions/014), and none takes a visibility
 * flag, so a page loader cannot show a draft by mistake. Admin reads are in news.backoffice.ts.
 */

/** A filter narrowed to what readers may see now. */
export function publishedFilter(filter: NewsRowFilter = {}): NewsRowFilter {
  return { ...filter, publishedBy: nowIso() };
}

/** `GET /news/all` for readers: filters, search and the bounded unpaged contract. */
export function listPublishedNews(ctx: AppContext, query: NewsQuery, paging: RequestedPaging): Promise<NewsPage> {
  return readRequestedPage(ctx, publishedFilter(queryFilter(query)), paging);
}

export function listPublishedLatest(ctx: AppContext, paging: Paging): Promise<NewsPage> {
  return readPage(ctx, publishedFilter(), paging);
}

export function listPublishedByCategory(ctx: AppContext, categoryId: string, paging: Paging): Promise<NewsPage> {
  return readPage(ctx, publishedFilter({ categoryId }), paging);
}

export function listPublishedBySubcategory(ctx: AppContext, subcategoryId: string, paging: Paging): Promise<NewsPage> {
  return readPage(ctx, publishedFilter({ subcategoryId }), paging);
}

export function listPublishedByType(ctx: AppContext, type: string, paging: Paging): Promise<NewsPage> {
  return readPage(ctx, publishedFilter({ type }), paging);
}

/** Search, newest first; beyond 1,000 matches the total is a lower bound (docs/decisions/060). */
export function searchPublished(ctx: AppContext, text: string, paging: Paging): Promise<NewsPage> {
  return readPage(ctx, publishedFilter(queryFilter({ search: text })), paging);
}

/** Articles saved with 'send notification', newest created first; unpaged, the bell's newest few. */
export function listPublishedNotifications(ctx: AppContext, paging: RequestedPaging): Promise<NewsPage> {
  return readRequestedPage(ctx, publishedFilter({ notificationsOnly: true }), paging, NOTIFICATION_LIST_SIZE);
}

/** A block of a page (a home section, a tab): its newest articles by category or type. */
export type PublishedBlock = { categoryId?: string; type?: string; limit: number };

/** The newest published articles of several blocks in one query, in the order the blocks are given. */
export async function listPublishedBlocks(ctx: AppContext, blocks: PublishedBlock[]): Promise<News[][]> {
  const publishedBy = nowIso();
  const rows = await listNewestOfGroups(
    ctx.db,
    blocks.map((block) => ({
      filter: { categoryId: block.categoryId, type: block.type, publishedBy },
      limit: block.limit,
    })),
  );
  return blocks.map((_, index) => presentListed(rows.filter((row) => row.group_index === index)));
}

/** One article by id or slug, with its translation while that is published too; an inactive or scheduled one is 'News not found', like a missing one. */
export async function findPublishedArticle(ctx: AppContext, idOrSlug: string): Promise<News> {
  const row = await findNewsRowByKey(ctx.db, ctx.caches, idOrSlug);
  const visible = row?.active === 1 && row.publish_at <= nowIso();
  if (!row || !visible) throw notFound(NEWS_NOT_FOUND);
  return withTranslation(presentNews(row, row.tags, row.images), publishedTranslation(row.partner));
}

/** When the earliest created visible article was created (undefined when none is visible). */
export function findFirstPublishedCreatedAt(ctx: AppContext): Promise<string | undefined> {
  return findFirstVisibleCreatedAt(ctx.db, nowIso());
}

/** For each span of creation times, whether it holds a visible article. */
export function listSpansWithPublished(ctx: AppContext, spans: CreatedSpan[]): Promise<boolean[]> {
  return listSpansWithVisible(ctx.db, nowIso(), spans);
}

/** The visible articles created in a span, oldest first, at most `limit`: one sitemap file. */
export function listSitemapArticles(ctx: AppContext, span: CreatedSpan, limit: number): Promise<SitemapRow[]> {
  return listSitemapRows(ctx.db, nowIso(), span, limit);
}

/** The newest visible articles published within the last `withinMs`, at most `limit` (the Google News sitemap). */
export function listRecentlyPublished(ctx: AppContext, withinMs: number, limit: number): Promise<RecentRow[]> {
  const now = Date.now();
  return listRecentlyPublishedRows(ctx.db, {
    since: new Date(now - withinMs).toISOString(),
    publishedBy: new Date(now).toISOString(),
    limit,
  });
}

/** Each category's and subcategory's newest visible publish time (null when it shows none). */
export function listListingsLastPublishedAt(ctx: AppContext) {
  return listListingsLastPublished(ctx.db, nowIso());
}
