import type { AppContext } from '../../server/context';
import { listNavigationCategories } from '../../server/modules/categories/categories.service';
import { getSettings } from '../../server/modules/settings/settings.service';
import { formatTopBarDate } from '../../shared/dates';
import type { Category } from '../../shared/schemas/categories';
import type { Settings } from '../../shared/schemas/settings';
import type { LayoutData } from './components/Layout';

/** What every public page's frame shows: site name, social links, today's date, the navigation. */
export function layoutFrom(ctx: AppContext, settings: Settings, navigation: Category[]): LayoutData {
  return {
    siteName: settings.siteName,
    social: settings.social,
    chatUrl: settings.chatUrl,
    today: formatTopBarDate(new Date(), ctx.config.siteTimeZone),
    navigation: navigation.map((category) => ({
      id: category._id,
      name: category.name,
      subcategories: category.subCategories.map((sub) => ({ id: sub._id, name: sub.name })),
    })),
  };
}

/** The frame for pages whose own read does not include the settings and the navigation: two queries. */
export async function loadLayout(ctx: AppContext): Promise<LayoutData> {
  const [settings, navigation] = await Promise.all([getSettings(ctx), listNavigationCategories(ctx)]);
  return layoutFrom(ctx, settings, navigation);
}
