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

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The `lang` of words an editor wrote in either script (a category's or a tag's name, an ad's
 * label): Hindi when they hold Devanagari. Content of the other language on a page carries it, so
 * screen readers speak it right and the one-language test tells it from the page's own words.
 */
export function langOfText(text: string): LangCode {
  return DEVANAGARI.test(text) ? 'hi' : 'en';
}
