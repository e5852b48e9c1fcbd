import { type LangCode, langOf } from '../../../shared/language';
import type { ImageRef, News } from '../../../shared/schemas/news';
import { truncateWords } from '../../../shared/text';
import { LiveLabel } from '../live-blog/LiveLabel';
import { isLiveNow } from '../live-blog/live-blog-words';
import { NewsImageBox } from './NewsImageBox';

/**
 * An article as a card shows it, titles already cut on the server: small enough to be an island's
 * props (the big-news carousel), with nothing of the article a card does not show.
 */
export type CardNews = {
  id: string;
  href: string;
  title: string;
  /** The title's language: a card can stand on a page of the other language. */
  lang: LangCode;
  /** A shorter cut for small cards on phones (5 words in the big-news carousel: docs/product.md, Home). */
  phoneTitle?: string;
  /** 'MMMM d, yyyy' in the site time zone. */
  date: string;
  image: ImageRef | null;
  /** A live blog under way: the card says 'LIVE' (docs/product.md, Live blog). */
  live?: true;
};

/** An article with its date already formatted for a list (listings, sidebars, search). */
export type DatedNews = { item: News; date: string };

/** A dated article as a card shows it, its title cut to `titleWords`. */
export function cardOfDated({ item, date }: DatedNews, titleWords: number): CardNews {
  return {
    id: item._id,
    href: `/${item.slug}`,
    title: truncateWords(item.title, titleWords),
    lang: langOf(item.language),
    date,
    image: item.images[0] ?? null,
    ...(isLiveNow(item) ? { live: true as const } : {}),
  };
}

type NewsCardProps = {
  news: CardNews;
  /** `lead`: the large card of a block; `row`: a small image beside the title, for lists. */
  variant?: 'lead' | 'tile' | 'row';
  /** The page's LCP image: eager, fetched first. */
  priority?: boolean;
  sizes?: string;
};

const TITLE_CLASS = {
  lead: 'mt-2 text-[20px] font-bold leading-snug md:text-[26px]',
  tile: 'mt-2 text-[16px] font-semibold leading-snug',
  row: 'text-[16px] font-semibold leading-snug',
} as const;

const DEFAULT_SIZES = {
  lead: '(min-width: 1024px) 560px, 100vw',
  tile: '(min-width: 1024px) 280px, 50vw',
  row: '160px',
} as const;

function Title({ news, className }: { news: CardNews; className: string }) {
  if (!news.phoneTitle)
    return (
      <span lang={news.lang} className={`block group-hover:underline ${className}`}>
        {news.live && <LiveLabel lang={news.lang} />}
        {news.title}
      </span>
    );
  return (
    <span lang={news.lang} className={`block group-hover:underline ${className}`}>
      {news.live && <LiveLabel lang={news.lang} />}
      <span className="sm:hidden">{news.phoneTitle}</span>
      <span className="hidden sm:inline">{news.title}</span>
    </span>
  );
}

/** The card of docs/product.md, Look and words: a 16:9 image box, the title (underlined on hover, never the whole card), the date. */
export function NewsCard({ news, variant = 'tile', priority = false, sizes }: NewsCardProps) {
  const date = <span className="mt-1 block text-[13px] leading-normal text-muted">{news.date}</span>;
  if (variant === 'row') {
    return (
      <a href={news.href} className="group flex items-start gap-3">
        <NewsImageBox
          image={news.image}
          priority={priority}
          sizes={sizes ?? DEFAULT_SIZES.row}
          className="w-32 shrink-0 sm:w-40"
        />
        <span className="min-w-0">
          <Title news={news} className={TITLE_CLASS.row} />
          {date}
        </span>
      </a>
    );
  }
  return (
    <a href={news.href} className="group block">
      <NewsImageBox image={news.image} priority={priority} sizes={sizes ?? DEFAULT_SIZES[variant]} className="w-full" />
      <Title news={news} className={TITLE_CLASS[variant]} />
      {date}
    </a>
  );
}
