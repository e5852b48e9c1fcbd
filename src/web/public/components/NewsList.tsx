import { LIST_DESCRIPTION_WORDS, NO_NEWS_FOUND, TITLE_WORDS } from '../../../shared/constants';
import { stripHtml, truncateWords } from '../../../shared/text';
import type { DatedNews } from './NewsCard';
import { NewsImage } from './NewsImage';

/**
 * The list of a category or subcategory page (spec 'Category page'): image, title cut to 10
 * words, date, and the plain-text description cut to 25 words, which small screens leave out.
 */
export function NewsList({ news }: { news: DatedNews[] }) {
  if (news.length === 0) return <p className="py-8 text-muted">{NO_NEWS_FOUND}</p>;
  return (
    <ul className="divide-y divide-hairline">
      {news.map(({ item, date }, index) => (
        <li key={item._id} lang={item.language === 'English' ? 'en' : undefined}>
          <a href={`/${item.slug}`} className="group flex gap-3 py-4 md:gap-4">
            {item.images[0] ? (
              <NewsImage
                image={item.images[0]}
                alt=""
                priority={index === 0}
                sizes="(min-width: 768px) 240px, 128px"
                className="aspect-video w-32 shrink-0 self-start bg-panel object-cover md:w-60"
              />
            ) : (
              <span className="aspect-video w-32 shrink-0 self-start bg-panel md:w-60" />
            )}
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
