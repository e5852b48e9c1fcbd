import { type LangCode, langOfText } from '../../../shared/language';
import { searchMessages } from '../../../shared/messages/search';
import type { DatedNews } from '../components/NewsCard';
import { Pagination } from '../components/Pagination';
import { useT } from '../components/page-language';
import { SearchResults } from '../components/SearchResults';
import { aroundSlot, SLOT } from '../words-around';

export type SearchPageData = {
  /** The page's language: the site's (decision 262). */
  lang: LangCode;
  query: string;
  news: DatedNews[];
  total: number;
  /** The search counted no further than 1,000 matches (decision 060). */
  totalIsLowerBound: boolean;
  page: number;
  pages: number;
};

/** The address of a search, page 1; the pager adds `&page=`. */
export function searchHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** '12 results for “cricket”' in the page's language, the query in its own. */
function ResultCount({ data }: { data: SearchPageData }) {
  const t = useT();
  const [before, after] = aroundSlot(
    t(searchMessages.resultsFor, { total: data.total, more: data.totalIsLowerBound ? 'yes' : 'no', query: SLOT }),
  );
  return (
    <p className="mt-4 text-[15px] text-muted">
      {before}
      <q lang={langOfText(data.query)} className="font-semibold text-ink">
        {data.query}
      </q>
      {after}
    </p>
  );
}

/**
 * `/search?q=`: a plain GET form and the results rendered on the server, so search works before
 * any script and every search can be linked; the navigation's overlay searches the same way.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="border-b-4 border-brand pb-2 text-[26px] font-bold leading-snug md:text-[28px]">
        {t(searchMessages.heading)}
      </h1>
      <SearchForm id="search-page-query" query={data.query} />
      {data.query !== '' &&
        (data.news.length === 0 ? (
          <p className="py-8 text-muted">{t(searchMessages.noNews)}</p>
        ) : (
          <>
            <ResultCount data={data} />
            <SearchResults news={data.news} />
            <Pagination base={searchHref(data.query)} page={data.page} pages={data.pages} />
          </>
        ))}
    </div>
  );
}

/** The search form as a plain GET to /search: the search page's, and the 404 page's. */
export function SearchForm({ id, query = '' }: { id: string; query?: string }) {
  const t = useT();
  return (
    <search>
      <form method="get" action="/search" className="mt-4 flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t(searchMessages.fieldLabel)}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          lang={query ? langOfText(query) : undefined}
          placeholder={t(searchMessages.placeholder)}
          enterKeyHint="search"
          maxLength={200}
          className="min-w-0 flex-1 rounded border border-muted px-3 py-2 text-[17px] focus:border-brand"
        />
        <button type="submit" className="rounded bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark">
          {t(searchMessages.submit)}
        </button>
      </form>
    </search>
  );
}
