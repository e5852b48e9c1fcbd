import { z } from 'zod';
import { ENTITY_LIST_MAX, MAX_PAGE_SIZE } from '../constants';

/** A text field that must hold something once trimmed; the same message for missing and empty. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

export const optionalText = z.string().trim().optional().default('');

/** Accepts real booleans (JSON) and the strings a multipart form sends. */
export const booleanish = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', '1', '0', 'on', 'off'])
    .transform((value) => value === 'true' || value === '1' || value === 'on'),
]);

/** The `{active}` flag of a toggle or a form: a clear message when it is missing or not a yes/no value. */
export const activeFlag = z.union(booleanish.options, {
  error: (issue) => (issue.input === undefined ? 'Active is required' : 'Active must be true or false'),
});

export const activeToggleSchema = z.object({ active: activeFlag });

/** Multipart forms send arrays and objects as JSON strings (docs/product.md, API conventions: tag, images); JSON bodies send them as they are. */
export function fromJsonString<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

export const idParam = z.object({ id: z.string().min(1) });

/** A `limit` query value from 1 to `max`; anything else is a 400 with this one message (docs/decisions/061). */
export function limitField(max: number) {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message });
}

const PAGE_MESSAGE = 'Page must be a whole number from 1';

export const pageQuery = {
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .optional(),
  limit: limitField(MAX_PAGE_SIZE).optional(),
};

/** The bounded list calls without pages: the newest (or first, in navigation order) `limit` items. */
export const entityListQuery = { limit: limitField(ENTITY_LIST_MAX).default(ENTITY_LIST_MAX) };
export const entityListQuerySchema = z.object(entityListQuery);

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
