import { romanise } from './romanise';

/** The longest slug suggested from a title or a name (docs/product.md, News form). */
export const SUGGESTED_SLUG_MAX_LENGTH = 80;

/**
 * A readable Latin slug for a title or a name in either script (decision 273): Hindi words as
 * newsrooms write them, accents dropped, letters, digits, underscores and single hyphens only,
 * cut at a word's end within `maxLength`.
 */
export function suggestSlug(text: string, maxLength = SUGGESTED_SLUG_MAX_LENGTH): string {
  const latin = romanise(text).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const slug = latin.replace(/[^a-z0-9_]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const wordEnd = cut.lastIndexOf('-');
  return (wordEnd > 0 ? cut.slice(0, wordEnd) : slug.slice(0, maxLength)).replace(/-+$/, '');
}
