import type { AppContext } from '../../../server/context';
import { loadHomePage } from '../../../server/modules/site/home.service';
import { formatCardDate } from '../../../shared/dates';
import type { HomePageData } from './home';

/** The home page's blocks from the eight-query home read, dates formatted in the site time zone. */
export async function loadHome(ctx: AppContext): Promise<HomePageData> {
  const home = await loadHomePage(ctx);
  const dated = (news: typeof home.bigNews) =>
    news.map((item) => ({ item, date: formatCardDate(item.createdAt, ctx.config.siteTimeZone) }));
  return {
    bigNews: dated(home.bigNews),
    breaking: home.breakingNews.map((line) => line.name),
    sections: home.sections.map((section) => ({ category: section.category, news: dated(section.news) })),
  };
}
