import { z } from 'zod';
import { VIDEO_TYPES } from '../constants';
import { parseYouTubeId } from '../youtube';
import { requiredText } from './common';

export const VIDEO_URL_MAX = 2000;
export const ONLY_YOUTUBE_MESSAGE = 'Only YouTube links are accepted';

export const videoCreateSchema = z.object({
  url: requiredText('URL is required')
    .max(VIDEO_URL_MAX, { error: `URL must be at most ${VIDEO_URL_MAX} characters` })
    .refine((url) => parseYouTubeId(url) !== null, { error: ONLY_YOUTUBE_MESSAGE }),
  type: z.enum(VIDEO_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Type is required'
        : `Type must be one of ${VIDEO_TYPES.join(', ')}`,
  }),
});
export type VideoCreateInput = z.infer<typeof videoCreateSchema>;

export const videoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  videoId: z.string(),
  embedUrl: z.string(),
  type: z.enum(VIDEO_TYPES),
  publish: z.string(),
  createdAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoListResponseSchema = z.object({ success: z.literal(true), videos: z.array(videoSchema) });

export const videoItemResponseSchema = z.object({ success: z.literal(true), message: z.string(), yt: videoSchema });
