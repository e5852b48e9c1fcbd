import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import type { AuditEntry, AuditQuery } from '../../../shared/schemas/audit';
import type { AppContext } from '../../context';
import { itemKey, labelAuditedItems } from './audit.items';
import { presentAuditLine } from './audit.presenter';
import { countAuditLines, listAuditLines } from './audit.repository';

/** One page of the audit log, newest first, narrowed by admin, kind of item and action (docs/decisions/109). */
export async function listActivity(
  ctx: AppContext,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; pagination: { total: number; page: number; limit: number; pages: number } }> {
  const page = query.page ?? 1;
  const limit = query.limit ?? LISTING_PAGE_SIZE;
  const filter = { adminId: query.adminId, entity: query.kind, action: query.action };
  const [rows, total] = await Promise.all([
    listAuditLines(ctx.db, filter, { offset: (page - 1) * limit, limit }),
    countAuditLines(ctx.db, filter),
  ]);
  const labels = await labelAuditedItems(ctx.db, rows);
  const entries = rows.map((row) =>
    presentAuditLine(row, row.entity_id === null ? null : (labels.get(itemKey(row.entity, row.entity_id)) ?? null)),
  );
  return { entries, pagination: { total, page, limit, pages: pageCount(total, limit) } };
}
