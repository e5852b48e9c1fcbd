import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMENT_DELETED,
  COMMENT_HELD,
  COMMENT_INTERVAL_SECONDS,
  COMMENT_POSTED,
  COMMENT_REPORTED,
  COMMENT_UPDATED,
  commentCreateSchema,
  commentIdParam,
  commentLikeResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentReportSchema,
  commentsNewsParam,
  commentUpdateSchema,
  commentWriteResponseSchema,
  ownCommentListQuerySchema,
  ownCommentListResponseSchema,
  REPLY_MAIL_OFF,
  replyMailQuerySchema,
} from '../../../shared/schemas/comments';
import { errorSchema, messageResponseSchema } from '../../../shared/schemas/common';
import { COMMENTS_PER_ADDRESS, limitPerAddress } from '../../plugins/rate-limits';
import type { ModuleRoutes } from '../module';
import { listComments, listOwnComments } from './comments.reads';
import {
  deleteOwnComment,
  editComment,
  postComment,
  reportComment,
  setLike,
  turnReplyMailOff,
} from './comments.service';
import { moderationRoutes } from './moderation.routes';
import { mailAfterAnswer } from './reply-mail';

/** Anonymous lists may be kept by a shared cache for a second: a new comment shows within it (decision 158). */
const ANONYMOUS_LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

export const commentsRoutes: ModuleRoutes = async (app, options) => {
  const { ctx } = options;

  app.get(
    '/news/comments/:newsId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['comments'],
        summary: "An article's comments: threads (first comments) paged, each with its replies oldest first",
        description:
          "`sort`: `best` (most liked, then newest; default), `newest` or `oldest`. Texts are plain text with line breaks; show them as text, never as HTML, and links as text. Without a token the answer is the same for everyone and may be cached for a second; with a reader's token it also holds that reader's comments awaiting approval (`status: 'pending'`), `likedByMe` and `mine`. A first comment that went away but has replies stays as `status: 'deleted'` with no text.",
        params: commentsNewsParam,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.actor?.kind === 'reader' ? { readerId: request.actor.readerId } : null;
      const answer = await listComments(ctx, request.params.newsId, request.query, viewer, new Date());
      if (request.headers.authorization === undefined) {
        reply.header('cache-control', ANONYMOUS_LIST_CACHE_CONTROL);
      }
      reply.header('vary', 'Authorization');
      return { success: true as const, ...answer };
    },
  );

  app.post(
    '/news/comment',
    {
      config: {
        access: 'reader',
        rateLimit: limitPerAddress(
          COMMENTS_PER_ADDRESS,
          'Too many comments from your network. Please wait a minute and try again.',
        ),
      },
      schema: {
        tags: ['comments'],
        summary: 'Comment on an article, or reply to a comment (signed-in reader)',
        description: `Plain text, 2 to 2,000 characters once trimmed. A reply to a reply joins its thread. Every comment passes the moderation checks in order (docs: Comments); a held one answers 201 with \`status: 'pending'\` and is shown to its author only. One comment per ${COMMENT_INTERVAL_SECONDS} seconds per reader, and at most ${COMMENTS_PER_ADDRESS.max} a minute per address (429).`,
        body: commentCreateSchema,
        response: {
          201: commentWriteResponseSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const posted = await postComment(ctx, request.readerId, request.body, new Date());
      await reply.code(201).send({
        success: true as const,
        message: posted.held ? COMMENT_HELD : COMMENT_POSTED,
        comment: posted.comment,
      });
      if (posted.notice) mailAfterAnswer(ctx, request, [posted.notice], request.log);
      return reply;
    },
  );

  app.put(
    '/news/comment/:id',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['comments'],
        summary: 'Edit your own comment within 5 minutes of posting it',
        description: 'The new text passes the same checks as a new comment, but for the repeat and the interval.',
        params: commentIdParam,
        body: commentUpdateSchema,
        response: { 200: commentWriteResponseSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const edited = await editComment(ctx, request.readerId, request.params.id, request.body.text, new Date());
      return { success: true as const, message: edited.held ? COMMENT_HELD : COMMENT_UPDATED, comment: edited.comment };
    },
  );

  app.delete(
    '/news/comment/:id',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['comments'],
        summary: 'Delete your own comment',
        description: "A first comment with replies stays as an empty 'deleted' place; otherwise it is removed.",
        params: commentIdParam,
        response: { 200: messageResponseSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await deleteOwnComment(ctx, request.readerId, request.params.id);
      return { success: true as const, message: COMMENT_DELETED };
    },
  );

  for (const [method, liked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/news/comment/:id/like',
      config: { access: 'reader' },
      schema: {
        tags: ['comments'],
        summary: liked ? 'Like a comment (again: no change)' : 'Take back your like (none given: no change)',
        params: commentIdParam,
        response: { 200: commentLikeResponseSchema, 404: errorSchema },
      },
      handler: async (request) => ({
        success: true as const,
        ...(await setLike(ctx, request.readerId, request.params.id, liked, new Date())),
      }),
    });
  }

  app.post(
    '/news/comment/:id/report',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['comments'],
        summary: 'Report a comment to the moderators (once per reader)',
        description: 'Three readers reporting a comment hide it until a moderator decides.',
        params: commentIdParam,
        body: commentReportSchema,
        response: { 200: messageResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await reportComment(ctx, request.readerId, request.params.id, request.body.reason, new Date());
      return { success: true as const, message: COMMENT_REPORTED };
    },
  );

  app.get(
    '/account/comments',
    {
      config: { access: 'reader' },
      schema: {
        tags: ['comments'],
        summary: "The signed-in reader's own comments, newest first, with their articles",
        description:
          "Every comment the reader wrote but those emptied into a 'deleted' place: `status` is `visible`, `pending` (awaiting approval) or `hidden` (taken down by readers' reports or a moderator); `parentId` is set for a reply. `news` is null when readers cannot open the article any more.",
        querystring: ownCommentListQuerySchema,
        response: { 200: ownCommentListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listOwnComments(ctx, request.readerId, request.query, new Date())),
    }),
  );

  // Mail programs send the one-click unsubscribe as a form (RFC 8058): parsed here only.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    oneClick.post(
      '/account/reply-mail/off',
      {
        config: { access: 'public' },
        schema: {
          tags: ['comments'],
          summary: 'Switch reply mails off with the signed token a reply mail carries (one-click unsubscribe)',
          description:
            'The `List-Unsubscribe` link of a reply mail; mail programs send it as a POST. There is no GET: opening the link changes nothing.',
          querystring: replyMailQuerySchema,
          response: { 200: messageResponseSchema, 400: errorSchema },
        },
      },
      async (request) => {
        await turnReplyMailOff(ctx, request.query.token, new Date());
        return { success: true as const, message: REPLY_MAIL_OFF };
      },
    );
  });

  await moderationRoutes(app, options);
};
