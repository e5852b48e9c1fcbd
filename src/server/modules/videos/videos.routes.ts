import { errorSchema } from '../../../shared/schemas/common';
import { videoCreateSchema, videoItemResponseSchema, videoListResponseSchema } from '../../../shared/schemas/videos';
import { deleteByIdRoute, itemListRoute } from '../item-routes';
import type { ModuleRoutes } from '../module';
import { createVideo, listAllVideos, removeVideo } from './videos.service';

const tag = 'youtube videos';

export const videosRoutes: ModuleRoutes = async (app, { ctx }) => {
  itemListRoute(app, {
    path: '/yt/getAll',
    tag,
    summary: 'YouTube video entries, newest first (the newest 500 unless `limit` says fewer)',
    key: 'videos',
    response: videoListResponseSchema,
    load: ({ limit }) => listAllVideos(ctx, limit),
  });

  app.post(
    '/yt/create',
    {
      config: { access: 'admin', multipart: 'fields' },
      schema: {
        tags: [tag],
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

  deleteByIdRoute(app, {
    path: '/yt/delete/:id',
    tag,
    summary: 'Delete a YouTube video entry (any admin)',
    access: 'admin',
    message: 'Youtube video deleted successfully!',
    remove: (id, adminId) => removeVideo(ctx, adminId, id),
  });
};
