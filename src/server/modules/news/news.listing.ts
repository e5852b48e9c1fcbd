import { LISTING_PAGE_SIZE, UNPAGED_MAX_ROWS } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import type { News, NewsPagination } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import type { MatchWindow } from './news.match-lists';
import { presentNews } from './news.presenter';
import {
  countNewsRows,
  countNewsRowsUpTo,
  type ListedNewsRow,
  listNewsRows,
  listNewsRowsByIds,
  type NewsRowFilter,
  type RowWindow,
} from './news.repository';
import { parseSearchQuery, type SearchScope } from './news.search';
import { searchMatchesOf } from './news.search-matches';

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

export type Total = { total: number; lowerBound: boolean };

/** A page of a search, counted one past the cap: enough to tell the total or that it is a lower bound. */
export function searchWindow(window: RowWindow): MatchWindow {
  return { ...window, countUpTo: SEARCH_TOTAL_CAP + 1 };
}

/** A search's total stops at the cap (docs/decisions/060). */
export function searchTotal(counted: number): Total {
  return { total: Math.min(counted, SEARCH_TOTAL_CAP), lowerBound: counted > SEARCH_TOTAL_CAP };
}

/**
 * A reader's search is answered from the kept matches of its words when they can be kept
 * (news.search-matches.ts). Otherwise, and for the back office, it reads its page first: a page that is not full already tells the total, and counting
 * would walk every match a second time (most searches a reader types match a few articles or
 * none, decision 140). A full page, or an empty one past the first, is counted up to the cap.
 */
async function readSearchRows(ctx: AppContext, filter: NewsRowFilter, window: RowWindow) {
  const found =
    filter.publishedBy === undefined ? undefined : await searchMatchesOf(ctx).find(filter, searchWindow(window));
  if (found !== undefined) {
    const { search: _words, ...conditions } = filter;
    return [searchTotal(found.counted), await listNewsRowsByIds(ctx.db, found.ids, conditions)] as const;
  }
  const rows = await listNewsRows(ctx.db, filter, window);
  const pageTellsTotal = rows.length < window.limit && (rows.length > 0 || window.offset === 0);
  const counted = pageTellsTotal
    ? window.offset + rows.length
    : await countNewsRowsUpTo(ctx.db, filter, SEARCH_TOTAL_CAP + 1);
  return [searchTotal(counted), rows] as const;
}

/** Every listing but a search: its exact total and its rows, asked at once. */
async function readListingRows(ctx: AppContext, filter: NewsRowFilter, window: RowWindow) {
  return Promise.all([
    countNewsRows(ctx.db, filter).then((total): Total => ({ total, lowerBound: false })),
    listNewsRows(ctx.db, filter, window),
  ]);
}

/** One page of articles and its pagination: at most two queries (the total, and the rows with tags and images). */
export async function readPage(ctx: AppContext, filter: NewsRowFilter, paging: Paging): Promise<NewsPage> {
  const window = { offset: (paging.page - 1) * paging.limit, limit: paging.limit };
  const read = filter.search ? readSearchRows : readListingRows;
  const [total, rows] = await read(ctx, filter, window);
  return { news: presentListed(rows), pagination: paginationOf(total, paging) };
}

export function paginationOf({ total, lowerBound }: Total, paging: Paging): NewsPagination {
  return {
    total,
    page: paging.page,
    limit: paging.limit,
    pages: pageCount(total, paging.limit),
    ...(lowerBound ? { totalIsLowerBound: true } : {}),
  };
}

/** The page asked for when `page` or `limit` is given: the first page, of the listing size, unless said. */
export function pageAskedFor(paging: RequestedPaging): Paging | undefined {
  if (paging.page === undefined && paging.limit === undefined) return undefined;
  return { page: paging.page ?? 1, limit: paging.limit ?? LISTING_PAGE_SIZE };
}

/**
 * The old contract, bounded: without `page` and `limit`, the newest articles up to `unpagedMax`
 * (UNPAGED_MAX_ROWS unless the list says fewer) with the true total; a `page` alone means pages of
 * the listing size.
 */
export async function readRequestedPage(
  ctx: AppContext,
  filter: NewsRowFilter,
  paging: RequestedPaging,
  unpagedMax: number = UNPAGED_MAX_ROWS,
): Promise<NewsPage> {
  const asked = pageAskedFor(paging);
  if (asked) return readPage(ctx, filter, asked);
  const page = await readPage(ctx, filter, { page: 1, limit: unpagedMax });
  const { total } = page.pagination;
  const limit = Math.min(total, unpagedMax);
  return { ...page, pagination: { ...page.pagination, limit, pages: limit > 0 ? pageCount(total, limit) : 0 } };
}
