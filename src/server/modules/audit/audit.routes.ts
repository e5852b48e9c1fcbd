import { auditListResponseSchema, auditQuerySchema } from '../../../shared/schemas/audit';
import { errorSchema } from '../../../shared/schemas/common';
import type { ModuleRoutes } from '../module';
import { listActivity } from './audit.service';

export const auditRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      // Who did what is about people: the SuperAdmin's, like managing admins (docs/decisions/109).
      config: { access: 'superadmin' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first: who did what to which item, and when (SuperAdmin only)',
        description:
          'Filter by `adminId`, `kind` (the kind of item) and `action`; paged by `page` and `limit` (default 10).',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listActivity(ctx, request.query)) }),
  );
};
