import { z } from 'zod';
import { HTTP_URL_MESSAGE, isHttpUrl } from '../urls';
import { activeFlag, requiredText } from './common';

export const LIVE_STREAM_NAME_MAX = 200;
export const LIVE_STREAM_URL_MAX = 2000;

const liveStreamFields = {
  name: requiredText('Name is required').max(LIVE_STREAM_NAME_MAX, {
    error: `Name must be at most ${LIVE_STREAM_NAME_MAX} characters`,
  }),
  url: requiredText('URL is required')
    .max(LIVE_STREAM_URL_MAX, { error: `URL must be at most ${LIVE_STREAM_URL_MAX} characters` })
    .refine(isHttpUrl, { error: HTTP_URL_MESSAGE }),
};

/** The back office's create panel and edit dialog: the fields an editor types; `active` is the table's toggle. */
export const liveStreamFormSchema = z.object(liveStreamFields);
export type LiveStreamFormInput = z.infer<typeof liveStreamFormSchema>;

export const liveStreamCreateSchema = z.object({ ...liveStreamFields, active: activeFlag.optional().default(true) });
export type LiveStreamCreateInput = z.infer<typeof liveStreamCreateSchema>;

/** The edit dialog sends the whole item back; fields it does not own (`_id`, dates) are ignored. */
export const liveStreamUpdateSchema = z.object({ ...liveStreamFields, active: activeFlag.optional() });
export type LiveStreamUpdateInput = z.infer<typeof liveStreamUpdateSchema>;

export const liveStreamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  embedUrl: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LiveStream = z.infer<typeof liveStreamSchema>;

export const liveStreamListResponseSchema = z.object({
  success: z.literal(true),
  liveStreams: z.array(liveStreamSchema),
});

export const liveStreamItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  liveStream: liveStreamSchema,
});
