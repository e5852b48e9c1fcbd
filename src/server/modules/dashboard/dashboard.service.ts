import type { DashboardTotals } from '../../../shared/schemas/dashboard';
import type { AppContext } from '../../context';
import { presentDashboardTotals } from './dashboard.presenter';
import { countDashboardTotals } from './dashboard.repository';

/** Registered readers, visits ever counted, every article (active or not), categories and subcategories. */
export async function readDashboardTotals(ctx: AppContext): Promise<DashboardTotals> {
  return presentDashboardTotals(await countDashboardTotals(ctx.db));
}
