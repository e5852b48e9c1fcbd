import { LISTING_PAGE_SIZE, UNPAGED_MAX_ROWS } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import type { News, NewsPagination } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import { presentNews } from './news.presenter';
import {
  countNewsRows,
  countNewsRowsUpTo,
  type ListedNewsRow,
  listNewsRows,
  type NewsRowFilter,
} from './news.repository';
import { parseSearchQuery, type SearchScope } from './news.search';

/**
 * The paging machinery the reader reads (news.published.ts) and the back-office reads
 * (news.backoffice.ts) share. Visibility is not decided here: each caller builds its own filter.
 */

/** A search counts its matches up to this many; beyond, the total is a lower bound (docs/decisions/060). */
const SEARCH_TOTAL_CAP = 1000;

/** What a client may narrow a listing by. */
export type NewsQuery = {
  categoryId?: string;
  subcategoryId?: string;
  type?: string;
  language?: string;
  search?: string;
  searchIn?: SearchScope;
};

export type Paging = { page: number; limit: number };
/** `page` and `limit` as asked; neither means the old unpaged contract. */
export type RequestedPaging = { page?: number; limit?: number };
export type NewsPage = { news: News[]; pagination: NewsPagination };

export function presentListed(rows: ListedNewsRow[]): News[] {
  return rows.map((row) => presentNews(row, row.tags, row.images));
}

/** The row filter of a client's query; an empty search is no filter. */
export function queryFilter(query: NewsQuery): NewsRowFilter {
  const search = query.search?.trim();
  return {
    categoryId: query.categoryId || undefined,
    subcategoryId: query.subcategoryId || undefined,
    type: query.type,
    language: query.language,
    search: search ? parseSearchQuery(search, query.searchIn) : undefined,
  };
}

/** A search's total is counted up to the cap; every other listing's total is exact. */
async function countTotal(ctx: AppContext, filter: NewsRowFilter): Promise<{ total: number; lowerBound: boolean }> {
  if (!filter.search) return { total: await countNewsRows(ctx.db, filter), lowerBound: false };
  const counted = await countNewsRowsUpTo(ctx.db, filter, SEARCH_TOTAL_CAP + 1);
  return { total: Math.min(counted, SEARCH_TOTAL_CAP), lowerBound: counted > SEARCH_TOTAL_CAP };
}

/** One page of articles and its pagination: two queries (the total, and the rows with tags and images). */
export async function readPage(ctx: AppContext, filter: NewsRowFilter, paging: Paging): Promise<NewsPage> {
  const window = { offset: (paging.page - 1) * paging.limit, limit: paging.limit };
  const [{ total, lowerBound }, rows] = await Promise.all([
    countTotal(ctx, filter),
    listNewsRows(ctx.db, filter, window),
  ]);
  const pagination: NewsPagination = {
    total,
    page: paging.page,
    limit: paging.limit,
    pages: pageCount(total, paging.limit),
    ...(lowerBound ? { totalIsLowerBound: true } : {}),
  };
  return { news: presentListed(rows), pagination };
}

/**
 * The old contract, bounded: without `page` and `limit`, the newest articles up to
 * UNPAGED_MAX_ROWS with the true total; a `page` alone means pages of the listing size.
 */
export async function readRequestedPage(
  ctx: AppContext,
  filter: NewsRowFilter,
  paging: RequestedPaging,
): Promise<NewsPage> {
  if (paging.page !== undefined || paging.limit !== undefined)
    return readPage(ctx, filter, { page: paging.page ?? 1, limit: paging.limit ?? LISTING_PAGE_SIZE });
  const page = await readPage(ctx, filter, { page: 1, limit: UNPAGED_MAX_ROWS });
  const { total } = page.pagination;
  const limit = Math.min(total, UNPAGED_MAX_ROWS);
  return { ...page, pagination: { ...page.pagination, limit, pages: limit > 0 ? pageCount(total, limit) : 0 } };
}
