import { z } from 'zod';
import { imageRefSchema } from './news';

export const IMAGE_FIELD = 'thumbnail';
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** Widths of the resized copies stored beside each upload (`<public_id>-<width>.webp`), for srcset. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024] as const;
export const IMAGE_MAX_WIDTH = 2400;

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  images: z.array(imageRefSchema.required()),
});
