import type { AppContext } from '../../../server/context';
import { keptPerApp } from '../../../server/lib/kept-until-changed';
import { listAllAds } from '../../../server/modules/ads/ads.service';
import { listCommentsOf } from '../../../server/modules/comments/comments.reads';
import { findPublishedArticle } from '../../../server/modules/news/news.published';
import { COMMENT_PAGE_SIZE } from '../../../shared/comment-rules';
import { formatArticleDate } from '../../../shared/dates';
import { langOf } from '../../../shared/language';
import type { Ad } from '../../../shared/schemas/ads';
import { COMMENT_SORTS, type CommentListQuery } from '../../../shared/schemas/comments';
import { loadCricketScore, siteSettings } from '../layout.server';
import { loadLiveBlog } from '../live-blog/live-blog.server';
import { loadMostRead } from '../most-read.server';
import { loadLatestNews } from '../sidebar.server';
import type { ArticlePageData } from './article';

/** The ad block under an article: a pair of the newest right-hand ads. */
const ARTICLE_ADS = 2;

/** The article ad block, kept like the frame until any content change (an ad's own included) is announced. */
const articleAds: (ctx: AppContext) => Promise<Ad[]> = keptPerApp('article ads', (ctx: AppContext) =>
  listAllAds(ctx, { type: 'right-add', limit: ARTICLE_ADS }),
);

/** The comments view the address asks for (`?sort=`, `?page=`); anything else is the first page, best first. */
export type CommentsView = { sort: CommentListQuery['sort']; page: number };

export function requestedCommentsView(query: { sort?: string; page?: string }): CommentsView {
  const sort = COMMENT_SORTS.find((name) => name === query.sort) ?? 'best';
  const page = Number(query.page);
  return { sort, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * The article by slug (or id), a page of its comments as anyone sees them (decision 177), the ad
 * block and the sidebar; 404 when hidden or scheduled. A comments page past the last shows the first.
 */
export async function loadArticlePage(ctx: AppContext, slug: string, view: CommentsView): Promise<ArticlePageData> {
  const [article, latest, settings, ads, mostRead] = await Promise.all([
    findPublishedArticle(ctx, slug),
    loadLatestNews(ctx),
    siteSettings(ctx),
    articleAds(ctx),
    loadMostRead(ctx),
  ]);
  const facts = {
    id: article._id,
    commentCount: article.commentCount,
    commentsEnabled: article.commentsEnabled,
    publishAt: article.publish,
  };
  const readComments = (page: number) =>
    listCommentsOf(
      ctx,
      facts,
      settings.comments,
      { sort: view.sort, page, limit: COMMENT_PAGE_SIZE },
      null,
      new Date(),
    );
  const [liveBlog, firstComments] = await Promise.all([loadLiveBlog(ctx, article), readComments(view.page)]);
  let comments = firstComments;
  if (view.page > 1 && comments.comments.length === 0) comments = await readComments(1);
  return {
    comments: { ...comments, sort: view.sort, timeZone: ctx.config.siteTimeZone },
    article,
    date: formatArticleDate(article.publish || article.createdAt, ctx.config.siteTimeZone, langOf(article.language)),
    latest,
    mostRead,
    ads,
    ...(await loadCricketScore(ctx, settings)),
    liveBlog,
    timeZone: ctx.config.siteTimeZone,
  };
}
