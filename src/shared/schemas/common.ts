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

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The list fields a multipart form may repeat, one part per item (docs/decisions/130). */
const listFields = new WeakSet<z.ZodType>();

/**
 * A list field (docs/decisions/130). A JSON body sends an array. A multipart form sends one part per
 * item (objects as JSON text: `jsonItems`), as generated clients do, or the whole list as one JSON
 * text (spec §7: tag, images), as the original clients do.
 */
export function listField<T extends z.ZodArray>(list: T, { jsonItems = false } = {}) {
  const field = z.preprocess((value) => {
    if (typeof value === 'string') return parseJson(value);
    if (jsonItems && Array.isArray(value))
      return value.map((item) => (typeof item === 'string' ? parseJson(item) : item));
    return value;
  }, list);
  listFields.add(field);
  return field;
}

function unwrapOptional(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault
    ? unwrapOptional(schema.unwrap() as z.ZodType)
    : schema;
}

/** The names of a body schema's list fields: the multipart reader gathers their parts, the OpenAPI document shows both forms. */
export function listFieldNames(body: unknown): string[] {
  if (!(body instanceof z.ZodObject)) return [];
  return Object.entries(body.shape as Record<string, z.ZodType>)
    .filter(([, schema]) => listFields.has(unwrapOptional(schema)))
    .map(([name]) => name);
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
