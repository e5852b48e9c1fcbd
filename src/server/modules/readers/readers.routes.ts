import { errorSchema } from '../../../shared/schemas/common';
import { usersQuerySchema, usersResponseSchema } from '../../../shared/schemas/users';
import type { ModuleRoutes } from '../module';
import { listRegisteredUsers } from './readers.service';

export const readersRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      // Readers' names and emails are personal data: only the SuperAdmin reads them (docs/product.md, Registered users).
      config: { access: 'superadmin' },
      schema: {
        tags: ['users'],
        summary: 'Registered site readers, newest first (SuperAdmin only)',
        description: 'Without `page` or `limit` the whole list is returned; with either, one page and `pagination`.',
        querystring: usersQuerySchema,
        response: { 200: usersResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listRegisteredUsers(ctx, request.query)) }),
  );
};
