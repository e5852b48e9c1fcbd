import { z } from 'zod';
import { LANG_CODES } from '../language';
import { booleanish, requiredText } from './common';

/** Readers' accounts by one-time code (docs/product.md, Reader accounts). */

export const READER_NAME_MAX = 100;
export const READER_LOCATION_MAX = 100;
const EMAIL_MAX = 254;
export const CODE_LENGTH = 6;

export const READER_NAME_REQUIRED = 'Name is required';
export const READER_EMAIL_REQUIRED = 'Email is required';
export const READER_EMAIL_INVALID = 'Enter a valid email address';
export const CODE_REQUIRED = 'Enter the 6-digit code from the email';
export const LINK_KEY_REQUIRED = 'The sign-in link is incomplete';
export const READER_NAME_TOO_LONG = `Name must be at most ${READER_NAME_MAX} characters`;
export const READER_LOCATION_TOO_LONG = `Location must be at most ${READER_LOCATION_MAX} characters`;
export const READER_LANGUAGE_INVALID = "Language must be 'hi' or 'en'";
export const REPLY_MAIL_FLAG_INVALID = 'Reply mail must be true or false';
export const ACCOUNT_COMMENTS_CHOICE = "Choose what happens to your comments: 'remove' or 'keep'";

export const REGISTER_CODE_SENT = 'We have sent a sign-in code to your email.';
export const SIGN_IN_CODE_SENT = 'If this email has an account, a sign-in code is on its way to it.';
export const SIGNED_IN = 'Signed in';
export const CODE_INVALID = 'Invalid or expired code';
export const CODE_TRIES_USED = 'Too many wrong tries for this code. Ask for a new code.';
export const LINK_INVALID = 'This sign-in link is invalid or has expired. Ask for a new code.';
export const EMAIL_DOMAIN_BLOCKED = 'Email addresses of this provider cannot be used. Use another email address.';
export const ACCOUNT_SAVED = 'Account saved';
export const ACCOUNT_DELETED = 'Your account has been deleted';
export const SIGNED_OUT_EVERYWHERE = 'Signed out on every device';

const email = z
  .string({ error: READER_EMAIL_REQUIRED })
  .trim()
  .min(1, { error: READER_EMAIL_REQUIRED })
  .max(EMAIL_MAX, { error: READER_EMAIL_INVALID })
  .pipe(z.email({ error: READER_EMAIL_INVALID }))
  .transform((value) => value.toLowerCase());

const name = requiredText(READER_NAME_REQUIRED).max(READER_NAME_MAX, { error: READER_NAME_TOO_LONG });
const location = z.string().trim().max(READER_LOCATION_MAX, { error: READER_LOCATION_TOO_LONG });
/** The language of the reader's mails: the register form sends its page's; absent, the site's. */
const language = z.enum(LANG_CODES, { error: READER_LANGUAGE_INVALID });

export const readerRegisterSchema = z.object({
  name,
  email,
  location: location.optional().default(''),
  language: language.optional(),
});
export type ReaderRegisterInput = z.infer<typeof readerRegisterSchema>;

export const sendCodeSchema = z.object({ email });
export type SendCodeInput = z.infer<typeof sendCodeSchema>;

export const verifyCodeSchema = z.object({
  email,
  otp: z
    .string({ error: CODE_REQUIRED })
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: CODE_REQUIRED }),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

export const verifyLinkSchema = z.object({
  email,
  key: z.string({ error: LINK_KEY_REQUIRED }).trim().min(1, { error: LINK_KEY_REQUIRED }).max(200, {
    error: LINK_KEY_REQUIRED,
  }),
});
export type VerifyLinkInput = z.infer<typeof verifyLinkSchema>;

/** The signed-in reader as the site keeps it beside the token. */
export const readerUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  location: z.string(),
  role: z.literal('User'),
});
export type ReaderUser = z.infer<typeof readerUserSchema>;

export const readerSignInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: readerUserSchema,
});

export const codeSentResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const READER_STATUSES = ['active', 'suspended', 'banned'] as const;

/** The reader's own account page: profile, standing and notification choices. */
export const readerAccountSchema = readerUserSchema.extend({
  status: z.enum(READER_STATUSES),
  /** Set while a suspension lasts. */
  suspendedUntil: z.string().nullable(),
  /** Mail me when someone replies to my comment. */
  replyMail: z.boolean(),
  /** The language of every mail the reader gets. */
  language: z.enum(LANG_CODES),
  createdAt: z.string(),
});
export type ReaderAccount = z.infer<typeof readerAccountSchema>;

export const accountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  account: readerAccountSchema,
});

export const accountUpdateSchema = z.object({
  name,
  location,
  replyMail: z.union(booleanish.options, { error: REPLY_MAIL_FLAG_INVALID }),
  language: language.optional(),
});
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

export const ACCOUNT_COMMENT_CHOICES = ['remove', 'keep'] as const;
export const accountDeleteSchema = z.object({
  comments: z.enum(ACCOUNT_COMMENT_CHOICES, { error: ACCOUNT_COMMENTS_CHOICE }),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;

/** Everything the site keeps about a reader, as the reader downloads it. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: readerAccountSchema.extend({ verifiedAt: z.string().nullable() }),
  comments: z.array(
    z.object({
      _id: z.string(),
      newsId: z.string(),
      parentId: z.string().nullable(),
      body: z.string(),
      status: z.string(),
      createdAt: z.string(),
      editedAt: z.string().nullable(),
    }),
  ),
  likes: z.array(z.object({ newsId: z.string(), createdAt: z.string() })),
  commentLikes: z.array(z.object({ commentId: z.string(), createdAt: z.string() })),
  reports: z.array(z.object({ commentId: z.string(), reason: z.string(), createdAt: z.string() })),
  pushSubscriptions: z.array(z.object({ _id: z.string(), endpoint: z.string(), createdAt: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
