import { z } from 'zod';
import { imageRefSchema } from './news';

export const IMAGE_FIELD = 'thumbnail';
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** The same list in an editor's words. */
export const ACCEPTED_IMAGE_EXTENSIONS = 'JPEG, PNG, WebP, GIF or AVIF';
export const IMAGE_MAX_WIDTH = 2400;

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  images: z.array(imageRefSchema.required()),
});
