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

export type HomeSection = { category: { _id: string; name: string }; news: News[] };

/** Everything the home page shows, read for the site's loader (DESIGN §3a). */
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
 * The home page in eight queries whatever the content: settings, navigation, every article block
 * at once (big news and the six sections, one UNION ALL), breaking news, ads, videos, the latest
 * poll with its options, live streams. No count: the home page shows no totals.
 */
export async function loadHomePage(ctx: AppContext): Promise<HomePage> {
  const [settings, navigation, breaking, ads, videos, poll, live] = await Promise.all([
    getSettings(ctx),
    listNavigationCategories(ctx),
    listBreakingNews(ctx.db, { activeOnly: true, limit: BREAKING_TICKER_ITEMS }),
    listAds(ctx.db, {}, HOME_ADS),
    listVideos(ctx.db, HOME_VIDEOS),
    findLatestPoll(ctx.db),
    listLiveStreams(ctx.db, { activeOnly: true, limit: HOME_LIVE_STREAMS }),
  ]);
  const categories = new Map(navigation.map((category) => [category._id, category]));
  const sectionCategories = settings.homeSectionCategoryIds
    .flatMap((id) => categories.get(id) ?? [])
    .slice(0, HOME_SECTIONS);
  const [bigNews = [], ...sectionNews] = await listPublishedBlocks(ctx, [
    { type: 'big-news', limit: BIG_NEWS_CAROUSEL_ITEMS },
    ...sectionCategories.map((category) => ({ categoryId: category._id, limit: CATEGORY_SECTION_ITEMS })),
  ]);
  return {
    settings,
    navigation,
    bigNews,
    sections: sectionCategories.map((category, index) => ({
      category: { _id: category._id, name: category.name },
      news: sectionNews[index] ?? [],
    })),
    breakingNews: breaking.map(presentBreakingNews),
    ads: ads.map(presentAd),
    videos: videos.map(presentVideo),
    poll: poll ? presentPoll(poll) : null,
    liveStreams: live.map(presentLiveStream),
  };
}
