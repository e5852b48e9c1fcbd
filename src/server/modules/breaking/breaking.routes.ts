import {
  breakingNewsCreateSchema,
  breakingNewsItemResponseSchema,
  breakingNewsListResponseSchema,
} from '../../../shared/schemas/breaking';
import { errorSchema } from '../../../shared/schemas/common';
import { activeToggleRoute, deleteByIdRoute, itemListRoute } from '../item-routes';
import type { ModuleRoutes } from '../module';
import {
  createBreakingNews,
  listBreakingNewsFor,
  removeBreakingNews,
  toggleBreakingNewsActive,
} from './breaking.service';

const tag = 'breaking news';

export const breakingRoutes: ModuleRoutes = async (app, { ctx }) => {
  itemListRoute(app, {
    path: '/breakingNews/getAll',
    tag,
    summary: 'Breaking news, newest first: active items for readers, every item for admins',
    key: 'breakingNewss',
    response: breakingNewsListResponseSchema,
    load: (asker) => listBreakingNewsFor(ctx, asker),
  });

  app.post(
    '/breakingNews/create',
    {
      config: { access: { permission: 'canAdd' }, multipart: 'fields' },
      schema: {
        tags: [tag],
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

  activeToggleRoute(app, {
    path: '/breakingNews/update/:id',
    tag,
    summary: 'Activate or deactivate a breaking-news line (any admin)',
    access: 'admin',
    key: 'breakingNews',
    response: breakingNewsItemResponseSchema,
    messages: {
      activated: 'Breaking News Activated Successfully',
      deactivated: 'Breaking News Deactivated Successfully',
    },
    toggle: (id, active, adminId) => toggleBreakingNewsActive(ctx, adminId, id, active),
  });

  deleteByIdRoute(app, {
    path: '/breakingNews/delete/:id',
    tag,
    summary: 'Delete a breaking-news line',
    access: { permission: 'canDelete' },
    message: 'Breaking News Deleted Successfully',
    remove: (id, adminId) => removeBreakingNews(ctx, adminId, id),
  });
};
