import { NO_NEWS_FOUND } from '../../../shared/constants';
import type { DatedNews } from '../components/NewsCard';
import { Pagination } from '../components/Pagination';
import { SearchResults } from '../components/SearchResults';

export type SearchPageData = {
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

function resultCount(data: SearchPageData): string {
  const count = data.totalIsLowerBound ? `${data.total}+` : String(data.total);
  return `${count} ${data.total === 1 ? 'result' : 'results'}`;
}

/**
 * `/search?q=`: a plain GET form and the results rendered on the server, so search works before
 * any script and every search can be linked; the navigation's overlay searches the same way.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="border-b-4 border-brand pb-2 text-[26px] font-bold leading-snug md:text-[28px]">Search</h1>
      <search>
        <form method="get" action="/search" className="mt-4 flex gap-2">
          <label htmlFor="search-page-query" className="sr-only">
            Search news
          </label>
          <input
            id="search-page-query"
            type="search"
            name="q"
            defaultValue={data.query}
            placeholder="ख़बर खोजें / Search news"
            enterKeyHint="search"
            maxLength={200}
            className="min-w-0 flex-1 rounded border border-muted px-3 py-2 text-[17px] focus:border-brand"
          />
          <button type="submit" className="rounded bg-brand px-4 py-2 font-bold text-white hover:bg-brand-dark">
            Search
          </button>
        </form>
      </search>
      {data.query !== '' &&
        (data.news.length === 0 ? (
          <p className="py-8 text-muted">{NO_NEWS_FOUND}</p>
        ) : (
          <>
            <p className="mt-4 text-[15px] text-muted">
              {resultCount(data)} for <q className="font-semibold text-ink">{data.query}</q>
            </p>
            <SearchResults news={data.news} />
            <Pagination base={searchHref(data.query)} page={data.page} pages={data.pages} />
          </>
        ))}
    </div>
  );
}
