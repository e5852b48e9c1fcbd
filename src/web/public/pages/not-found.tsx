import { TITLE_WORDS } from '../../../shared/constants';
import { listingMessages } from '../../../shared/messages/listings';
import { cardOfDated, type DatedNews, NewsCard } from '../components/NewsCard';
import { useT } from '../components/page-language';
import { SearchForm } from './search';

/**
 * docs/product.md, Not found: unknown paths, hidden or unknown articles and categories. It says so
 * in the site's language and offers a way on (decision 266): a search box (a plain GET to /search)
 * and the newest stories.
 */
export function NotFoundPage({ latest }: { latest: DatedNews[] }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl py-8">
      <section className="text-center">
        <h1 className="text-3xl font-bold">{t(listingMessages.notFound)}</h1>
        <p className="mt-3 text-muted">{t(listingMessages.notFoundHint)}</p>
        <div className="mx-auto max-w-xl text-left">
          <SearchForm id="not-found-query" />
        </div>
        <p className="mt-4">
          <a href="/" className="text-brand underline">
            {t(listingMessages.backHome)}
          </a>
        </p>
      </section>
      {latest.length > 0 && (
        <section aria-labelledby="not-found-latest" className="mt-10">
          <h2 id="not-found-latest" className="mb-4 border-b-4 border-brand pb-1 text-2xl font-bold">
            {t(listingMessages.latestStories)}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {latest.map((dated) => (
              <li key={dated.item._id}>
                <NewsCard news={cardOfDated(dated, TITLE_WORDS)} variant="row" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
