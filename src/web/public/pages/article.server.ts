import type { AppContext } from '../../../server/context';
import { listAllAds } from '../../../server/modules/ads/ads.service';
import { findPublishedArticle } from '../../../server/modules/news/news.published';
import { formatArticleDate } from '../../../shared/dates';
import { siteSettings } from '../layout.server';
import { loadLatestNews } from '../sidebar.server';
import type { ArticlePageData } from './article';

/** The ad block under an article: a pair of the newest right-hand ads. */
const ARTICLE_ADS = 2;

/** The article by slug (or id), the ad block and the sidebar; 404 when hidden or scheduled. */
export async function loadArticlePage(ctx: AppContext, slug: string): Promise<ArticlePageData> {
  const [article, latest, settings, ads] = await Promise.all([
    findPublishedArticle(ctx, slug),
    loadLatestNews(ctx),
    siteSettings(ctx),
    listAllAds(ctx, { type: 'right-add', limit: ARTICLE_ADS }),
  ]);
  return {
    article,
    date: formatArticleDate(article.publish || article.createdAt, ctx.config.siteTimeZone),
    latest,
    ads,
    cricketWidgetUrl: settings.cricketWidgetUrl,
  };
}
