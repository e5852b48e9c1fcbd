import { errorSchema, successSchema } from '../../../shared/schemas/common';
import {
  liveBlogNewsParam,
  liveCoverageResponseSchema,
  liveCoverageSchema,
  liveUpdateCreateSchema,
  liveUpdateEditSchema,
  liveUpdateItemParam,
  liveUpdateItemResponseSchema,
  liveUpdatePinSchema,
  liveUpdatesQuerySchema,
  liveUpdatesResponseSchema,
} from '../../../shared/schemas/live-blog';
import { isAdminRequest } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import {
  editLiveUpdate,
  listLiveUpdatesAfter,
  pinLiveUpdate,
  postLiveUpdate,
  removeLiveUpdate,
  setCoverageEnded,
} from './live-blog.service';

const tag = 'live blog';
/** Writing to a live blog is editing its article (decision 224). */
const NEWS_EDITORS = { permission: 'canEdit' } as const;
const WRITE_ERRORS = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/** docs/product.md, Live blog: the readers' updates answer and the composer's writes. */
export const liveBlogRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/liveblog/:newsId/updates',
    {
      // Kept by the page cache per cursor, shared by every reader at it, forgotten with the article's pages (decision 223).
      config: { access: 'public', sitePage: { query: ['after'] } },
      schema: {
        tags: [tag],
        summary: "A live blog's updates changed after a cursor",
        description:
          '`after` is the `revision` of the previous answer (0 or left out: every current update). Open pages ask every 10 seconds. Readers see published live blogs only; an admin token shows any, uncached.',
        params: liveBlogNewsParam,
        querystring: liveUpdatesQuerySchema,
        response: { 200: liveUpdatesResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const audience = isAdminRequest(request) ? 'admin' : 'reader';
      return listLiveUpdatesAfter(ctx, request.params.newsId, request.query.after ?? 0, audience);
    },
  );

  app.post(
    '/liveblog/:newsId/updates',
    {
      config: { access: NEWS_EDITORS },
      schema: {
        tags: [tag],
        summary: 'Post an update to a live blog',
        params: liveBlogNewsParam,
        body: liveUpdateCreateSchema,
        response: { 201: liveUpdateItemResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const update = await postLiveUpdate(ctx, request.params.newsId, request.body, request.admin.id);
      return reply.code(201).send({ success: true as const, message: 'Update posted', update });
    },
  );

  app.put(
    '/liveblog/:newsId/updates/:updateId',
    {
      config: { access: NEWS_EDITORS },
      schema: {
        tags: [tag],
        summary: 'Edit a live update; fields left out stay as they are (`image: null` removes the image)',
        params: liveUpdateItemParam,
        body: liveUpdateEditSchema,
        response: { 200: liveUpdateItemResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const update = await editLiveUpdate(
        ctx,
        request.params.newsId,
        request.params.updateId,
        request.body,
        request.admin.id,
      );
      return { success: true as const, message: 'Update saved', update };
    },
  );

  app.put(
    '/liveblog/:newsId/updates/:updateId/pin',
    {
      config: { access: NEWS_EDITORS },
      schema: {
        tags: [tag],
        summary: 'Pin a live update to the top of its page (unpinning the one pinned before), or unpin it',
        params: liveUpdateItemParam,
        body: liveUpdatePinSchema,
        response: { 200: liveUpdateItemResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { pinned } = request.body;
      const update = await pinLiveUpdate(ctx, request.params.newsId, request.params.updateId, pinned, request.admin.id);
      return { success: true as const, message: pinned ? 'Update pinned' : 'Update unpinned', update };
    },
  );

  app.delete(
    '/liveblog/:newsId/updates/:updateId',
    {
      config: { access: NEWS_EDITORS },
      schema: {
        tags: [tag],
        summary: 'Delete a live update; open pages remove it at their next ask',
        params: liveUpdateItemParam,
        response: { 200: successSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      await removeLiveUpdate(ctx, request.params.newsId, request.params.updateId, request.admin.id);
      return { success: true as const, message: 'Update deleted' };
    },
  );

  app.put(
    '/liveblog/:newsId/coverage',
    {
      config: { access: NEWS_EDITORS },
      schema: {
        tags: [tag],
        summary: "End a live blog's coverage when the event is over (`ended: true`), or resume it",
        params: liveBlogNewsParam,
        body: liveCoverageSchema,
        response: { 200: liveCoverageResponseSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const { ended } = request.body;
      const coverage = await setCoverageEnded(ctx, request.params.newsId, ended, request.admin.id);
      return { success: true as const, message: ended ? 'Live coverage ended' : 'Live coverage resumed', coverage };
    },
  );
};
