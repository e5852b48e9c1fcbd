import type { LikeState } from '../../../shared/schemas/likes';
import { NEWS_NOT_FOUND } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { deleteLike, findLikedArticle, hasLiked, insertLike } from './likes.repository';

/**
 * Readers' likes of articles (docs/product.md, Likes). A like publishes no content event: kept pages
 * and kept reads show a count that may lag, and the heart island asks for the live one
 * (docs/decisions/160).
 */

/** The article's current count, after checking readers may see it (an unknown, inactive or scheduled one is 'News not found'). */
async function visibleLikeCount(db: Db, newsId: string): Promise<number> {
  const article = await findLikedArticle(db, newsId);
  if (article?.active !== 1 || article.publish_at > nowIso()) throw notFound(NEWS_NOT_FOUND);
  return article.like_count;
}

/** Likes an article once: a second like changes nothing. */
export function likeArticle(ctx: AppContext, newsId: string, readerId: string): Promise<LikeState> {
  return ctx.db.transaction().execute(async (trx) => {
    await visibleLikeCount(trx, newsId);
    await insertLike(trx, newsId, readerId, nowIso());
    return { likes: await visibleLikeCount(trx, newsId), liked: true };
  });
}

/** Takes the reader's like back; without one it changes nothing. */
export function unlikeArticle(ctx: AppContext, newsId: string, readerId: string): Promise<LikeState> {
  return ctx.db.transaction().execute(async (trx) => {
    await visibleLikeCount(trx, newsId);
    await deleteLike(trx, newsId, readerId);
    return { likes: await visibleLikeCount(trx, newsId), liked: false };
  });
}

/** What the heart shows for this reader, read live (the page around it may be a kept one). */
export async function findLikeState(ctx: AppContext, newsId: string, readerId: string): Promise<LikeState> {
  const [likes, liked] = await Promise.all([visibleLikeCount(ctx.db, newsId), hasLiked(ctx.db, newsId, readerId)]);
  return { likes, liked };
}
