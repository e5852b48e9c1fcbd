import type { AppContext } from '../../server/context';
import { listCategoriesWithSubcategories } from '../../server/modules/categories/categories.service';
import { getSettings } from '../../server/modules/settings/settings.service';
import { ENTITY_LIST_MAX } from '../../shared/constants';
import { formatTopBarDate } from '../../shared/dates';
import type { LayoutData } from './components/Layout';

/** What every public page's frame shows: site name, social links, today's date, the navigation. */
export async function loadLayout(ctx: AppContext): Promise<LayoutData> {
  const [settings, categories] = await Promise.all([
    getSettings(ctx),
    listCategoriesWithSubcategories(ctx, ENTITY_LIST_MAX),
  ]);
  return {
    siteName: settings.siteName,
    social: settings.social,
    today: formatTopBarDate(new Date(), ctx.config.siteTimeZone),
    navigation: categories.map((category) => ({
      id: category._id,
      name: category.name,
      subcategories: category.subCategories.map((sub) => ({ id: sub._id, name: sub.name })),
    })),
  };
}
