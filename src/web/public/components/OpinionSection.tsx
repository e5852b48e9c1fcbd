import { opinionMessages } from '../../../shared/messages/opinion';
import { allIslandWords } from '../island-words.server';
import OpinionForm from '../islands/OpinionForm.island';
import { Island } from './Island';
import { usePageLang, useT } from './page-language';

/**
 * The 'Your opinion' ('आपकी राय') feedback section (docs/product.md, Your opinion form) on the home
 * and contact pages. The form is an island woken when it nears the screen, with its words in the
 * page's language; it fetches its own captcha (docs/decisions/087).
 */
export function OpinionSection({ className = 'mt-10' }: { className?: string }) {
  const t = useT();
  const lang = usePageLang();
  return (
    <section
      aria-labelledby="opinion-heading"
      className={`${className} border-t-4 border-brand bg-panel px-4 py-6 sm:px-6`}
    >
      <h2 id="opinion-heading" className="text-2xl font-bold">
        {t(opinionMessages.heading)}
      </h2>
      <p className="mb-5 text-muted">{t(opinionMessages.intro)}</p>
      <Island
        name="OpinionForm"
        component={OpinionForm}
        props={{ words: allIslandWords(lang, opinionMessages) }}
        when="visible"
      />
      <noscript>
        <p className="mt-4 text-brand">{t(opinionMessages.needsScript)}</p>
      </noscript>
    </section>
  );
}
