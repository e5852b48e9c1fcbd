import type { AppContext } from '../../../server/context';
import { formatCardDate } from '../../../shared/dates';
import type { LangCode } from '../../../shared/language';
import type { News } from '../../../shared/schemas/news';
import type { DatedNews } from '../components/NewsCard';

/** A page number from `?page=`; anything else is page 1. */
export function requestedPage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * One page of a paged listing (category, subcategory, search). A page outside 1..pages is ignored
 * (docs/product.md, Listing pages): the reader gets page 1, and the page's canonical address says so.
 */
export async function readListingPage<T extends { pagination: { pages: number } }>(
  read: (page: number) => Promise<T>,
  page: number,
): Promise<T> {
  const answer = await read(page);
  return page > 1 && page > answer.pagination.pages ? read(1) : answer;
}

/**
 * A listing's dates, 'MMMM d, yyyy' ('28 नवंबर 2026') in the site time zone and the page's language (docs/product.md, Listing pages): the publish time, by which
 * the list is ordered, so a scheduled article shows the day it came out (decision 090).
 */
export function datedByPublish(ctx: AppContext, news: News[], lang: LangCode): DatedNews[] {
  return news.map((item) => ({
    item,
    date: formatCardDate(item.publish || item.createdAt, ctx.config.siteTimeZone, lang),
  }));
}
