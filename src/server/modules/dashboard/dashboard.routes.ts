import { dashboardResponseSchema } from '../../../shared/schemas/dashboard';
import { isAdminRequest } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import { readDashboardTotals } from './dashboard.service';

export const dashboardRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dashboard'],
        summary: 'The five totals of the dashboard cards; public, the footer shows totalVisits',
        description: 'An admin also gets `commentsAwaiting`: comments held for approval or hidden by reports.',
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await readDashboardTotals(ctx, isAdminRequest(request))) }),
  );
};
