import { entityListQuerySchema, errorSchema, idParam, successSchema } from '../../../shared/schemas/common';
import { videoCreateSchema, videoItemResponseSchema, videoListResponseSchema } from '../../../shared/schemas/videos';
import type { ModuleRoutes } from '../module';
import { createVideo, listAllVideos, removeVideo } from './videos.service';

export const videosRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/yt/getAll',
    {
      config: { access: 'public' },
      schema: {
        tags: ['youtube videos'],
        summary: 'YouTube video entries, newest first (the newest 500 unless `limit` says fewer)',
        querystring: entityListQuerySchema,
        response: { 200: videoListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, videos: await listAllVideos(ctx, request.query.limit) }),
  );

  app.post(
    '/yt/create',
    {
      config: { access: 'admin', multipart: 'fields' },
      schema: {
        tags: ['youtube videos'],
        summary: 'Add a YouTube video to a slot (multipart or JSON: url, type; any admin)',
        description: 'Watch, live, shorts, embed and youtu.be links are accepted; the video id is stored.',
        body: videoCreateSchema,
        response: { 201: videoItemResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const yt = await createVideo(ctx, request.admin.id, request.body);
      return reply.code(201).send({ success: true as const, message: 'Youtube video created successfully!', yt });
    },
  );

  app.delete(
    '/yt/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['youtube videos'],
        summary: 'Delete a YouTube video entry (any admin)',
        params: idParam,
        response: { 200: successSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await removeVideo(ctx, request.admin.id, request.params.id);
      return { success: true as const, message: 'Youtube video deleted successfully!' };
    },
  );
};
