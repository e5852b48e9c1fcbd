import type { LANGUAGES } from './constants';

/** An article's language as the newsroom names it. */
export type Language = (typeof LANGUAGES)[number];

/** A language as HTML's `lang`, feeds and sitemaps write it (BCP 47). */
export type LangCode = 'hi' | 'en';

const LANG_CODES: Record<Language, LangCode> = { Hindi: 'hi', English: 'en' };

/**
 * The `lang` of what shows an article's words. Always written, Hindi too: an article's title can
 * stand on a page of the other language (an English article's sidebar, the search page).
 */
export function langOf(language: Language): LangCode {
  return LANG_CODES[language];
}
