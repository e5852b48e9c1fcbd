import { LIST_DESCRIPTION_WORDS, TITLE_WORDS } from '../../../shared/constants';
import { listingMessages } from '../../../shared/messages/listings';
import { stripHtml, truncateWords } from '../../../shared/text';
import { ArticleRow } from './ArticleRow';
import type { DatedNews } from './NewsCard';
import { IMAGE_SIZES } from './NewsImage';
import { useT } from './page-language';

/**
 * The list of a category or subcategory page (docs/product.md, Listing pages): image, title cut to 10
 * words, date, and the plain-text description cut to 25 words, which small screens leave out.
 */
export function NewsList({ news }: { news: DatedNews[] }) {
  const t = useT();
  if (news.length === 0) return <p className="py-8 text-muted">{t(listingMessages.noNews)}</p>;
  return (
    <ul className="divide-y divide-hairline">
      {news.map(({ item, date }, index) => (
        <ArticleRow
          key={item._id}
          item={item}
          title={truncateWords(item.title, TITLE_WORDS)}
          imageWidth="w-32 md:w-60"
          sizes={IMAGE_SIZES.listing}
          priority={index === 0}
        >
          <span className="mt-1 block text-[13px] text-muted">{date}</span>
          <span className="mt-1 hidden text-[15px] leading-relaxed text-muted md:block">
            {truncateWords(stripHtml(item.description), LIST_DESCRIPTION_WORDS)}
          </span>
        </ArticleRow>
      ))}
    </ul>
  );
}
