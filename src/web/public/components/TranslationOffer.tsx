import { translate } from '../../../shared/i18n/translate';
import { langOf } from '../../../shared/language';
import { articleMessages } from '../../../shared/messages/article';
import type { Translation } from '../../../shared/schemas/news-translation';
import { HREFLANG } from '../language-alternates';

/**
 * A plain link to the story in the other language, under the headline; no script. The offer is
 * written in the language it leads to, so a reader of either edition reads it (docs/product.md,
 * Translations), and carries that `lang`.
 */
export function TranslationOffer({ translation }: { translation: Translation }) {
  const lang = langOf(translation.language);
  return (
    <p className="mt-3">
      <a
        href={`/${translation.slug}`}
        hrefLang={HREFLANG[translation.language]}
        lang={lang}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand px-4 py-2 text-[15px] font-semibold text-brand hover:bg-brand hover:text-white focus-visible:bg-brand focus-visible:text-white"
      >
        <span aria-hidden="true">⇄</span>
        {translate(lang, articleMessages.readTranslation)}
      </a>
    </p>
  );
}
