import {
  adminCreateSchema,
  adminDeletedResponseSchema,
  adminResponseSchema,
  adminsResponseSchema,
  adminUpdateSchema,
} from '../../../shared/schemas/admins';
import { entityListQuerySchema, errorSchema, idParam } from '../../../shared/schemas/common';
import type { ModuleRoutes } from '../module';
import { createAdminAccount, listAdminAccounts, removeAdminAccount, updateAdminAccess } from './admins.service';

/** Managing back-office accounts is the SuperAdmin's alone (docs/product.md, Admins and permissions). */
export const adminsRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['admins'];

  app.get(
    '/admin',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'List every admin with role and permissions (SuperAdmin only)',
        querystring: entityListQuerySchema,
        response: { 200: adminsResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, admins: await listAdminAccounts(ctx, request.query.limit) }),
  );

  app.post(
    '/admin/add',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Add an admin (role Admin) with the three permission flags (SuperAdmin only)',
        body: adminCreateSchema,
        response: { 201: adminResponseSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const admin = await createAdminAccount(ctx, request.admin, request.body);
      return reply.code(201).send({ success: true as const, message: 'Admin added successfully', admin });
    },
  );

  app.put(
    '/admin/update/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: "Change an admin's permissions or role; their open sessions end (SuperAdmin only)",
        description: 'A SuperAdmin always holds all three permissions. The last SuperAdmin cannot be demoted (409).',
        params: idParam,
        body: adminUpdateSchema,
        response: {
          200: adminResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const admin = await updateAdminAccess(ctx, request.admin, request.params.id, request.body);
      return { success: true as const, message: 'Admin updated successfully', admin };
    },
  );

  app.delete(
    '/admin/delete/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Delete an admin; their tokens stop working at once (SuperAdmin only)',
        description: 'The last SuperAdmin cannot be deleted (409).',
        params: idParam,
        response: {
          200: adminDeletedResponseSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await removeAdminAccount(ctx, request.admin, request.params.id);
      return { success: true as const, message: 'Admin deleted successfully' };
    },
  );
};
