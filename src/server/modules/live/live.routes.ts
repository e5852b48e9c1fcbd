import { errorSchema, idParam } from '../../../shared/schemas/common';
import {
  liveStreamCreateSchema,
  liveStreamItemResponseSchema,
  liveStreamListResponseSchema,
  liveStreamUpdateSchema,
} from '../../../shared/schemas/live';
import { activeToggleRoute, deleteByIdRoute, itemListRoute } from '../item-routes';
import type { ModuleRoutes } from '../module';
import {
  createLiveStream,
  editLiveStream,
  listLiveStreamsFor,
  removeLiveStream,
  toggleLiveStreamActive,
} from './live.service';

const tag = 'live streams';

export const liveRoutes: ModuleRoutes = async (app, { ctx }) => {
  itemListRoute(app, {
    path: '/live/getAll',
    tag,
    summary: 'Live streams, newest first: active streams for readers, every stream for admins',
    key: 'liveStreams',
    response: liveStreamListResponseSchema,
    load: (asker) => listLiveStreamsFor(ctx, asker),
  });

  app.post(
    '/live/create',
    {
      config: { access: { permission: 'canAdd' }, multipart: 'fields' },
      schema: {
        tags: [tag],
        summary: 'Add a live stream (multipart or JSON: name, url, active); YouTube links get an embeddable address',
        body: liveStreamCreateSchema,
        response: { 201: liveStreamItemResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const liveStream = await createLiveStream(ctx, request.admin.id, request.body);
      return reply.code(201).send({ success: true as const, message: 'Live News Added Successfully', liveStream });
    },
  );

  app.put(
    '/live/livestream/:id',
    {
      config: { access: { permission: 'canEdit' } },
      schema: {
        tags: [tag],
        summary: 'Save the edit dialog: name, url and optionally active',
        params: idParam,
        body: liveStreamUpdateSchema,
        response: { 200: liveStreamItemResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const liveStream = await editLiveStream(ctx, request.admin.id, request.params.id, request.body);
      return { success: true as const, message: 'The live stream has been successfully updated.', liveStream };
    },
  );

  activeToggleRoute(app, {
    path: '/live/update/:id',
    tag,
    summary: 'Activate or deactivate a live stream (any admin)',
    access: 'admin',
    key: 'liveStream',
    response: liveStreamItemResponseSchema,
    messages: { activated: 'Live News Activated Successfully', deactivated: 'Live News Deactivated Successfully' },
    toggle: (id, active, adminId) => toggleLiveStreamActive(ctx, adminId, id, active),
  });

  deleteByIdRoute(app, {
    path: '/live/delete/:id',
    tag,
    summary: 'Delete a live stream',
    access: { permission: 'canDelete' },
    message: 'Live News Deleted Successfully',
    remove: (id, adminId) => removeLiveStream(ctx, adminId, id),
  });
};
