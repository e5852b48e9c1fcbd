import type { AUDIT_ACTIONS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { nowIso } from '../../lib/clock';
import type { ContentEntity } from '../../lib/content-events';
import { newId } from '../../lib/ids';

export type AuditEntry = {
  adminId: string | null;
  action: (typeof AUDIT_ACTIONS)[number];
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

export type AuditFilter = { adminId?: string; entity?: ContentEntity; action?: AuditEntry['action'] };

export type AuditLineRow = {
  id: string;
  admin_id: string | null;
  admin_name: string | null;
  admin_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: string;
  created_at: string;
};

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.adminId) query = query.where('audit_log.admin_id', '=', filter.adminId);
  if (filter.entity) query = query.where('audit_log.entity', '=', filter.entity);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  return query;
}

/** Newest first (ids are time-ordered and break ties), with the acting admin as they are now. */
export function listAuditLines(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<AuditLineRow[]> {
  return filtered(db, filter)
    .leftJoin('admins', 'admins.id', 'audit_log.admin_id')
    .select([
      'audit_log.id',
      'audit_log.admin_id',
      'admins.name as admin_name',
      'admins.email as admin_email',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.details',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditLines(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
