import { z } from 'zod';
import { DESCRIPTION_MAX_WORDS, LANGUAGES, NEWS_TYPES } from '../constants';
import { countWords, wordLimitMessage } from '../text';
import { isHttpUrl, isUploadKey, publicIdOfUploadedImage, uploadedImageUrl } from '../urls';
import { booleanish, listField, pageQuery, paginationSchema, requiredText } from './common';
import { translationField, translationSchema } from './news-translation';

export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
export const SLUG_MESSAGE = 'Slug can only contain letters, numbers, hyphens, and underscores, and no spaces';
export const WORD_LIMIT_MESSAGE = wordLimitMessage(DESCRIPTION_MAX_WORDS);
export const SLUG_TAKEN_MESSAGE = 'This Custom Url is already used by another article';
export const SLUG_RESERVED_MESSAGE = 'This Custom Url is reserved by the site';
export const NEWS_NOT_FOUND = 'News not found';
export const YOUTUBE_URL_MESSAGE = 'YouTube URL must be an http(s) address';
export const NEWS_EDITED_ELSEWHERE_MESSAGE =
  'Someone else saved this article after you opened it, so your changes were not saved. Open it again to see the latest version before saving yours.';
export const VERSION_MESSAGE = 'Version must be a whole number from 1';

export const imageRefSchema = z.object({
  public_id: z.string().min(1),
  url: z.string().min(1),
  width: z.number().int().positive().nullable().optional(),
  height: z.number().int().positive().nullable().optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export const IMAGE_REF_MESSAGE = 'Each image must be one uploaded to this site (/image/multi)';

/**
 * An image an editor attaches must be one this site stored, named by its `public_id`, its
 * `/uploads/…` address or both in agreement; the address kept is always the one the media
 * pipeline gives it (docs/decisions/066).
 */
export const storedImageRefSchema = z
  .object(
    {
      public_id: z.string({ error: IMAGE_REF_MESSAGE }).optional(),
      url: z.string({ error: IMAGE_REF_MESSAGE }).optional(),
      width: imageRefSchema.shape.width,
      height: imageRefSchema.shape.height,
    },
    { error: IMAGE_REF_MESSAGE },
  )
  .transform((image, context) => {
    const publicId = image.public_id ?? publicIdOfUploadedImage(image.url ?? '') ?? '';
    const url = uploadedImageUrl(publicId);
    if (!isUploadKey(publicId) || (image.url !== undefined && image.url !== url)) {
      context.addIssue({ code: 'custom', message: IMAGE_REF_MESSAGE });
      return z.NEVER;
    }
    return { ...image, public_id: publicId, url };
  });

/** Optional text without a default, so an update that leaves a field out keeps the stored value. */
const optionalText = z.string().trim().optional();

const slugField = requiredText('Custom Url is required').max(200).regex(SLUG_PATTERN, { error: SLUG_MESSAGE });

/** The tags of an article: what the create and update calls take, and what the back office form checks. */
export const tagListSchema = z
  .array(requiredText('Tag is required').max(100), { error: 'Tags are required' })
  .min(1, { error: 'At least one tag is required' });

const tagsField = listField(tagListSchema);

const descriptionField = requiredText('Description is required').refine(
  (html) => countWords(html) <= DESCRIPTION_MAX_WORDS,
  { error: WORD_LIMIT_MESSAGE },
);

const youtubeUrlField = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isHttpUrl(value), { error: YOUTUBE_URL_MESSAGE })
  .optional();

export const newsFields = {
  title: requiredText('Title is required').max(300),
  subtitle: optionalText,
  description: descriptionField,
  language: z.enum(LANGUAGES, { error: 'Language is required' }),
  type: z.enum(NEWS_TYPES, { error: 'Type is required' }),
  category: requiredText('Category is required'),
  /** Empty string (a form's "none") and null both mean: no subcategory. */
  subcategory: z.string().trim().nullish(),
  location: requiredText('Location is required').max(120),
  youtubeurl: youtubeUrlField,
  notificationSend: booleanish.optional(),
  tag: tagsField,
  slug: slugField,
  images: listField(z.array(storedImageRefSchema).max(50), { jsonItems: true }).optional(),
  /** Defaults to true on create. */
  active: booleanish.optional(),
  /** Readers may comment on the article (docs/product.md, Comments); defaults to true on create. */
  commentsEnabled: booleanish.optional(),
  /** A live blog (docs/product.md, Live blog): on starts its coverage, off makes it an ordinary article again. */
  live: booleanish.optional(),
  /** Defaults to now on create; a future time schedules the article. */
  publish: z.iso.datetime({ offset: true, error: 'Publish must be a date and time' }).optional(),
  translation: translationField,
};

export const newsCreateSchema = z.object(newsFields);
export type NewsCreateInput = z.infer<typeof newsCreateSchema>;

export const newsUpdateSchema = newsCreateSchema.partial().extend({
  id: requiredText('Id is required'),
  /** The `version` the editor started from: a later save by someone else answers 409 (docs/decisions/102). */
  version: z.coerce
    .number({ error: VERSION_MESSAGE })
    .int({ error: VERSION_MESSAGE })
    .min(1, { error: VERSION_MESSAGE })
    .optional(),
});
export type NewsUpdateInput = z.infer<typeof newsUpdateSchema>;

export const newsToggleSchema = z.object({
  newsId: requiredText('newsId is required'),
  activeStatus: z.union(booleanish.options, {
    error: (issue) => (issue.input === undefined ? 'activeStatus is required' : 'activeStatus must be true or false'),
  }),
});

/** DELETE bodies are optional on the wire: the id may come in a JSON body or as `?id=`. */
export const newsDeleteBodySchema = z.object({ id: z.string().trim().optional() }).nullish();
export const newsDeleteQuerySchema = z.object({ id: z.string().trim().optional() });

export const newsKeyParam = z.object({ idOrSlug: z.string().trim().min(1).max(300) });

export const newsListQuerySchema = z.object({
  ...pageQuery,
  category: z.string().trim().optional(),
  subcategory: z.string().trim().optional(),
  type: z.enum(NEWS_TYPES).optional(),
  language: z.enum(LANGUAGES).optional(),
  q: z.string().trim().max(200).optional(),
  searchIn: z
    .enum(['all', 'titleOrSlug'])
    .optional()
    .describe('Where `q` looks: `all` (default: title, subtitle, description, tags) or `titleOrSlug` (All News).'),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

const refSchema = z.object({ _id: z.string(), name: z.string() }).nullable();

export const newsSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGES),
  type: z.string(),
  category: refSchema,
  subcategory: refSchema,
  location: z.string(),
  youtubeurl: z.string(),
  notificationSend: z.boolean(),
  tag: z.array(z.string()),
  slug: z.string(),
  images: z.array(imageRefSchema),
  active: z.boolean(),
  publish: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Grows with every content edit; send it back with an update to be told when someone else saved first. */
  version: z.number().int(),
  commentsEnabled: z.boolean(),
  /** Comments readers see, replies included; a kept listing may show it a little behind (docs/decisions/158). */
  commentCount: z.number().int(),
  /** Readers' likes; on a kept page or a kept read it may lag behind (docs/decisions/160). */
  likes: z.number().int(),
  translation: translationSchema.optional(),
  /** A live blog (docs/product.md, Live blog); `liveStartedAt` and `liveEndedAt` bound its coverage (ended: no longer live). */
  live: z.boolean(),
  liveStartedAt: z.string().nullable(),
  liveEndedAt: z.string().nullable(),
});
export type News = z.infer<typeof newsSchema>;

/** Set (true) only when `total` stopped counting at 1,000 search matches (docs/decisions/060). */
export const newsPaginationSchema = paginationSchema.extend({
  totalIsLowerBound: z
    .literal(true)
    .optional()
    .describe('Present (true) when a search stopped counting at 1,000 matches: `total` is then a lower bound.'),
});
export type NewsPagination = z.infer<typeof newsPaginationSchema>;

export const newsListResponseSchema = z.object({
  success: z.literal(true),
  news: z.array(newsSchema),
  pagination: newsPaginationSchema,
});
export const newsItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  news: newsSchema,
});
