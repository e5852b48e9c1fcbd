import type { ReactNode } from 'react';
import { langOf } from '../../../shared/language';
import type { News } from '../../../shared/schemas/news';
import { LiveLabel } from '../live-blog/LiveLabel';
import { isLiveNow } from '../live-blog/live-blog-words';
import { NewsImageBox } from './NewsImageBox';

type ArticleRowProps = {
  item: News;
  /** The title, already cut to the list's length. */
  title: string;
  /** The image box's widths, e.g. `w-32 md:w-60`. */
  imageWidth: string;
  sizes: string;
  priority?: boolean;
  /** What the list shows under the title: date, subtitle, description. */
  children: ReactNode;
};

/** A row of a page's article list (category, subcategory, search): the image beside the title and what follows it. */
export function ArticleRow({ item, title, imageWidth, sizes, priority = false, children }: ArticleRowProps) {
  return (
    <li lang={langOf(item.language)}>
      <a href={`/${item.slug}`} className="group flex gap-3 py-4 md:gap-4">
        <NewsImageBox
          image={item.images[0]}
          priority={priority}
          sizes={sizes}
          className={`${imageWidth} shrink-0 self-start`}
        />
        <span className="min-w-0">
          <span className="block text-[16px] font-semibold leading-snug group-hover:underline md:text-lg">
            {isLiveNow(item) && <LiveLabel lang={langOf(item.language)} />}
            {title}
          </span>
          {children}
        </span>
      </a>
    </li>
  );
}
