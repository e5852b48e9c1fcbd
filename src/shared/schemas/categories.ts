import { z } from 'zod';
import { RESERVED_SLUGS } from '../constants';
import { isHttpUrl, isUploadedFileUrl } from '../urls';
import { pageQuery, paginationSchema, requiredText } from './common';
import { newsSchema } from './news';

export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const CATEGORY_IMAGE_FIELD = 'image';

export const NAME_REQUIRED = 'Name is required';
export const CATEGORY_REQUIRED = 'Category is required';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const SUBCATEGORY_NOT_FOUND = 'SubCategory not found';
export const IMAGE_URL_MESSAGE = 'Image must be an uploaded image (/uploads/…) or an http(s) URL';

/** The readable address of a category (`/{slug}`) or a subcategory (`/{category}/{slug}`), decision 273. */
export const LISTING_SLUG_MAX_LENGTH = 80;
export const LISTING_SLUG_PATTERN = /^[a-z0-9_-]+$/;
export const LISTING_SLUG_MESSAGE = 'Slug can only contain lowercase letters, numbers, hyphens and underscores';
export const LISTING_SLUG_RESERVED_MESSAGE = 'This slug is reserved by the site';
export const LISTING_SLUG_ID_MESSAGE = 'Slug must not look like an id (24 hexadecimal characters)';
export const CATEGORY_SLUG_TAKEN_MESSAGE = 'Another category already has this slug';
export const CATEGORY_SLUG_ARTICLE_MESSAGE = 'An article already uses this slug as its Custom Url';
/** An article's Custom Url may not be a category's address either: both live at `/{slug}`. */
export const ARTICLE_SLUG_CATEGORY_MESSAGE = 'This Custom Url is the address of a category';
export const SUBCATEGORY_SLUG_TAKEN_MESSAGE = 'Another subcategory of this category already has this slug';

const RESERVED = new Set<string>(RESERVED_SLUGS);
const ID_LIKE = /^[0-9a-f]{24}$/;

const slugText = z
  .string({ error: LISTING_SLUG_MESSAGE })
  .trim()
  .toLowerCase()
  .max(LISTING_SLUG_MAX_LENGTH, { error: `Slug must be at most ${LISTING_SLUG_MAX_LENGTH} characters` })
  .refine((slug) => slug === '' || LISTING_SLUG_PATTERN.test(slug), { error: LISTING_SLUG_MESSAGE })
  .refine((slug) => !ID_LIKE.test(slug), { error: LISTING_SLUG_ID_MESSAGE });

/** Letters are lowercased; '' (or only spaces) means "not given": the server suggests one from the name. */
function optionalSlug(text: typeof slugText) {
  return text.transform((slug) => (slug === '' ? undefined : slug)).optional();
}

const slugField = optionalSlug(slugText);

/** A category's slug is a first path segment: the site's own may not be taken (subcategories live one level down). */
const categorySlugField = optionalSlug(
  slugText.refine((slug) => !RESERVED.has(slug), { error: LISTING_SLUG_RESERVED_MESSAGE }),
);

const nameField = requiredText(NAME_REQUIRED).max(NAME_MAX_LENGTH, {
  error: `Name must be at most ${NAME_MAX_LENGTH} characters`,
});

const descriptionField = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, { error: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters` });

/** An image already uploaded (JSON bodies); '' means no image. A file in the `image` field wins over it. */
const imageUrlField = z
  .string({ error: IMAGE_URL_MESSAGE })
  .trim()
  .max(500, { error: IMAGE_URL_MESSAGE })
  .refine((value) => value === '' || isUploadedFileUrl(value) || isHttpUrl(value), {
    error: IMAGE_URL_MESSAGE,
  });

const POSITION_MESSAGE = 'Position must be a whole number of 0 or more';

/** Navigation order (docs/decisions/020); multipart sends it as a string, an empty one means "not given". */
const positionField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: POSITION_MESSAGE })
    .int({ error: POSITION_MESSAGE })
    .min(0, { error: POSITION_MESSAGE })
    .max(1_000_000, { error: POSITION_MESSAGE })
    .optional(),
);

const idField = requiredText('Id is required');

export const categoryCreateSchema = z.object({
  name: nameField,
  slug: categorySlugField,
  description: descriptionField.optional().default(''),
  image: imageUrlField.optional(),
  position: positionField,
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

/** Fields not sent stay as they are. */
export const categoryUpdateSchema = z.object({
  id: idField,
  name: nameField.optional(),
  slug: categorySlugField,
  description: descriptionField.optional(),
  image: imageUrlField.optional(),
  position: positionField,
});
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

/** The back office's category form: the same rules, with the image sent as a file beside them. */
export const categoryFormSchema = categoryCreateSchema.pick({ name: true, slug: true, description: true });

export const subCategoryCreateSchema = z.object({
  name: nameField,
  slug: slugField,
  description: descriptionField.optional().default(''),
  category: requiredText(CATEGORY_REQUIRED),
});
export type SubCategoryCreateInput = z.infer<typeof subCategoryCreateSchema>;

export const subCategoryUpdateSchema = z.object({
  id: idField,
  name: nameField.optional(),
  slug: slugField,
  description: descriptionField.optional(),
  category: requiredText(CATEGORY_REQUIRED).optional(),
});
export type SubCategoryUpdateInput = z.infer<typeof subCategoryUpdateSchema>;

/** page and limit of the category and subcategory listings (limit 10 by default, docs/product.md, Listing pages). */
export const listingQuerySchema = z.object(pageQuery);
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const subCategoryRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  position: z.number().int(),
  subCategories: z.array(subCategoryRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categoryWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: categorySchema,
});

export const categoriesResponseSchema = z.object({ success: z.literal(true), categories: z.array(categorySchema) });

export const categoryDetailResponseSchema = z.object({
  success: z.literal(true),
  category: categorySchema,
  news: z.array(newsSchema),
  pagination: paginationSchema,
});

export const subCategoryWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subCategory: subCategorySchema,
});

export const subCategoriesResponseSchema = z.object({
  success: z.literal(true),
  subCategories: z.array(subCategorySchema),
});

/** Older clients read the one subcategory from `subCategories`, so the name stays. */
export const subCategoryDetailResponseSchema = z.object({
  success: z.literal(true),
  subCategories: subCategorySchema,
  news: z.array(newsSchema),
  pagination: paginationSchema,
});

export const removalResponseSchema = z.object({ success: z.literal(true), message: z.string() });
