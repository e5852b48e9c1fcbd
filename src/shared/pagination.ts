import {
  LISTING_PAGE_SIZE,
  PAGINATION_EDGE_PAGES,
  PAGINATION_ELLIPSIS_AFTER,
  PAGINATION_FULL_LIST_MAX,
} from './constants';

/** Page count: total divided by the page size, rounded up (spec §9). */
export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  if (total <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export type PageListItem = number | 'ellipsis';

/**
 * The page numbers a pager shows (spec §9): all of them up to 10 pages; beyond that the first
 * three and the last three, with an ellipsis between them once the current page is beyond 5.
 * The current page is always shown, so a reader deep in the list still sees where they are.
 */
export function pageList(current: number, totalPages: number): PageListItem[] {
  if (totalPages <= PAGINATION_FULL_LIST_MAX) {
    return Array.from({ length: totalPages }, (_, index) => index + 1);
  }
  const first = Array.from({ length: PAGINATION_EDGE_PAGES }, (_, index) => index + 1);
  const last = Array.from(
    { length: PAGINATION_EDGE_PAGES },
    (_, index) => totalPages - PAGINATION_EDGE_PAGES + 1 + index,
  );
  const items: PageListItem[] = [...first];
  if (current > PAGINATION_ELLIPSIS_AFTER) items.push('ellipsis');
  if (current > PAGINATION_EDGE_PAGES && current <= totalPages - PAGINATION_EDGE_PAGES) {
    items.push(current);
    if (current > PAGINATION_ELLIPSIS_AFTER && current < totalPages - PAGINATION_EDGE_PAGES) items.push('ellipsis');
  }
  items.push(...last);
  return items;
}

/** A requested page outside 1..totalPages is ignored (spec §4): the current page stays. */
export function acceptPage(requested: number, current: number, totalPages: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= totalPages ? requested : current;
}
