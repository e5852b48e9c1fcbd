import type { AppContext } from '../../server/context';
import { keptPerContext } from '../../server/lib/kept-until-changed';
import { nextSiteMidnight } from '../../server/lib/site-day';
import { listNavigationCategories } from '../../server/modules/categories/categories.service';
import { getSettings } from '../../server/modules/settings/settings.service';
import { listTickerLines } from '../../server/modules/site/home.service';
import { formatTopBarDate } from '../../shared/dates';
import type { BreakingNews } from '../../shared/schemas/breaking';
import type { Category } from '../../shared/schemas/categories';
import type { Settings } from '../../shared/schemas/settings';
import type { LayoutData } from './components/Layout';

/**
 * The site settings as every page reads them: kept in memory until any content change is
 * announced (decision 083), so a page costs no settings query and a change shows at once.
 */
export const siteSettings: (ctx: AppContext) => Promise<Settings> = keptPerContext(getSettings);

/** The navigation's categories with their subcategories, kept like the settings. */
export const siteNavigation: (ctx: AppContext) => Promise<Category[]> = keptPerContext(listNavigationCategories);

const todays = new Map<string, { text: string; until: number }>();

/** Today in the site time zone, formatted once a day: time-zone formatting costs more than the rest of the frame. */
function todayText(timeZone: string): string {
  const now = Date.now();
  const kept = todays.get(timeZone);
  if (kept && now < kept.until) return kept.text;
  const text = formatTopBarDate(new Date(now), timeZone);
  todays.set(timeZone, { text, until: nextSiteMidnight(now, timeZone) });
  return text;
}

/** What every public page's frame shows: site name, social links, today's date, the navigation, the ticker. */
function layoutFrom(ctx: AppContext, settings: Settings, navigation: Category[], breaking: BreakingNews[]): LayoutData {
  return {
    siteName: settings.siteName,
    social: settings.social,
    chatUrl: settings.chatUrl,
    today: todayText(ctx.config.siteTimeZone),
    navigation: navigation.map((category) => ({
      id: category._id,
      name: category.name,
      subcategories: category.subCategories.map((sub) => ({ id: sub._id, name: sub.name })),
    })),
    breaking: breaking.map((line) => ({ id: line._id, name: line.name })),
  };
}

/** The ticker's lines, kept like the settings. */
const siteTicker: (ctx: AppContext) => Promise<BreakingNews[]> = keptPerContext(listTickerLines);

/** The last frame made from each settings object read, with the navigation and ticker it was made with. */
const lastFrames = new WeakMap<Settings, { navigation: Category[]; breaking: BreakingNews[]; layout: LayoutData }>();

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
  const last = lastFrames.get(settings);
  if (
    last?.navigation === navigation &&
    last.breaking === breaking &&
    last.layout.today === todayText(ctx.config.siteTimeZone)
  ) {
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
