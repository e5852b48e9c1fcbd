import type { AppContext } from '../../../server/context';
import { loadHomePage } from '../../../server/modules/site/home.service';
import { formatCardDate } from '../../../shared/dates';
import type { LayoutData } from '../components/Layout';
import { layoutFrom } from '../layout.server';
import type { HomePageData } from './home';

export type HomeView = { data: HomePageData; layout: LayoutData; siteName: string };

/**
 * The home page's blocks and its frame from the one eight-query home read (settings and navigation
 * included), dates formatted in the site time zone.
 */
export async function loadHome(ctx: AppContext): Promise<HomeView> {
  const home = await loadHomePage(ctx);
  const dated = (news: typeof home.bigNews) =>
    news.map((item) => ({ item, date: formatCardDate(item.createdAt, ctx.config.siteTimeZone) }));
  return {
    data: {
      bigNews: dated(home.bigNews),
      breaking: home.breakingNews.map((line) => line.name),
      sections: home.sections.map((section) => ({ category: section.category, news: dated(section.news) })),
    },
    layout: layoutFrom(ctx, home.settings, home.navigation),
    siteName: home.settings.siteName,
  };
}
