import { z } from 'zod';
import { NEWS_TYPES } from '../constants';
import { LANG_CODES } from '../language';
import { isHttpUrl } from '../urls';
import { commentSettingsSchema, defaultCommentSettings } from './comments';

const URL_MAX = 500;
const PAGE_TEXT_MAX = 100_000;
const HOME_SECTIONS_MAX = 12;

const httpUrl = z
  .string()
  .trim()
  .max(URL_MAX, { error: `A link may be at most ${URL_MAX} characters` })
  .refine((value) => value === '' || isHttpUrl(value), { error: 'Must be an http(s) URL' });

const typePair = z.tuple([z.enum(NEWS_TYPES), z.enum(NEWS_TYPES)]);

const pageText = z
  .string()
  .max(PAGE_TEXT_MAX, { error: `A page text may be at most ${PAGE_TEXT_MAX} characters` })
  .default('');

const EMAIL_DOMAINS_MAX = 1000;
const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: 'Enter a domain such as example.com' });

const categoryIdList = z
  .array(z.string().trim().min(1, { error: 'Category id is required' }))
  .max(HOME_SECTIONS_MAX, { error: `At most ${HOME_SECTIONS_MAX} home sections` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each category may appear only once' });

/**
 * The site's editable settings (docs/product.md, Settings: home sections are settings, not ids in code).
 * A saved top-level key replaces its whole value; only fields inside an object carry defaults,
 * so a partial update never resets a top-level key it does not name.
 */
export const settingsSchema = z.object({
  siteName: z
    .string({ error: 'Site name is required' })
    .trim()
    .min(1, { error: 'Site name is required' })
    .max(100, { error: 'Site name must be at most 100 characters' }),
  social: z.object({
    facebook: httpUrl.default(''),
    twitter: httpUrl.default(''),
    youtube: httpUrl.default(''),
    instagram: httpUrl.default(''),
    linkedin: httpUrl.default(''),
  }),
  /** The language of pages that belong to neither (home, listings, search, sign-in, account, the site's pages; decision 262). */
  siteLanguage: z.enum(LANG_CODES, { error: 'Choose Hindi or English' }),
  chatUrl: httpUrl,
  cricketWidgetUrl: httpUrl,
  /** Ordered category ids of the six home sections (docs/product.md, Home). */
  homeSectionCategoryIds: categoryIdList,
  /** Category whose newest articles fill the 'धर्म-ज्योतिष' block; empty hides the block. */
  religionCategoryId: z.string().trim(),
  /** The two tabbed boxes: [tab 1 type, tab 2 type] each ('fresh news': recent-news, top-news; 'special interview': Interview, ground-report). */
  tabbedBoxes: z.object({ fresh: typePair, special: typePair }),
  /** Rich text, sanitised on write like article descriptions. */
  pages: z.object({
    about: pageText,
    contact: pageText,
    privacyPolicy: pageText,
    disclaimer: pageText,
  }),
  /** Who may open a reader account (docs/product.md, Reader accounts; decision 151). */
  readerAccounts: z.object({
    /** The shipped list of disposable-mail providers. */
    blockDisposableDomains: z.boolean().default(true),
    /** More domains refused at sign-up and sign-in; their subdomains too. */
    blockedEmailDomains: z
      .array(emailDomain)
      .max(EMAIL_DOMAINS_MAX, { error: `At most ${EMAIL_DOMAINS_MAX} domains` })
      .default([]),
  }),
  /** Comment moderation (docs/product.md, Comments); the word lists are answered to admins only. */
  comments: commentSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
/** What a form holds before the schema fills its defaults. */
export type SettingsInput = z.input<typeof settingsSchema>;

export const settingsUpdateSchema = settingsSchema.partial();

export const defaultSettings: Settings = {
  siteName: 'समाचार',
  social: { facebook: '', twitter: '', youtube: '', instagram: '', linkedin: '' },
  siteLanguage: 'hi',
  chatUrl: '',
  cricketWidgetUrl: '',
  homeSectionCategoryIds: [],
  religionCategoryId: '',
  tabbedBoxes: { fresh: ['recent-news', 'top-news'], special: ['Interview', 'ground-report'] },
  pages: { about: '', contact: '', privacyPolicy: '', disclaimer: '' },
  readerAccounts: { blockDisposableDomains: true, blockedEmailDomains: [] },
  comments: defaultCommentSettings,
};

export const SETTINGS_SAVED = 'Settings saved';

export const settingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: settingsSchema,
});

/** The read also names the site's time zone (SITE_TIMEZONE), in which the back office's forms read and write times. */
export const settingsReadSchema = settingsResponseSchema.extend({ timeZone: z.string() });
