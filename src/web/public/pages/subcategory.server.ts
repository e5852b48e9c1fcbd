import type { AppContext } from '../../../server/context';
import { showSubcategoryWithNews } from '../../../server/modules/subcategories/subcategories.service';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import type { Settings } from '../../../shared/schemas/settings';
import { categoryPath, subcategoryPath } from '../../../shared/urls';
import { loadListingAds } from '../ad-slots.server';
import { loadCricketScore, siteNavigation } from '../layout.server';
import { loadSubcategorySidebar } from '../listing-sidebar.server';
import { datedByPublish, readListingPage } from './listing.server';
import type { SubcategoryPageData } from './subcategory';

/**
 * The subcategory (404 when unknown), one page of its articles (a page out of range is page 1)
 * the sidebar blocks the settings describe and the ads, in the site's language (decision 262).
 */
export async function loadSubcategoryPage(
  ctx: AppContext,
  id: string,
  page: number,
  settings: Settings,
): Promise<SubcategoryPageData> {
  const [shown, sidebar, navigation, ads] = await Promise.all([
    readListingPage((number) => showSubcategoryWithNews(ctx, id, { page: number, limit: LISTING_PAGE_SIZE }), page),
    loadSubcategorySidebar(ctx, settings),
    siteNavigation(ctx),
    loadListingAds(ctx),
  ]);
  const { subCategory, pagination } = shown;
  // The category's image from the navigation the frame reads anyway: no query of its own.
  const image = navigation.find((listed) => listed._id === subCategory.category._id)?.image ?? '';
  const category = { id: subCategory.category._id, name: subCategory.category.name, image };
  const lang = settings.siteLanguage;
  return {
    lang,
    subcategory: { id: subCategory._id, name: subCategory.name, description: subCategory.description },
    category,
    trail: [
      { name: category.name, path: categoryPath(subCategory.category) },
      { name: subCategory.name, path: subcategoryPath(subCategory.category, subCategory) },
    ],
    news: datedByPublish(ctx, shown.news, lang),
    ads,
    page: pagination.page,
    pages: pagination.pages,
    sidebar,
    ...(await loadCricketScore(ctx, settings)),
  };
}
