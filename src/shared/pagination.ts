import {
  LISTING_PAGE_SIZE,
  PAGINATION_EDGE_PAGES,
  PAGINATION_ELLIPSIS_AFTER,
  PAGINATION_FULL_LIST_MAX,
} from './constants';

/** Page count: total divided by the page size, rounded up (docs/product.md, Limits and constants). */
export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  if (total <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export type PageListItem = number | 'ellipsis';

/**
 * The page numbers a pager shows (docs/product.md, Listing pages): all of them up to 10 pages; beyond that the first
 * three and the last three, with an ellipsis once the current page is beyond 5. The current page
 * is always shown; a gap of a single page is shown as that page rather than an ellipsis standing
 * for one number, so up to page 5 the numbers run on from 1 to the current page (decision 091).
 */
export function pageList(current: number, totalPages: number): PageListItem[] {
  if (totalPages <= PAGINATION_FULL_LIST_MAX) return range(1, totalPages);
  const lastStart = totalPages - PAGINATION_EDGE_PAGES + 1;
  const items: PageListItem[] = range(1, PAGINATION_EDGE_PAGES);
  if (current <= PAGINATION_ELLIPSIS_AFTER) {
    items.push(...range(PAGINATION_EDGE_PAGES + 1, current));
  } else {
    items.push('ellipsis');
    if (current < lastStart) {
      items.push(current);
      const hidden = lastStart - current - 1;
      if (hidden === 1) items.push(current + 1);
      else if (hidden > 1) items.push('ellipsis');
    }
  }
  items.push(...range(lastStart, totalPages));
  return items;
}

/** The whole numbers from `first` to `last`, none when `last` is smaller. */
function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** A requested page outside 1..totalPages is ignored (docs/product.md, Listing pages): the current page stays. */
export function acceptPage(requested: number, current: number, totalPages: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= totalPages ? requested : current;
}
