import { createContext, type ReactNode, use } from 'react';
import { type Translate, translator } from '../../../shared/i18n/translate';
import type { LangCode } from '../../../shared/language';

/**
 * The page's one language (decision 262): its story's, else the site's. The frame and the page
 * render inside it; islands, hydrated alone in the browser, get theirs in their props instead.
 */
const PageLanguage = createContext<LangCode>('hi');

const TRANSLATORS: Record<LangCode, Translate> = { hi: translator('hi'), en: translator('en') };

export function PageLanguageProvider({ lang, children }: { lang: LangCode; children: ReactNode }) {
  return <PageLanguage value={lang}>{children}</PageLanguage>;
}

/** The page's language, for `lang` attributes, dates and island words. */
export function usePageLang(): LangCode {
  return use(PageLanguage);
}

/** Writes the catalogue's words in the page's language: `const t = useT(); t(siteMessages.search)`. */
export function useT(): Translate {
  return TRANSLATORS[use(PageLanguage)];
}
