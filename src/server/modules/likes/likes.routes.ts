import { errorSchema } from '../../../shared/schemas/common';
import { likeBodySchema, likeNewsParam, likeStateResponseSchema } from '../../../shared/schemas/likes';
import type { ModuleRoutes } from '../module';
import { findLikeState, likeArticle, unlikeArticle } from './likes.service';

const ANSWERS = { 200: likeStateResponseSchema, 400: errorSchema, 404: errorSchema };

/** A signed-in reader's heart on an article (docs/product.md, Likes). */
export const likesRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/news/like',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['likes'],
        summary: 'Like an article; liking it again changes nothing',
        body: likeBodySchema,
        response: ANSWERS,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await likeArticle(ctx, request.body.newsId, request.readerId)),
    }),
  );

  app.post(
    '/news/removelike',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['likes'],
        summary: "Take back the reader's like; without one it changes nothing",
        body: likeBodySchema,
        response: ANSWERS,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await unlikeArticle(ctx, request.body.newsId, request.readerId)),
    }),
  );

  app.get(
    '/news/like/:newsId',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['likes'],
        summary: "An article's live like count and whether this reader likes it",
        description: 'Kept article pages show a count that may lag behind; the heart asks here once the page arrives.',
        params: likeNewsParam,
        response: ANSWERS,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await findLikeState(ctx, request.params.newsId, request.readerId)),
    }),
  );
};
