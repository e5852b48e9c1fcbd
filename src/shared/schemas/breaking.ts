import { z } from 'zod';
import { requiredText } from './common';

export const BREAKING_NEWS_NAME_MAX = 300;

/** One ticker line: plain text, trimmed, inner whitespace and line breaks folded to single spaces. */
export const breakingNewsCreateSchema = z.object({
  name: requiredText('Name is required')
    .max(BREAKING_NEWS_NAME_MAX, { error: `Name must be at most ${BREAKING_NEWS_NAME_MAX} characters` })
    .transform((name) => name.replace(/\s+/g, ' ')),
});
export type BreakingNewsCreateInput = z.infer<typeof breakingNewsCreateSchema>;

export const breakingNewsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BreakingNews = z.infer<typeof breakingNewsSchema>;

export const breakingNewsListResponseSchema = z.object({
  success: z.literal(true),
  breakingNewss: z.array(breakingNewsSchema),
});

export const breakingNewsItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  breakingNews: breakingNewsSchema,
});
