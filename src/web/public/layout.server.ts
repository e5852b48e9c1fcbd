import type { AppContext } from '../../server/context';
import { listNavigationCategories } from '../../server/modules/categories/categories.service';
import { getSettings } from '../../server/modules/settings/settings.service';
import { listTickerLines } from '../../server/modules/site/home.service';
import { formatTopBarDate } from '../../shared/dates';
import type { BreakingNews } from '../../shared/schemas/breaking';
import type { Category } from '../../shared/schemas/categories';
import type { Settings } from '../../shared/schemas/settings';
import type { LayoutData } from './components/Layout';

/** What every public page's frame shows: site name, social links, today's date, the navigation, the ticker. */
export function layoutFrom(
  ctx: AppContext,
  settings: Settings,
  navigation: Category[],
  breaking: BreakingNews[],
): LayoutData {
  return {
    siteName: settings.siteName,
    social: settings.social,
    today: formatTopBarDate(new Date(), ctx.config.siteTimeZone),
    navigation: navigation.map((category) => ({
      id: category._id,
      name: category.name,
      subcategories: category.subCategories.map((sub) => ({ id: sub._id, name: sub.name })),
    })),
    breaking: breaking.map((line) => ({ id: line._id, name: line.name })),
  };
}

/**
 * The frame for pages whose own read does not include it: three queries. The ticker's read is
 * left empty (and logged) when it fails; the settings and navigation fail the page.
 */
export async function loadLayout(ctx: AppContext): Promise<LayoutData> {
  const [settings, navigation, breaking] = await Promise.all([
    getSettings(ctx),
    listNavigationCategories(ctx),
    listTickerLines(ctx),
  ]);
  return layoutFrom(ctx, settings, navigation, breaking);
}
