import type { Language } from '../../shared/language';

/** A language as `hreflang` names it: the newsroom writes for readers in India. */
export const HREFLANG = { Hindi: 'hi-IN', English: 'en-IN' } as const satisfies Record<Language, string>;

/** One address of a story in a language, as `<link rel="alternate">` and a sitemap's `xhtml:link` name it. */
export type LanguageAlternate = { hreflang: 'hi-IN' | 'en-IN' | 'x-default'; href: string };

/**
 * The addresses of a story told in both languages (decision 233): the Hindi article, the English
 * one, and the Hindi one again as `x-default`, the newsroom's first language. Empty when the
 * article has no translation readers can open: an article alone names no alternates.
 */
export function languageAlternates(
  origin: string,
  article: { slug: string; language: Language },
  partnerSlug: string | null | undefined,
): LanguageAlternate[] {
  if (!partnerSlug) return [];
  const [hindi, english] = article.language === 'Hindi' ? [article.slug, partnerSlug] : [partnerSlug, article.slug];
  return [
    { hreflang: HREFLANG.Hindi, href: `${origin}/${hindi}` },
    { hreflang: HREFLANG.English, href: `${origin}/${english}` },
    { hreflang: 'x-default', href: `${origin}/${hindi}` },
  ];
}
