import {
  activeToggleSchema,
  entityListQuerySchema,
  errorSchema,
  idParam,
  successSchema,
} from '../../../shared/schemas/common';
import {
  liveStreamCreateSchema,
  liveStreamItemResponseSchema,
  liveStreamListResponseSchema,
  liveStreamUpdateSchema,
} from '../../../shared/schemas/live';
import { isAdminRequest } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import {
  createLiveStream,
  editLiveStream,
  listLiveStreamsFor,
  removeLiveStream,
  toggleLiveStreamActive,
} from './live.service';

const itemResponses = {
  200: liveStreamItemResponseSchema,
  400: errorSchema,
  404: errorSchema,
};

export const liveRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/live/getAll',
    {
      config: { access: 'public' },
      schema: {
        tags: ['live streams'],
        summary: 'Live streams, newest first: active streams for readers, every stream for admins',
        querystring: entityListQuerySchema,
        response: { 200: liveStreamListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      liveStreams: await listLiveStreamsFor(ctx, { admin: isAdminRequest(request), limit: request.query.limit }),
    }),
  );

  app.post(
    '/live/create',
    {
      config: { access: { permission: 'canAdd' }, multipart: 'fields' },
      schema: {
        tags: ['live streams'],
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
        tags: ['live streams'],
        summary: 'Save the edit dialog: name, url and optionally active',
        params: idParam,
        body: liveStreamUpdateSchema,
        response: itemResponses,
      },
    },
    async (request) => {
      const liveStream = await editLiveStream(ctx, request.admin.id, request.params.id, request.body);
      return { success: true as const, message: 'The live stream has been successfully updated.', liveStream };
    },
  );

  app.put(
    '/live/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['live streams'],
        summary: 'Activate or deactivate a live stream (any admin)',
        params: idParam,
        body: activeToggleSchema,
        response: itemResponses,
      },
    },
    async (request) => {
      const { active } = request.body;
      const liveStream = await toggleLiveStreamActive(ctx, request.admin.id, request.params.id, active);
      const message = active ? 'Live News Activated Successfully' : 'Live News Deactivated Successfully';
      return { success: true as const, message, liveStream };
    },
  );

  app.delete(
    '/live/delete/:id',
    {
      config: { access: { permission: 'canDelete' } },
      schema: {
        tags: ['live streams'],
        summary: 'Delete a live stream',
        params: idParam,
        response: { 200: successSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await removeLiveStream(ctx, request.admin.id, request.params.id);
      return { success: true as const, message: 'Live News Deleted Successfully' };
    },
  );
};
