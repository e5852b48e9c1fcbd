import { z } from 'zod';
import { NEWS_TYPES } from '../constants';

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), { error: 'Must be an http(s) URL' });

const typePair = z.tuple([z.enum(NEWS_TYPES), z.enum(NEWS_TYPES)]);

/** The site's editable settings (DESIGN §6: home sections are settings, not ids in code). */
export const settingsSchema = z.object({
  siteName: z.string().trim().min(1, { error: 'Site name is required' }).max(100),
  social: z.object({
    facebook: httpUrl.default(''),
    twitter: httpUrl.default(''),
    youtube: httpUrl.default(''),
    instagram: httpUrl.default(''),
    linkedin: httpUrl.default(''),
  }),
  chatUrl: httpUrl.default(''),
  cricketWidgetUrl: httpUrl.default(''),
  /** Ordered category ids of the six home sections (spec: Foreign, Country, Sports, Top News, Lifestyle, Tech-Auto). */
  homeSectionCategoryIds: z.array(z.string().min(1)).max(12),
  /** Category whose newest articles fill the 'धर्म-ज्योतिष' block. */
  religionCategoryId: z.string().default(''),
  /** The two tabbed boxes: [tab 1 type, tab 2 type] each ('fresh news': recent-news, top-news; 'special interview': Interview, ground-report). */
  tabbedBoxes: z.object({ fresh: typePair, special: typePair }),
  /** Rich text, sanitised on write like article descriptions. */
  pages: z.object({
    about: z.string().max(100_000).default(''),
    contact: z.string().max(100_000).default(''),
    privacyPolicy: z.string().max(100_000).default(''),
    disclaimer: z.string().max(100_000).default(''),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsUpdateSchema = settingsSchema.partial();

export const defaultSettings: Settings = {
  siteName: 'समाचार',
  social: { facebook: '', twitter: '', youtube: '', instagram: '', linkedin: '' },
  chatUrl: '',
  cricketWidgetUrl: '',
  homeSectionCategoryIds: [],
  religionCategoryId: '',
  tabbedBoxes: { fresh: ['recent-news', 'top-news'], special: ['Interview', 'ground-report'] },
  pages: { about: '', contact: '', privacyPolicy: '', disclaimer: '' },
};

export const settingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: settingsSchema,
});
