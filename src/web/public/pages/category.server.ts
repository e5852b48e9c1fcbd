import type { AppContext } from '../../../server/context';
import { showCategoryWithNews } from '../../../server/modules/categories/categories.service';
import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { categoryPath } from '../../../shared/urls';
import { siteSettings } from '../layout.server';
import { loadLatestNews } from '../sidebar.server';
import type { CategoryPageData } from './category';
import { datedByPublish, HOME_CRUMB, readListingPage } from './listing.server';

export { requestedPage } from './listing.server';

/** The category and one page of its articles (a page out of range is page 1), and the sidebar's newest. */
export async function loadCategoryPage(ctx: AppContext, id: string, page: number): Promise<CategoryPageData> {
  const [shown, latest, settings] = await Promise.all([
    readListingPage((number) => showCategoryWithNews(ctx, id, { page: number, limit: LISTING_PAGE_SIZE }), page),
    loadLatestNews(ctx),
    siteSettings(ctx),
  ]);
  const { category, pagination } = shown;
  return {
    category: { id: category._id, name: category.name, description: category.description, image: category.image },
    trail: [HOME_CRUMB, { name: category.name, path: categoryPath(category) }],
    news: datedByPublish(ctx, shown.news),
    page: pagination.page,
    pages: pagination.pages,
    latest,
    cricketWidgetUrl: settings.cricketWidgetUrl,
  };
}
