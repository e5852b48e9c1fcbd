import { z } from 'zod';
import { requiredText } from './common';

/** `{newsId}` of a like or an unlike. */
export const likeBodySchema = z.object({ newsId: requiredText('newsId is required').max(100) });

export const likeNewsParam = z.object({ newsId: z.string().trim().min(1).max(100) });

/** What the heart shows: the article's count and whether this reader's like is in it. */
export const likeStateResponseSchema = z.object({
  success: z.literal(true),
  likes: z.number().int(),
  liked: z.boolean(),
});
export type LikeState = { likes: number; liked: boolean };
