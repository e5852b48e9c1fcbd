import { z } from 'zod';
import { LANGUAGES } from '../constants';

/** docs/product.md, Translations: the refusals an editor reads under the news form's Translation field. */
export const TRANSLATION_NOT_FOUND = 'The translation chosen no longer exists';
export const TRANSLATION_SELF = 'An article cannot be its own translation';
export const TRANSLATION_SAME_LANGUAGE = 'A translation must be in the other language';
export const TRANSLATION_LANGUAGE_LOCKED =
  'This article is linked to its translation: unlink it before changing the language';
/** The other article already has a partner (docs/decisions/230): named, so the editor knows where to unlink it. */
export const translationTakenMessage = (title: string) =>
  `That article is already linked to its translation “${title}”. Unlink it there first.`;

/**
 * The create and update calls' `translation`: the id of the article in the other language; empty
 * or null unlinks; left out, the link stays as it is (docs/decisions/231).
 */
export const translationField = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .describe(
    'The id of this article’s translation (the other language); empty or null unlinks. Left out, the link stays. Linking is symmetric; an article has one translation at most.',
  );

/** The article in the other language, as answers name it; readers get it only while it is published. */
export const translationSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    language: z.enum(LANGUAGES),
  })
  .describe(
    'The same story in the other language. Single-article answers carry it (readers only while that article is published; admins always), and so do the listings an admin token reads; readers’ listings leave it out.',
  );
export type Translation = z.infer<typeof translationSchema>;
