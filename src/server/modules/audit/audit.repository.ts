import type { Db } from '../../db/client';
import { nowIso } from '../../lib/clock';
import type { ContentEntity } from '../../lib/content-events';
import { newId } from '../../lib/ids';

export type AuditEntry = {
  adminId: string | null;
  action: 'create' | 'update' | 'delete' | 'toggle' | 'login';
  entity: ContentEntity;
  entityId: string | null;
  details?: Record<string, unknown>;
};

/** Every admin write leaves a line: who did what to which item, and when. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      admin_id: entry.adminId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}
