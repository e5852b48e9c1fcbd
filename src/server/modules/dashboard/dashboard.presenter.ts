import type { DashboardTotals } from '../../../shared/schemas/dashboard';
import type { DashboardCountsRow } from './dashboard.repository';

export function presentDashboardTotals(row: DashboardCountsRow): DashboardTotals {
  return {
    totalUsers: row.total_users,
    totalVisits: row.total_visits,
    totalNews: row.total_news,
    totalCategories: row.total_categories,
    totalSubCategories: row.total_subcategories,
  };
}
