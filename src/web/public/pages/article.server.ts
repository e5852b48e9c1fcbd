import type { AppContext } from '../../../server/context';
import { findPublishedArticle, listPublishedLatest } from '../../../server/modules/news/news.published';
import { SIDEBAR_LATEST_ITEMS } from '../../../shared/constants';
import { formatArticleDate } from '../../../shared/dates';
import type { ArticlePageData } from './article';

/** The article by slug (or id), and the sidebar's newest articles; 404 when hidden or scheduled. */
export async function loadArticlePage(ctx: AppContext, slug: string): Promise<ArticlePageData> {
  const [article, latest] = await Promise.all([
    findPublishedArticle(ctx, slug),
    listPublishedLatest(ctx, { page: 1, limit: SIDEBAR_LATEST_ITEMS }),
  ]);
  return {
    article,
    date: formatArticleDate(article.publish || article.createdAt, ctx.config.siteTimeZone),
    latest: latest.news,
  };
}
