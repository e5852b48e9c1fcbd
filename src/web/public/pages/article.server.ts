import type { AppContext } from '../../../server/context';
import { keptPerApp } from '../../../server/lib/kept-until-changed';
import { listAllAds } from '../../../server/modules/ads/ads.service';
import { findPublishedArticle } from '../../../server/modules/news/news.published';
import { formatArticleDate } from '../../../shared/dates';
import type { Ad } from '../../../shared/schemas/ads';
import { siteSettings } from '../layout.server';
import { loadLatestNews } from '../sidebar.server';
import type { ArticlePageData } from './article';

/** The ad block under an article: a pair of the newest right-hand ads. */
const ARTICLE_ADS = 2;

/** The article ad block, kept like the frame until any content change (an ad's own included) is announced. */
const articleAds: (ctx: AppContext) => Promise<Ad[]> = keptPerApp('article ads', (ctx: AppContext) =>
  listAllAds(ctx, { type: 'right-add', limit: ARTICLE_ADS }),
);

/** The article by slug (or id), the ad block and the sidebar; 404 when hidden or scheduled. */
export async function loadArticlePage(ctx: AppContext, slug: string): Promise<ArticlePageData> {
  const [article, latest, settings, ads] = await Promise.all([
    findPublishedArticle(ctx, slug),
    loadLatestNews(ctx),
    siteSettings(ctx),
    articleAds(ctx),
  ]);
  return {
    article,
    date: formatArticleDate(article.publish || article.createdAt, ctx.config.siteTimeZone),
    latest,
    ads,
    cricketWidgetUrl: settings.cricketWidgetUrl,
  };
}
