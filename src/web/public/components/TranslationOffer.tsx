import { langOf } from '../../../shared/language';
import type { Translation } from '../../../shared/schemas/news-translation';
import { HREFLANG } from '../language-alternates';

/** The offer in the language it leads to, so a reader of either edition reads it (docs/product.md, Translations). */
const OFFERS = { Hindi: 'यह खबर हिंदी में पढ़ें', English: 'Read this story in English' } as const;

/** A plain link to the story in the other language, under the headline; no script. */
export function TranslationOffer({ translation }: { translation: Translation }) {
  return (
    <p className="mt-3">
      <a
        href={`/${translation.slug}`}
        hrefLang={HREFLANG[translation.language]}
        lang={langOf(translation.language)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand px-4 py-2 text-[15px] font-semibold text-brand hover:bg-brand hover:text-white focus-visible:bg-brand focus-visible:text-white"
      >
        <span aria-hidden="true">⇄</span>
        {OFFERS[translation.language]}
      </a>
    </p>
  );
}
