import type { BreakingNews } from '../../../shared/schemas/breaking';
import type { BreakingNewsRow } from './breaking.repository';

export function presentBreakingNews(row: BreakingNewsRow): BreakingNews {
  return {
    _id: row.id,
    name: row.name,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
