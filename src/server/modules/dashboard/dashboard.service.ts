import type { DashboardTotals } from '../../../shared/schemas/dashboard';
import type { AppContext } from '../../context';
import { countAwaitingModeration } from '../comments/moderation.repository';
import { presentDashboardTotals } from './dashboard.presenter';
import { countDashboardTotals } from './dashboard.repository';

/**
 * Registered readers, visits ever counted, every article (active or not), categories and
 * subcategories; for an admin also the comments awaiting a moderator.
 */
export async function readDashboardTotals(ctx: AppContext, forAdmin = false): Promise<DashboardTotals> {
  const [totals, awaiting] = await Promise.all([
    countDashboardTotals(ctx.db),
    forAdmin ? countAwaitingModeration(ctx.db) : undefined,
  ]);
  return { ...presentDashboardTotals(totals), ...(awaiting === undefined ? {} : { commentsAwaiting: awaiting }) };
}
