import { z } from 'zod';
import { CAPTCHA_MAX, CAPTCHA_MIN } from '../constants';
import {
  CAPTCHA_INCORRECT,
  CAPTCHA_REQUIRED,
  CONTACT_EMAIL_MAX,
  CONTACT_LOCATION_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  LOCATION_REQUIRED,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
} from '../contact-form';
import { pageQuery, paginationSchema } from './common';

/** The form's messages and limits, for the server code that reads them beside the schema. */
export * from '../contact-form';

// NUL and other control characters (but tabs and line breaks) are never part of a message, and PostgreSQL rejects NUL.
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n\r]/gu;

/** Plain text, trimmed, required, with a length limit; never interpreted as HTML. */
function plainText(label: string, required: string, max: number) {
  return z
    .string({ error: required })
    .transform((value) => value.replace(CONTROL_CHARACTERS, '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: `${label} must be at most ${max} characters` }),
    );
}

/** The number a multipart form sends as text, or a JSON number. */
const captchaAnswerField = z
  .union([z.string(), z.number()], { error: CAPTCHA_REQUIRED })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: CAPTCHA_REQUIRED, abort: true })
      .regex(/^\d{1,3}$/, { error: CAPTCHA_INCORRECT }),
  )
  .transform(Number);

/** The 'Your opinion' form (docs/product.md, Your opinion form): the same rules and messages in the browser and on the server. */
export const contactCreateSchema = z.object({
  name: plainText('Name', NAME_REQUIRED, CONTACT_NAME_MAX),
  email: plainText('Email', EMAIL_REQUIRED, CONTACT_EMAIL_MAX).pipe(
    z.email({ pattern: EMAIL_PATTERN, error: EMAIL_INVALID }),
  ),
  location: plainText('Location', LOCATION_REQUIRED, CONTACT_LOCATION_MAX),
  message: plainText('Message', MESSAGE_REQUIRED, CONTACT_MESSAGE_MAX),
  captchaAnswer: captchaAnswerField,
  captchaToken: z.string({ error: CAPTCHA_REQUIRED }).trim().min(1, { error: CAPTCHA_REQUIRED }).max(2000),
});
export type ContactCreateInput = z.infer<typeof contactCreateSchema>;

export const contactListQuerySchema = z.object(pageQuery);

export const captchaResponseSchema = z.object({
  success: z.literal(true),
  /** The two operands shown on screen (1 to 10, docs/product.md, Limits and constants); the answer is their sum. */
  a: z.number().int().min(CAPTCHA_MIN).max(CAPTCHA_MAX),
  b: z.number().int().min(CAPTCHA_MIN).max(CAPTCHA_MAX),
  /** Signed and expiring; send it back with the answer. */
  token: z.string(),
});
export type CaptchaChallenge = Omit<z.infer<typeof captchaResponseSchema>, 'success'>;

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  location: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  contact: contactSchema,
});

export const contactListResponseSchema = z.object({
  success: z.literal(true),
  contacts: z.array(contactSchema),
  pagination: paginationSchema,
});

/** The back office's badge: how many messages no admin has marked read yet (docs/decisions/108). */
export const contactUnreadResponseSchema = z.object({ success: z.literal(true), unread: z.number().int() });
