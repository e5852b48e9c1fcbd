import { z } from 'zod';
import { AD_TYPES } from '../constants';
import { HTTP_URL_MESSAGE, isHttpUrl, isUploadedFileUrl } from '../urls';
import { entityListQuery, requiredText } from './common';
import { ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_TYPES } from './media';

export const AD_IMAGE_FIELD = 'image';
export const AD_URL_MAX_CHARS = 2000;
export const IMAGE_REQUIRED = 'Image is required';
export const AD_NOT_FOUND = 'Ad not found';

/** An image already stored by /image/multi (`/uploads/…`) or hosted elsewhere over http(s) (docs/decisions/066). */
const imageUrl = z
  .string()
  .trim()
  .max(AD_URL_MAX_CHARS)
  .refine((value) => value === '' || isUploadedFileUrl(value) || isHttpUrl(value), {
    error: 'Image must be an uploaded image or an http(s) link',
  });

export const adCreateSchema = z.object({
  url: requiredText('URL is required')
    .max(AD_URL_MAX_CHARS, { error: `URL can be at most ${AD_URL_MAX_CHARS} characters` })
    .refine(isHttpUrl, { error: HTTP_URL_MESSAGE }),
  type: z.enum(AD_TYPES, { error: 'Type is required' }),
  /** Only for JSON clients that uploaded first; a multipart form sends the file in the field `image` instead. */
  image: imageUrl.optional(),
});
export type AdCreateInput = z.infer<typeof adCreateSchema>;

export const IMAGE_FILE_ONLY = `Choose an image file (${ACCEPTED_IMAGE_EXTENSIONS})`;

/** The back office's create form: the same url and type rules, and the image as a chosen file, images only. */
export const adFormSchema = adCreateSchema.omit({ image: true }).extend({
  image: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, { error: IMAGE_REQUIRED })
    .refine((file) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type), { error: IMAGE_FILE_ONLY }),
});
export type AdFormInput = z.infer<typeof adFormSchema>;

export const adListQuerySchema = z.object({
  type: z.enum(AD_TYPES, { error: 'Unknown ad type' }).optional(),
  ...entityListQuery,
});

export const adSchema = z.object({
  _id: z.string(),
  image: z.string(),
  url: z.string(),
  type: z.enum(AD_TYPES),
  createdAt: z.string(),
});
export type Ad = z.infer<typeof adSchema>;

export const adListResponseSchema = z.object({ success: z.literal(true), message: z.string(), ads: z.array(adSchema) });
export const adCreatedResponseSchema = z.object({ success: z.literal(true), message: z.string(), ad: adSchema });
