import type { AppContext } from '../../../server/context';
import { searchPublished } from '../../../server/modules/news/news.published';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { newsListQuerySchema } from '../../../shared/schemas/news';
import { siteSettings } from '../layout.server';
import { datedByPublish, readListingPage } from './listing.server';
import type { SearchPageData } from './search';

/** The API's longest `q` (newsListQuerySchema); the page reads no more of a longer one. */
const QUERY_MAX = newsListQuerySchema.shape.q.unwrap().maxLength ?? 200;

/** `?q=` as the page searches it: trimmed, at most as long as the API accepts, '' when absent. */
export function requestedQuery(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, QUERY_MAX).trim() : '';
}

/**
 * The search page: the same full-text search, order and limits as the API's `GET /news/all?q=`
 * (newest first, ten to a page, totals counted up to 1,000), in the site's language. Without a
 * query there is nothing to search.
 */
export async function loadSearchPage(ctx: AppContext, query: string, page: number): Promise<SearchPageData> {
  const { siteLanguage: lang } = await siteSettings(ctx);
  if (query === '') return { lang, query, news: [], total: 0, totalIsLowerBound: false, page: 1, pages: 0 };
  const found = await readListingPage(
    (number) => searchPublished(ctx, query, { page: number, limit: LISTING_PAGE_SIZE }),
    page,
  );
  return {
    lang,
    query,
    news: datedByPublish(ctx, found.news, lang),
    total: found.pagination.total,
    totalIsLowerBound: found.pagination.totalIsLowerBound === true,
    page: found.pagination.page,
    pages: found.pagination.pages,
  };
}
