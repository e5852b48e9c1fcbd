import {
  BIG_NEWS_CAROUSEL_ITEMS,
  BREAKING_TICKER_ITEMS,
  CATEGORY_SECTION_ITEMS,
  HOME_ADS,
  HOME_LIVE_STREAMS,
  HOME_SECTIONS,
  HOME_VIDEOS,
} from '../../../shared/constants';
import type { Ad } from '../../../shared/schemas/ads';
import type { BreakingNews } from '../../../shared/schemas/breaking';
import type { Category } from '../../../shared/schemas/categories';
import type { LiveStream } from '../../../shared/schemas/live';
import type { News } from '../../../shared/schemas/news';
import type { Poll } from '../../../shared/schemas/polls';
import type { Settings } from '../../../shared/schemas/settings';
import type { Video } from '../../../shared/schemas/videos';
import type { AppContext } from '../../context';
import { presentAd } from '../ads/ads.presenter';
import { listAds } from '../ads/ads.repository';
import { presentBreakingNews } from '../breaking/breaking.presenter';
import { listBreakingNews } from '../breaking/breaking.repository';
import { listNavigationCategories } from '../categories/categories.service';
import { presentLiveStream } from '../live/live.presenter';
import { listLiveStreams } from '../live/live.repository';
import { listPublishedBlocks } from '../news/news.published';
import { presentPoll } from '../polls/polls.presenter';
import { findLatestPoll } from '../polls/polls.repository';
import { getSettings } from '../settings/settings.service';
import { presentVideo } from '../videos/videos.presenter';
import { listVideos } from '../videos/videos.repository';

export type HomeSection = { category: { _id: string; name: string; slug: string }; news: News[] };

/** Everything the home page shows, read for the site's loader (decision 080). */
export type HomePage = {
  /** Read for the home page's own choices; the site's frame reuses it rather than reading it again. */
  settings: Settings;
  navigation: Category[];
  bigNews: News[];
  sections: HomeSection[];
  breakingNews: BreakingNews[];
  ads: Ad[];
  videos: Video[];
  poll: Poll | null;
  liveStreams: LiveStream[];
};

/**
 * The messages a failed block read is logged with (docs/product.md, Messages), in the same wording for
 * the blocks that list does not name.
 */
export const BLOCK_FAILURES = {
  news: 'Could Not Fetch News',
  breakingNews: 'Could not fetch breaking news categories',
  liveStreams: 'Could not fetch live news categories',
  ads: 'Could Not Fetch Ads',
  videos: 'Could Not Fetch Videos',
  poll: 'Could Not Fetch Poll',
} as const;

/**
 * docs/product.md, Home: a block whose read fails is logged and shown as empty (so the page
 * leaves it out); the rest of the page still renders.
 */
async function readBlock<T>(ctx: AppContext, failure: string, read: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    ctx.log.error({ err: error }, failure);
    return empty;
  }
}

/** The ticker's lines (docs/product.md, Site layout: the 3 newest active ones); none when the read fails. */
export function listTickerLines(ctx: AppContext): Promise<BreakingNews[]> {
  return readBlock(
    ctx,
    BLOCK_FAILURES.breakingNews,
    async () =>
      (await listBreakingNews(ctx.db, { activeOnly: true, limit: BREAKING_TICKER_ITEMS })).map(presentBreakingNews),
    [],
  );
}

/** Big news and the home sections: one query (a UNION ALL of limited, index-backed arms). */
async function readArticleBlocks(ctx: AppContext, settings: Settings, navigation: Category[]) {
  const categories = new Map(navigation.map((category) => [category._id, category]));
  const sectionCategories = settings.homeSectionCategoryIds
    .flatMap((id) => categories.get(id) ?? [])
    .slice(0, HOME_SECTIONS);
  const [bigNews = [], ...sectionNews] = await listPublishedBlocks(ctx, [
    { type: 'big-news', limit: BIG_NEWS_CAROUSEL_ITEMS },
    ...sectionCategories.map((category) => ({ categoryId: category._id, limit: CATEGORY_SECTION_ITEMS })),
  ]);
  const sections = sectionCategories.map((category, index) => ({
    category: { _id: category._id, name: category.name, slug: category.slug },
    news: sectionNews[index] ?? [],
  }));
  return { bigNews, sections };
}

/**
 * The home page in eight queries whatever the content: settings, navigation, every article block
 * at once (big news and the six sections), breaking news, ads, videos, the latest poll with its
 * options, live streams. No count: the home page shows no totals. Settings and navigation are the
 * frame and may fail the page; every other block is read on its own and left out when it fails.
 */
export async function loadHomePage(ctx: AppContext): Promise<HomePage> {
  const frame = Promise.all([getSettings(ctx), listNavigationCategories(ctx)]);
  const [[settings, navigation], articles, breakingNews, ads, videos, poll, liveStreams] = await Promise.all([
    frame,
    frame.then(([settings, navigation]) =>
      readBlock(ctx, BLOCK_FAILURES.news, () => readArticleBlocks(ctx, settings, navigation), {
        bigNews: [],
        sections: [],
      }),
    ),
    listTickerLines(ctx),
    readBlock(ctx, BLOCK_FAILURES.ads, async () => (await listAds(ctx.db, {}, HOME_ADS)).map(presentAd), []),
    readBlock(ctx, BLOCK_FAILURES.videos, async () => (await listVideos(ctx.db, HOME_VIDEOS)).map(presentVideo), []),
    readBlock(
      ctx,
      BLOCK_FAILURES.poll,
      async () => {
        const latest = await findLatestPoll(ctx.db);
        return latest ? presentPoll(latest) : null;
      },
      null,
    ),
    readBlock(
      ctx,
      BLOCK_FAILURES.liveStreams,
      async () =>
        (await listLiveStreams(ctx.db, { activeOnly: true, limit: HOME_LIVE_STREAMS })).map(presentLiveStream),
      [],
    ),
  ]);
  return { settings, navigation, ...articles, breakingNews, ads, videos, poll, liveStreams };
}
