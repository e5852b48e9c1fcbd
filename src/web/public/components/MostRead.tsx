import { TITLE_WORDS } from '../../../shared/constants';
import { translate } from '../../../shared/i18n/translate';
import { type LangCode, type Language, langOf } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import { truncateWords } from '../../../shared/text';

export type MostReadItem = { id: string; slug: string; title: string; language: Language };

/**
 * docs/product.md, Most read: the most read articles of the last 24 hours, ranked, each a link,
 * under a heading in the page's language (an article's page passes its article's); in the kept page's bytes, no script (decision 241). Absent
 * until something has been read.
 */
export function MostRead({ items, lang }: { items: MostReadItem[]; lang: LangCode }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="most-read" className="border-t-4 border-brand bg-white">
      <h2 id="most-read" className="py-2 text-lg font-bold">
        {translate(lang, listingMessages.mostRead)}
      </h2>
      <ol className="divide-y divide-hairline">
        {items.map((item, index) => (
          <li key={item.id} className="flex items-start gap-3 py-2.5">
            <span
              aria-hidden="true"
              className="w-7 shrink-0 text-right text-2xl font-bold leading-none text-brand tabular-nums"
            >
              {(index + 1).toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}
            </span>
            <a
              href={`/${item.slug}`}
              lang={langOf(item.language)}
              className="text-[15px] font-semibold leading-snug hover:underline"
            >
              {truncateWords(item.title, TITLE_WORDS)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
