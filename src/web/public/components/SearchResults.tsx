import { SEARCH_SUBTITLE_WORDS, SEARCH_TITLE_WORDS } from '../../../shared/constants';
import { truncateWords } from '../../../shared/text';
import { ArticleRow } from './ArticleRow';
import type { DatedNews } from './NewsCard';
import { IMAGE_SIZES } from './NewsImage';

/** The search page's results (docs/product.md, Search: links to /{slug}, 18-word titles, 10-word subtitles). */
export function SearchResults({ news }: { news: DatedNews[] }) {
  return (
    <ul className="divide-y divide-hairline">
      {news.map(({ item, date }) => (
        <ArticleRow
          key={item._id}
          item={item}
          title={truncateWords(item.title, SEARCH_TITLE_WORDS)}
          imageWidth="w-28 md:w-44"
          sizes={IMAGE_SIZES.searchResult}
        >
          {item.subtitle && (
            <span className="mt-1 block text-[15px] leading-snug text-muted">
              {truncateWords(item.subtitle, SEARCH_SUBTITLE_WORDS)}
            </span>
          )}
          <span className="mt-1 block text-[13px] text-muted">{date}</span>
        </ArticleRow>
      ))}
    </ul>
  );
}
