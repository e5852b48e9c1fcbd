import type { AppContext } from '../../../server/context';
import { showCategoryWithNews } from '../../../server/modules/categories/categories.service';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { formatCardDate } from '../../../shared/dates';
import { pageCount } from '../../../shared/pagination';
import { loadLatestNews } from '../sidebar.server';
import type { CategoryPageData } from './category';

/** A page number from `?page=`; anything else is page 1. */
export function requestedPage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The category and one page of its articles. A page beyond the last is ignored (spec §4): the
 * reader gets page 1, and the canonical address says so.
 */
export async function loadCategoryPage(ctx: AppContext, id: string, page: number): Promise<CategoryPageData> {
  const [first, latest] = await Promise.all([
    showCategoryWithNews(ctx, id, { page, limit: LISTING_PAGE_SIZE }),
    loadLatestNews(ctx),
  ]);
  const pages = pageCount(first.pagination.total);
  const shown =
    page > 1 && page > pages ? await showCategoryWithNews(ctx, id, { page: 1, limit: LISTING_PAGE_SIZE }) : first;
  return {
    category: { id: shown.category._id, name: shown.category.name, description: shown.category.description },
    news: shown.news.map((item) => ({ item, date: formatCardDate(item.createdAt, ctx.config.siteTimeZone) })),
    page: shown.pagination.page,
    pages,
    latest,
  };
}
