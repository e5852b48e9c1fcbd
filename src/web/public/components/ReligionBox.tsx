import { TITLE_WORDS } from '../../../shared/constants';
import { listingMessages } from '../../../shared/messages/listings';
import { cardOfDated, type DatedNews, NewsCard } from './NewsCard';
import { NewsThumbRow } from './NewsThumbRow';
import { useT } from './page-language';

/** The category the settings name for the block, and its 9 newest articles. */
export type ReligionBoxData = { path: string; news: DatedNews[] };

/** docs/product.md, Listing pages: 'धर्म-ज्योतिष', the newest of one category, the first as a card and the rest as rows. */
export function ReligionBox({ block }: { block: ReligionBoxData }) {
  const t = useT();
  const [lead, ...rest] = block.news;
  return (
    <section aria-labelledby="religion-heading" className="border-t-4 border-brand bg-white">
      <h2 id="religion-heading" className="py-2 text-lg font-bold">
        <a href={block.path} className="hover:text-brand hover:underline">
          {t(listingMessages.religion)}
        </a>
      </h2>
      {lead ? (
        <>
          <NewsCard news={cardOfDated(lead, TITLE_WORDS)} sizes="(min-width: 1024px) 380px, 100vw" />
          <ul className="mt-2 divide-y divide-hairline border-t border-hairline">
            {rest.map(({ item }) => (
              <li key={item._id}>
                <NewsThumbRow item={item} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="py-4 text-muted">{t(listingMessages.noNews)}</p>
      )}
    </section>
  );
}
