import type { AppContext } from '../../../server/context';
import { findPublishedArticle } from '../../../server/modules/news/news.published';
import { formatArticleDate } from '../../../shared/dates';
import { loadLatestNews } from '../sidebar.server';
import type { ArticlePageData } from './article';

/** The article by slug (or id), and the sidebar's newest articles; 404 when hidden or scheduled. */
export async function loadArticlePage(ctx: AppContext, slug: string): Promise<ArticlePageData> {
  const [article, latest] = await Promise.all([findPublishedArticle(ctx, slug), loadLatestNews(ctx)]);
  return {
    article,
    date: formatArticleDate(article.publish || article.createdAt, ctx.config.siteTimeZone),
    latest,
  };
}
