import type { AppContext } from '../../../server/context';
import { keptPerApp } from '../../../server/lib/kept-until-changed';
import { type HomePage, loadHomePage } from '../../../server/modules/site/home.service';
import { BIG_NEWS_CAROUSEL_ITEMS, BIG_NEWS_PER_SLIDE, TITLE_WORDS } from '../../../shared/constants';
import { formatCardDate } from '../../../shared/dates';
import { translate } from '../../../shared/i18n/translate';
import { type LangCode, langOfText } from '../../../shared/language';
import { listingMessages } from '../../../shared/messages/listings';
import type { LiveStream } from '../../../shared/schemas/live';
import type { News } from '../../../shared/schemas/news';
import type { Video } from '../../../shared/schemas/videos';
import { truncateWords } from '../../../shared/text';
import { adsFor } from '../ad-slots.server';
import type { LayoutData } from '../components/Layout';
import { type CardNews, cardOfDated } from '../components/NewsCard';
import type { PlayableItem } from '../islands/VideoPosters.island';
import { frameOf } from '../layout.server';
import { loadMostRead } from '../most-read.server';
import type { HomePageData } from './home';

/** docs/product.md, Home: titles of small big-news cards on phones are cut at 5 words; a home section's small cards at 20. */
const PHONE_TITLE_WORDS = 5;
const SECTION_SMALL_TITLE_WORDS = 20;
/** How many posters each video block shows (docs/decisions/085). */
const VIDEO_BLOCK_ITEMS = { middle: 4, short: 6, side: 2 } as const;

/** `lang`: the site's language, the page's (decision 262). */
export type HomeView = { data: HomePageData; layout: LayoutData; siteName: string; lang: LangCode };

/** Where the home page's words and dates are written: the site's language and time zone. */
type Written = { zone: string; lang: LangCode };

function cardOf(item: News, { zone, lang }: Written, titleWords: number, phoneTitleWords?: number): CardNews {
  const card = cardOfDated({ item, date: formatCardDate(item.createdAt, zone, lang) }, titleWords);
  return phoneTitleWords ? { ...card, phoneTitle: truncateWords(item.title, phoneTitleWords) } : card;
}

function videoItems(videos: Video[], types: Video['type'][], limit: number, { zone, lang }: Written): PlayableItem[] {
  return videos
    .filter((video) => types.includes(video.type))
    .slice(0, limit)
    .map((video) => ({
      id: video._id,
      href: video.url,
      embedUrl: video.embedUrl,
      title: translate(lang, video.type === 'short' ? listingMessages.shortVideo : listingMessages.watchVideo),
      note: formatCardDate(video.publish, zone, lang),
      badge: translate(lang, video.type === 'short' ? listingMessages.shorts : listingMessages.videoBadge),
    }));
}

function liveItems(streams: LiveStream[], { lang }: Written): PlayableItem[] {
  return streams.map((stream) => ({
    id: stream._id,
    href: stream.url,
    embedUrl: stream.embedUrl,
    title: stream.name,
    titleLang: langOfText(stream.name),
    badge: translate(lang, listingMessages.live),
  }));
}

function homeData(home: HomePage, written: Written): Omit<HomePageData, 'mostRead'> {
  return {
    siteName: home.settings.siteName,
    bigNews: home.bigNews
      .slice(0, BIG_NEWS_CAROUSEL_ITEMS)
      .map((item, index) =>
        cardOf(item, written, TITLE_WORDS, index % BIG_NEWS_PER_SLIDE === 0 ? undefined : PHONE_TITLE_WORDS),
      ),
    ads: { top: adsFor(home.ads, 'top'), right: adsFor(home.ads, 'right'), bottom: adsFor(home.ads, 'bottom') },
    sections: home.sections.map(({ category, news: [lead, ...more] }) => ({
      category,
      lead: lead ? cardOf(lead, written, TITLE_WORDS) : null,
      more: more.map((item) => cardOf(item, written, SECTION_SMALL_TITLE_WORDS)),
    })),
    videos: {
      middle: videoItems(home.videos, ['middle', 'middle-yt'], VIDEO_BLOCK_ITEMS.middle, written),
      short: videoItems(home.videos, ['short'], VIDEO_BLOCK_ITEMS.short, written),
      side: videoItems(home.videos, ['right-yt'], VIDEO_BLOCK_ITEMS.side, written),
    },
    liveStreams: liveItems(home.liveStreams, written),
    poll: home.poll && {
      id: home.poll._id,
      question: home.poll.question,
      options: home.poll.options,
      totalVotes: home.poll.totalVotes,
    },
    breaking: home.breakingNews.map((line) => line.name),
  };
}

/**
 * The one eight-query home read and the blocks made from it, kept like the frame until any content
 * change is announced (decision 097): the read cost several milliseconds with 10,000 articles, and
 * the page cache keeps the rendered page no longer than that either. A block that failed stays
 * left out until then too, as it would on a kept page.
 */
const keptHome = keptPerApp('home page', async (ctx: AppContext) => {
  const home = await loadHomePage(ctx);
  return { home, data: homeData(home, { zone: ctx.config.siteTimeZone, lang: home.settings.siteLanguage }) };
});

/**
 * The home page's blocks and its frame from the one eight-query home read (settings, navigation
 * and the ticker included), titles cut and words and dates written in the site's language and time zone on the server.
 */
export async function loadHome(ctx: AppContext): Promise<HomeView> {
  const [{ home, data }, mostRead] = await Promise.all([keptHome(ctx), loadMostRead(ctx)]);
  return {
    data: { ...data, mostRead },
    layout: frameOf(ctx, home.settings, home.navigation, home.breakingNews),
    siteName: home.settings.siteName,
    lang: home.settings.siteLanguage,
  };
}
