import { SEARCH_SUBTITLE_WORDS, SEARCH_TITLE_WORDS } from '../../../shared/constants';
import { langOf } from '../../../shared/language';
import { truncateWords } from '../../../shared/text';
import type { DatedNews } from './NewsCard';
import { IMAGE_SIZES } from './NewsImage';
import { NewsImageBox } from './NewsImageBox';

/** The search page's results (spec 'Navigation': links to /{slug}, 18-word titles, 10-word subtitles). */
export function SearchResults({ news }: { news: DatedNews[] }) {
  return (
    <ul className="divide-y divide-hairline">
      {news.map(({ item, date }) => (
        <li key={item._id} lang={langOf(item.language)}>
          <a href={`/${item.slug}`} className="group flex gap-3 py-4 md:gap-4">
            <NewsImageBox
              image={item.images[0]}
              sizes={IMAGE_SIZES.searchResult}
              className="w-28 shrink-0 self-start md:w-44"
            />
            <span className="min-w-0">
              <span className="block text-[16px] font-semibold leading-snug group-hover:underline md:text-lg">
                {truncateWords(item.title, SEARCH_TITLE_WORDS)}
              </span>
              {item.subtitle && (
                <span className="mt-1 block text-[15px] leading-snug text-muted">
                  {truncateWords(item.subtitle, SEARCH_SUBTITLE_WORDS)}
                </span>
              )}
              <span className="mt-1 block text-[13px] text-muted">{date}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
