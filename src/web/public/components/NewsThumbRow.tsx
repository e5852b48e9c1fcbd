import { TITLE_WORDS } from '../../../shared/constants';
import { langOf } from '../../../shared/language';
import type { News } from '../../../shared/schemas/news';
import { truncateWords } from '../../../shared/text';
import { LiveLabel } from '../live-blog/LiveLabel';
import { isLiveNow } from '../live-blog/live-blog-words';
import { IMAGE_SIZES } from './NewsImage';
import { NewsImageBox } from './NewsImageBox';

/** A sidebar row: a small 16:9 image and the title cut to 10 words. */
export function NewsThumbRow({ item }: { item: News }) {
  return (
    <a href={`/${item.slug}`} lang={langOf(item.language)} className="group flex gap-3 py-2.5">
      <NewsImageBox image={item.images[0]} sizes={IMAGE_SIZES.sidebar} className="w-28 shrink-0 self-start" />
      <span className="text-[15px] font-semibold leading-snug group-hover:underline">
        {isLiveNow(item) && <LiveLabel lang={langOf(item.language)} />}
        {truncateWords(item.title, TITLE_WORDS)}
      </span>
    </a>
  );
}
