import { z } from 'zod';
import { LANGUAGES } from '../constants';

export const READ_NEWS_ID_MESSAGE = 'newsId must be an article id';

/** The article a page's read beacon names: an id as the server makes them (24 hex digits). */
export const readNewsParam = z.object({
  newsId: z.string().regex(/^[0-9a-f]{24}$/, { error: READ_NEWS_ID_MESSAGE }),
});

/** `counted` is false when this address already read the article within the hour (docs/product.md, Most read). */
export const readResponseSchema = z.object({ success: z.literal(true), counted: z.boolean() });

export const mostReadArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  language: z.enum(LANGUAGES),
  /** False for an article hidden since: readers no longer see it in their block. */
  active: z.boolean(),
  /** Reads in the last 24 hours, as of the last batch. */
  reads: z.number().int(),
});
export type MostReadArticle = z.infer<typeof mostReadArticleSchema>;

export const mostReadResponseSchema = z.object({
  success: z.literal(true),
  /** The hours the reads cover: the current one and those before it. */
  hours: z.number().int(),
  articles: z.array(mostReadArticleSchema),
});
