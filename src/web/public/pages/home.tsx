import { langOfText } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import { pollMessages } from '../../../shared/messages/polls';
import { categoryPath } from '../../../shared/urls';
import { type AdCreative, AdSlot } from '../components/AdSlot';
import { BigNewsCarousel } from '../components/BigNewsCarousel';
import { Island } from '../components/Island';
import { MostRead, type MostReadItem } from '../components/MostRead';
import { type CardNews, NewsCard } from '../components/NewsCard';
import { OpinionSection } from '../components/OpinionSection';
import { usePageLang, useT } from '../components/page-language';
import { allIslandWords, islandWords } from '../island-words.server';
import PollVote, { type PollView } from '../islands/PollVote.island';
import VideoPosters, { type PlayableItem, type PosterShape } from '../islands/VideoPosters.island';

export type HomeSectionData = {
  category: { _id: string; name: string; slug: string };
  lead: CardNews | null;
  more: CardNews[];
};

export type HomePageData = {
  siteName: string;
  bigNews: CardNews[];
  ads: { top: AdCreative[]; right: AdCreative[]; bottom: AdCreative[] };
  sections: HomeSectionData[];
  videos: { middle: PlayableItem[]; short: PlayableItem[]; side: PlayableItem[] };
  liveStreams: PlayableItem[];
  poll: PollView | null;
  breaking: string[];
  mostRead: MostReadItem[];
};

/** How many home sections come before the middle video row. */
const SECTIONS_BEFORE_VIDEOS = 3;

/**
 * Blocks laid out only as they near the screen (decision 255): the page's first layout covers its
 * first screens, not the sections and sidebar far below them on a phone. The height stands in for
 * a block until it is first drawn, and is remembered after.
 */
const LAID_OUT_NEAR_SCREEN = {
  section: '[content-visibility:auto] [contain-intrinsic-height:auto_700px]',
  videos: '[content-visibility:auto] [contain-intrinsic-height:auto_420px]',
  sidebar: '[content-visibility:auto] [contain-intrinsic-height:auto_2400px]',
} as const;

function BlockHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-4 border-b-4 border-brand pb-1 text-2xl font-bold">
      {children}
    </h2>
  );
}

/** A home section (docs/product.md, Home): the category's 4 newest, 1 large with a 10-word title, 3 small with 20-word titles. */
function Section({ section }: { section: HomeSectionData }) {
  const t = useT();
  const id = `section-${section.category._id}`;
  return (
    <section aria-labelledby={id} className={LAID_OUT_NEAR_SCREEN.section}>
      <BlockHeading id={id}>
        <a href={categoryPath(section.category)} lang={langOfText(section.category.name)} className="hover:underline">
          {section.category.name}
        </a>
      </BlockHeading>
      {section.lead ? (
        <div className="grid gap-5 md:grid-cols-2">
          <NewsCard
            news={section.lead}
            variant="lead"
            sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
          />
          <ul className="space-y-4">
            {section.more.map((news) => (
              <li key={news.id} className="border-b border-hairline pb-4 last:border-0 last:pb-0">
                <NewsCard news={news} variant="row" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-muted">{t(listingMessages.noNews)}</p>
      )}
    </section>
  );
}

/** A block of players behind posters (docs/decisions/085), with its heading; absent when empty. */
function VideoBlock({
  id,
  heading,
  items,
  shape,
  listClass,
}: {
  id: string;
  heading: string;
  items: PlayableItem[];
  shape: PosterShape;
  listClass: string;
}) {
  const lang = usePageLang();
  if (items.length === 0) return null;
  const words = islandWords(lang, listingMessages, ['play']);
  return (
    <section aria-labelledby={id} className={LAID_OUT_NEAR_SCREEN.videos}>
      <BlockHeading id={id}>{heading}</BlockHeading>
      <Island name="VideoPosters" component={VideoPosters} props={{ items, shape, listClass, words }} when="visible" />
    </section>
  );
}

/** docs/product.md, Home: the breaking-news strip, only when a line exists. */
function BreakingStrip({ lines }: { lines: string[] }) {
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="breaking-strip" className="bg-panel">
      <h2 id="breaking-strip" className="bg-brand px-4 py-1.5 text-[15px] font-bold text-white">
        {t(listingMessages.breakingNews)}
      </h2>
      <ul className="divide-y divide-hairline px-4">
        {lines.map((line) => (
          <li key={line} lang={langOfText(line)} className="py-2.5 text-[16px] font-semibold leading-snug">
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * docs/product.md, Home, in its order: the big-news carousel, the top ad, the category sections (with the
 * video rows between them and a sidebar of live streams, the poll, videos and ads beside them on
 * wide screens), the bottom ad, the breaking-news strip, then the 'Your opinion' form. A block
 * without content (or whose read failed) is left out.
 */
export function HomePage({ data }: { data: HomePageData }) {
  const t = useT();
  const lang = usePageLang();
  const before = data.sections.slice(0, SECTIONS_BEFORE_VIDEOS);
  const after = data.sections.slice(SECTIONS_BEFORE_VIDEOS);
  return (
    <div className="flex flex-col gap-10">
      <h1 lang={langOfText(data.siteName)} className="sr-only">
        {data.siteName}
      </h1>
      {data.bigNews.length > 0 && <BigNewsCarousel news={data.bigNews} heading={t(listingMessages.bigNews)} />}
      <AdSlot ads={data.ads.top} place="top" />
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-10 lg:col-span-2">
          {before.map((section) => (
            <Section key={section.category._id} section={section} />
          ))}
          <VideoBlock
            id="videos"
            heading={t(listingMessages.videos)}
            items={data.videos.middle}
            shape="wide"
            listClass="grid gap-4 sm:grid-cols-2"
          />
          {after.map((section) => (
            <Section key={section.category._id} section={section} />
          ))}
          <VideoBlock
            id="shorts"
            heading={t(listingMessages.shorts)}
            items={data.videos.short}
            shape="tall"
            listClass="scrollbar-none grid auto-cols-[150px] grid-flow-col gap-3 overflow-x-auto sm:auto-cols-[180px]"
          />
        </div>
        <div className={`grid content-start gap-10 md:grid-cols-2 lg:grid-cols-1 ${LAID_OUT_NEAR_SCREEN.sidebar}`}>
          <MostRead items={data.mostRead} lang={lang} />
          <VideoBlock
            id="live"
            heading={t(listingMessages.live)}
            items={data.liveStreams}
            shape="wide"
            listClass="space-y-4"
          />
          {data.poll && (
            <Island
              name="PollVote"
              component={PollVote}
              props={{ poll: data.poll, words: allIslandWords(lang, pollMessages) }}
              when="visible"
            />
          )}
          <VideoBlock
            id="side-videos"
            heading={t(listingMessages.moreVideos)}
            items={data.videos.side}
            shape="wide"
            listClass="space-y-4"
          />
          <AdSlot ads={data.ads.right} place="right" />
        </div>
      </div>
      <AdSlot ads={data.ads.bottom} place="bottom" />
      <BreakingStrip lines={data.breaking} />
      <OpinionSection />
    </div>
  );
}
