import { pageCount } from '../../../shared/pagination';
import type { CommentListQuery, CommentSettings, OwnComment, PublicComment } from '../../../shared/schemas/comments';
import { NEWS_NOT_FOUND } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import type { Pagination } from '../../db/newest-first';
import { notFound } from '../../lib/errors';
import { getSettings } from '../settings/settings.service';
import { commentsOpen } from './comment-pipeline';
import { presentOwnComment, presentThread } from './comments.presenter';
import {
  findArticle,
  findLikedIds,
  listReaderComments,
  listReplies,
  listThreads,
  type Viewer,
} from './comments.repository';

/** Readers' comments as they are read: an article's threads, and a reader's own list (decision 192). */

/** The article a comment is read or written under: published and on, or 404. */
export async function findArticleOrFail(ctx: AppContext, newsId: string, now: Date) {
  const article = await findArticle(ctx.db, newsId, now.toISOString());
  if (!article) throw notFound(NEWS_NOT_FOUND);
  return article;
}

export type CommentsPage = {
  comments: PublicComment[];
  pagination: Pagination;
  commentCount: number;
  commentsEnabled: boolean;
};

export async function listComments(
  ctx: AppContext,
  newsId: string,
  query: CommentListQuery,
  viewer: Viewer,
  now: Date,
): Promise<CommentsPage> {
  const [article, settings] = await Promise.all([findArticleOrFail(ctx, newsId, now), getSettings(ctx)]);
  return listCommentsOf(
    ctx,
    {
      id: article.id,
      commentCount: article.comment_count,
      commentsEnabled: article.comments_enabled === 1,
      publishAt: article.publish_at,
    },
    settings.comments,
    query,
    viewer,
    now,
  );
}

/**
 * A page of comments of an article its caller has already read, with the comment settings it holds
 * (the article page's loader). An article with no visible comment needs no read for a reader who has
 * none waiting: most articles, on every uncached render of their page.
 */
export async function listCommentsOf(
  ctx: AppContext,
  article: { id: string; commentCount: number; commentsEnabled: boolean; publishAt: string },
  settings: Pick<CommentSettings, 'closeAfterDays'>,
  query: CommentListQuery,
  viewer: Viewer,
  now: Date,
): Promise<CommentsPage> {
  const page = query.page ?? 1;
  const { rows, total } =
    article.commentCount === 0 && !viewer
      ? { rows: [], total: 0 }
      : await listThreads(ctx.db, article.id, viewer, {
          sort: query.sort,
          offset: (page - 1) * query.limit,
          limit: query.limit,
        });
  const replies = await listReplies(
    ctx.db,
    rows.map((row) => row.id),
    viewer,
  );
  const liked = viewer
    ? await findLikedIds(
        ctx.db,
        viewer.readerId,
        [...rows, ...replies].map((row) => row.id),
      )
    : new Set<string>();
  return {
    comments: rows.map((row) =>
      presentThread(
        row,
        replies.filter((reply) => reply.parent_id === row.id),
        viewer,
        liked,
      ),
    ),
    pagination: { total, page, limit: query.limit, pages: pageCount(total, query.limit) },
    commentCount: article.commentCount,
    commentsEnabled: commentsOpen(article, settings, now),
  };
}

/** The reader's own comments for /account, newest first (decision 192). */
export async function listOwnComments(
  ctx: AppContext,
  readerId: string,
  query: { page?: number; limit: number },
  now: Date,
): Promise<{ comments: OwnComment[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const { rows, total } = await listReaderComments(ctx.db, readerId, now.toISOString(), {
    offset: (page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    comments: rows.map(presentOwnComment),
    pagination: { total, page, limit: query.limit, pages: pageCount(total, query.limit) },
  };
}
