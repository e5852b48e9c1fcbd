import { LIST_DESCRIPTION_WORDS, TITLE_WORDS } from '../../../shared/constants';
import { langOf } from '../../../shared/language';
import { stripHtml, truncateWords } from '../../../shared/text';
import type { DatedNews } from './NewsCard';
import { IMAGE_SIZES } from './NewsImage';
import { NewsImageBox } from './NewsImageBox';

export const NO_NEWS_FOUND = 'No news found...';

/**
 * The list of a category or subcategory page (spec 'Category page'): image, title cut to 10
 * words, date, and the plain-text description cut to 25 words, which small screens leave out.
 */
export function NewsList({ news }: { news: DatedNews[] }) {
  if (news.length === 0) return <p className="py-8 text-muted">{NO_NEWS_FOUND}</p>;
  return (
    <ul className="divide-y divide-hairline">
      {news.map(({ item, date }, index) => (
        <li key={item._id} lang={langOf(item.language)}>
          <a href={`/${item.slug}`} className="group flex gap-3 py-4 md:gap-4">
            <NewsImageBox
              image={item.images[0]}
              priority={index === 0}
              sizes={IMAGE_SIZES.listing}
              className="w-32 shrink-0 self-start md:w-60"
            />
            <span className="min-w-0">
              <span className="block text-[16px] font-semibold leading-snug group-hover:underline md:text-lg">
                {truncateWords(item.title, TITLE_WORDS)}
              </span>
              <span className="mt-1 block text-[13px] text-muted">{date}</span>
              <span className="mt-1 hidden text-[15px] leading-relaxed text-muted md:block">
                {truncateWords(stripHtml(item.description), LIST_DESCRIPTION_WORDS)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
