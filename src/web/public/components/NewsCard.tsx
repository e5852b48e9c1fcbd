import type { News } from '../../../shared/schemas/news';
import { truncateWords } from '../../../shared/text';
import { IMAGE_SIZES, NewsImage } from './NewsImage';

export type DatedNews = { item: News; date: string };

type NewsCardProps = { news: DatedNews; titleWords: number; large?: boolean; priority?: boolean };

/** VISUAL.md's card: a 16:9 image box, the title under it (underlined on hover), the date below. */
export function NewsCard({ news: { item, date }, titleWords, large = false, priority = false }: NewsCardProps) {
  return (
    <a href={`/${item.slug}`} className="group block">
      {item.images[0] ? (
        <NewsImage
          image={item.images[0]}
          alt=""
          priority={priority}
          sizes={large ? IMAGE_SIZES.largeCard : IMAGE_SIZES.smallCard}
          className="aspect-video w-full object-cover"
        />
      ) : (
        <span className="block aspect-video w-full bg-panel" />
      )}
      <span
        className={`mt-2 block font-semibold leading-snug group-hover:underline ${large ? 'text-xl md:text-2xl' : 'text-[16px]'}`}
      >
        {truncateWords(item.title, titleWords)}
      </span>
      <span className="mt-1 block text-[13px] text-muted">{date}</span>
    </a>
  );
}
