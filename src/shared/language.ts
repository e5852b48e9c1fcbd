import type { LANGUAGES } from './constants';

/** An article's language as the newsroom names it. */
export type Language = (typeof LANGUAGES)[number];

/** Languages as HTML's `lang`, feeds and sitemaps write them (BCP 47), Hindi first. */
export const LANG_CODES = ['hi', 'en'] as const;
export type LangCode = (typeof LANG_CODES)[number];

const LANG_OF: Record<Language, LangCode> = { Hindi: 'hi', English: 'en' };

/**
 * The `lang` of what shows an article's words. Always written, Hindi too: an article's title can
 * stand on a page of the other language (an English article's sidebar, the search page).
 */
export function langOf(language: Language): LangCode {
  return LANG_OF[language];
}
