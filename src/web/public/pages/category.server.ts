import type { AppContext } from '../../../server/context';
import { showCategoryWithNews } from '../../../server/modules/categories/categories.service';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { categoryPath } from '../../../shared/urls';
import { loadListingAds } from '../ad-slots.server';
import { loadCricketScore, siteSettings } from '../layout.server';
import { loadLatestNews } from '../sidebar.server';
import type { CategoryPageData } from './category';
import { datedByPublish, readListingPage } from './listing.server';

export { requestedPage } from './listing.server';

/**
 * The category and one page of its articles (a page out of range is page 1), the sidebar's newest
 * and the ads, in the site's language (decision 262).
 */
export async function loadCategoryPage(ctx: AppContext, id: string, page: number): Promise<CategoryPageData> {
  const [shown, latest, settings, ads] = await Promise.all([
    readListingPage((number) => showCategoryWithNews(ctx, id, { page: number, limit: LISTING_PAGE_SIZE }), page),
    loadLatestNews(ctx),
    siteSettings(ctx),
    loadListingAds(ctx),
  ]);
  const { category, pagination } = shown;
  const lang = settings.siteLanguage;
  return {
    lang,
    category: { id: category._id, name: category.name, description: category.description, image: category.image },
    trail: [{ name: category.name, path: categoryPath(category) }],
    news: datedByPublish(ctx, shown.news, lang),
    page: pagination.page,
    pages: pagination.pages,
    ads,
    latest,
    ...(await loadCricketScore(ctx, settings)),
  };
}
