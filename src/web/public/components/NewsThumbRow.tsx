import { TITLE_WORDS } from '../../../shared/constants';
import type { News } from '../../../shared/schemas/news';
import { truncateWords } from '../../../shared/text';
import { NewsImage } from './NewsImage';

/** A sidebar row: a small 16:9 image and the title cut to 10 words. */
export function NewsThumbRow({ item }: { item: News }) {
  return (
    <a href={`/${item.slug}`} lang={item.language === 'English' ? 'en' : undefined} className="group flex gap-3 py-2.5">
      {item.images[0] ? (
        <NewsImage
          image={item.images[0]}
          alt=""
          sizes="112px"
          className="aspect-video w-28 shrink-0 self-start bg-panel object-cover"
        />
      ) : (
        <span className="aspect-video w-28 shrink-0 self-start bg-panel" />
      )}
      <span className="text-[15px] font-semibold leading-snug group-hover:underline">
        {truncateWords(item.title, TITLE_WORDS)}
      </span>
    </a>
  );
}
