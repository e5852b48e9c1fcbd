import {
  breakingNewsCreateSchema,
  breakingNewsItemResponseSchema,
  breakingNewsListResponseSchema,
} from '../../../shared/schemas/breaking';
import {
  activeToggleSchema,
  entityListQuerySchema,
  errorSchema,
  idParam,
  successSchema,
} from '../../../shared/schemas/common';
import { isAdminRequest } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import {
  createBreakingNews,
  listBreakingNewsFor,
  removeBreakingNews,
  toggleBreakingNewsActive,
} from './breaking.service';

export const breakingRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/breakingNews/getAll',
    {
      config: { access: 'public' },
      schema: {
        tags: ['breaking news'],
        summary: 'Breaking news, newest first: active items for readers, every item for admins',
        querystring: entityListQuerySchema,
        response: { 200: breakingNewsListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      breakingNewss: await listBreakingNewsFor(ctx, { admin: isAdminRequest(request), limit: request.query.limit }),
    }),
  );

  app.post(
    '/breakingNews/create',
    {
      config: { access: { permission: 'canAdd' }, multipart: 'fields' },
      schema: {
        tags: ['breaking news'],
        summary: 'Add a breaking-news line (multipart or JSON: name); it starts active',
        body: breakingNewsCreateSchema,
        response: { 201: breakingNewsItemResponseSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const breakingNews = await createBreakingNews(ctx, request.admin.id, request.body);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Breaking News Added Successfully', breakingNews });
    },
  );

  app.put(
    '/breakingNews/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['breaking news'],
        summary: 'Activate or deactivate a breaking-news line (any admin)',
        params: idParam,
        body: activeToggleSchema,
        response: {
          200: breakingNewsItemResponseSchema,
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { active } = request.body;
      const breakingNews = await toggleBreakingNewsActive(ctx, request.admin.id, request.params.id, active);
      const message = active ? 'Breaking News Activated Successfully' : 'Breaking News Deactivated Successfully';
      return { success: true as const, message, breakingNews };
    },
  );

  app.delete(
    '/breakingNews/delete/:id',
    {
      config: { access: { permission: 'canDelete' } },
      schema: {
        tags: ['breaking news'],
        summary: 'Delete a breaking-news line',
        params: idParam,
        response: { 200: successSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await removeBreakingNews(ctx, request.admin.id, request.params.id);
      return { success: true as const, message: 'Breaking News Deleted Successfully' };
    },
  );
};
