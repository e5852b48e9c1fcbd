import type { AuditEntry } from '../../../shared/schemas/audit';
import type { AuditLineRow } from './audit.repository';

function parsedDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The one place an audit line becomes JSON; `item` is the item's name as it reads now, if it still exists. */
export function presentAuditLine(row: AuditLineRow, item: string | null): AuditEntry {
  return {
    _id: row.id,
    admin:
      row.admin_id !== null && row.admin_name !== null
        ? { _id: row.admin_id, name: row.admin_name, email: row.admin_email ?? '' }
        : null,
    adminId: row.admin_id,
    action: row.action as AuditEntry['action'],
    kind: row.entity as AuditEntry['kind'],
    itemId: row.entity_id,
    item,
    details: parsedDetails(row.details),
    createdAt: row.created_at,
  };
}
