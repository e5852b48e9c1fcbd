import { dashboardResponseSchema } from '../../../shared/schemas/dashboard';
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
        response: { 200: dashboardResponseSchema },
      },
    },
    async () => ({ success: true as const, ...(await readDashboardTotals(ctx)) }),
  );
};
