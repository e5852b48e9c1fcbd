import { SEARCH_SUBTITLE_WORDS, SEARCH_TITLE_WORDS } from '../../../shared/constants';
import { truncateWords } from '../../../shared/text';
import type { DatedNews } from './NewsCard';
import { NewsImage } from './NewsImage';

/** The search page's results (spec 'Navigation': links to /{slug}, 18-word titles, 10-word subtitles). */
export function SearchResults({ news }: { news: DatedNews[] }) {
  return (
    <ul className="divide-y divide-hairline">
      {news.map(({ item, date }) => (
        <li key={item._id} lang={item.language === 'English' ? 'en' : 'hi'}>
          <a href={`/${item.slug}`} className="group flex gap-3 py-4 md:gap-4">
            {item.images[0] ? (
              <NewsImage
                image={item.images[0]}
                alt=""
                sizes="(min-width: 768px) 176px, 112px"
                className="aspect-video w-28 shrink-0 self-start bg-panel object-cover md:w-44"
              />
            ) : (
              <span className="aspect-video w-28 shrink-0 self-start bg-panel md:w-44" />
            )}
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
