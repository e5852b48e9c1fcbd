/**
 * Comments' limits and choices (docs/product.md, Comments), without zod: the comments island
 * imports them from here (decision 166), the schemas in `schemas/comments.ts` build on them.
 */
import { LISTING_PAGE_SIZE } from './constants';

export const COMMENT_MIN_CHARS = 2;
export const COMMENT_MAX_CHARS = 2000;
export const COMMENT_EDIT_WINDOW_MINUTES = 5;

export const REPORT_REASONS = ['spam', 'abusive', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const COMMENT_SORTS = ['best', 'newest', 'oldest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** Threads a page of the article's comment section shows: the list's default page. */
export const COMMENT_PAGE_SIZE = LISTING_PAGE_SIZE;
