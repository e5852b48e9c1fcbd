import { z } from 'zod';
import { pageQuery } from './common';
import { newsListResponseSchema } from './news';

export const notificationsQuerySchema = z.object(pageQuery);

/** The bell's list: the articles, and for a signed-in reader which of them are new to them. */
export const notificationsResponseSchema = newsListResponseSchema.extend({
  unread: z
    .array(z.string())
    .optional()
    .describe(
      'With a reader token only: the ids of the listed articles published after the reader last marked the list seen.',
    ),
});

export const notificationsSeenResponseSchema = z.object({
  success: z.literal(true),
  seenAt: z.string().describe('When the list was marked seen; articles published later are unread.'),
});
