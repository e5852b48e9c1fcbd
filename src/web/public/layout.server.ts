import type { AppContext } from '../../server/context';
import { cacheSlot } from '../../server/lib/app-caches';
import { keptPerApp } from '../../server/lib/kept-until-changed';
import { nextSiteMidnight } from '../../server/lib/site-day';
import { listNavigationCategories } from '../../server/modules/categories/categories.service';
import { findLiveScore, type LiveScore } from '../../server/modules/live-blog/live-blog.service';
import { getSettings } from '../../server/modules/settings/settings.service';
import { listTickerLines } from '../../server/modules/site/home.service';
import { formatTopBarDate, siteDay } from '../../shared/dates';
import type { BreakingNews } from '../../shared/schemas/breaking';
import type { Category } from '../../shared/schemas/categories';
import type { Settings } from '../../shared/schemas/settings';
import { categoryPath, subcategoryPath } from '../../shared/urls';
import type { CricketScoreData } from './components/CricketScore';
import type { LayoutData } from './components/Layout';

/**
 * The site settings as every page reads them: kept in memory until any content change is
 * announced (decision 083), so a page costs no settings query and a change shows at once.
 */
export const siteSettings: (ctx: AppContext) => Promise<Settings> = keptPerApp('site settings', getSettings);

/** The navigation's categories with their subcategories, kept like the settings. */
export const siteNavigation: (ctx: AppContext) => Promise<Category[]> = keptPerApp(
  'navigation',
  listNavigationCategories,
);

/** Today as the top bar shows it, until the site's next midnight. */
const TODAY = cacheSlot<{ today: LayoutData['today']; until: number }>('today');

/** Today in the site time zone, formatted once a day: time-zone formatting costs more than the rest of the frame. */
function todayOf(ctx: AppContext): LayoutData['today'] {
  const now = Date.now();
  const kept = ctx.caches.get(TODAY, () => ({ today: { text: { hi: '', en: '' }, date: '' }, until: 0 }));
  if (now < kept.until) return kept.today;
  const timeZone = ctx.config.siteTimeZone;
  kept.today = {
    text: { hi: formatTopBarDate(new Date(now), timeZone, 'hi'), en: formatTopBarDate(new Date(now), timeZone, 'en') },
    date: siteDay(new Date(now), timeZone),
  };
  kept.until = nextSiteMidnight(now, timeZone);
  return kept.today;
}

/** What every public page's frame shows: site name, social links, today's date, the navigation, the ticker. */
function layoutFrom(ctx: AppContext, settings: Settings, navigation: Category[], breaking: BreakingNews[]): LayoutData {
  return {
    siteName: settings.siteName,
    siteLanguage: settings.siteLanguage,
    social: settings.social,
    chatUrl: settings.chatUrl,
    today: todayOf(ctx),
    timeZone: ctx.config.siteTimeZone,
    navigation: navigation.map((category) => ({
      id: category._id,
      name: category.name,
      path: categoryPath(category),
      subcategories: category.subCategories.map((sub) => ({
        id: sub._id,
        name: sub.name,
        path: subcategoryPath(category, sub),
      })),
    })),
    breaking: breaking.map((line) => ({ id: line._id, name: line.name })),
  };
}

/** The ticker's lines, kept like the settings. */
const siteTicker: (ctx: AppContext) => Promise<BreakingNews[]> = keptPerApp('ticker', listTickerLines);

/** The last frame made from each settings object read, with the navigation and ticker it was made with. */
const LAST_FRAMES =
  cacheSlot<WeakMap<Settings, { navigation: Category[]; breaking: BreakingNews[]; layout: LayoutData }>>('last frames');

/**
 * The frame for these reads: the same object for as long as they and the day stay the same, so its
 * HTML is rendered once (render.server.tsx). Pages give the kept reads below; the home page its own
 * kept read, which holds the same three.
 */
export function frameOf(
  ctx: AppContext,
  settings: Settings,
  navigation: Category[],
  breaking: BreakingNews[],
): LayoutData {
  const lastFrames = ctx.caches.get(LAST_FRAMES, () => new WeakMap());
  const last = lastFrames.get(settings);
  if (last?.navigation === navigation && last.breaking === breaking && last.layout.today === todayOf(ctx)) {
    return last.layout;
  }
  const layout = layoutFrom(ctx, settings, navigation, breaking);
  lastFrames.set(settings, { navigation, breaking, layout });
  return layout;
}

/**
 * The frame for pages whose own read does not include it: from memory after the first page. The
 * ticker's read is left empty (and logged) when it fails; the settings and navigation fail the page.
 */
export async function loadLayout(ctx: AppContext): Promise<LayoutData> {
  const [settings, navigation, breaking] = await Promise.all([siteSettings(ctx), siteNavigation(ctx), siteTicker(ctx)]);
  return frameOf(ctx, settings, navigation, breaking);
}

/** The newest score line of a live match, kept like the settings: a new score line is a full change (decision 264). */
const siteLiveScore: (ctx: AppContext) => Promise<LiveScore | null> = keptPerApp('live score', findLiveScore);

/**
 * The sidebar's cricket box (decision 264): a live match's newest score line, linked to its live
 * blog; else the settings' widget; else a quiet line. The widget is left out while a match is on,
 * so the page's policy allows no frame it does not show.
 */
export async function loadCricketScore(ctx: AppContext, settings: Settings): Promise<CricketScoreData> {
  const live = await siteLiveScore(ctx);
  if (!live) return { cricketWidgetUrl: settings.cricketWidgetUrl, cricketMatch: null };
  return {
    cricketWidgetUrl: '',
    cricketMatch: {
      path: `/${live.slug}`,
      title: live.title,
      language: live.language,
      score: live.score,
      at: live.at,
      timeZone: ctx.config.siteTimeZone,
    },
  };
}
