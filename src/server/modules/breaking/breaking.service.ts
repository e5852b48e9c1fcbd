import type { BreakingNews, BreakingNewsCreateInput } from '../../../shared/schemas/breaking';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { auditedWrite } from '../audit/audited-write';
import { presentBreakingNews } from './breaking.presenter';
import {
  type BreakingNewsRow,
  insertBreakingNews,
  listBreakingNews,
  removeBreakingNewsRow,
  setBreakingNewsActive,
} from './breaking.repository';

const ENTITY = 'breaking_news' as const;
const NOT_FOUND = 'Breaking news not found';

/** Readers see the ticker's active items; admins manage every item. */
export async function listBreakingNewsFor(
  ctx: AppContext,
  options: { admin: boolean; limit: number },
): Promise<BreakingNews[]> {
  const rows = await listBreakingNews(ctx.db, { activeOnly: !options.admin, limit: options.limit });
  return rows.map(presentBreakingNews);
}

export async function createBreakingNews(
  ctx: AppContext,
  adminId: string,
  input: BreakingNewsCreateInput,
): Promise<BreakingNews> {
  const now = nowIso();
  const row: BreakingNewsRow = { id: newId(), name: input.name, active: 1, created_at: now, updated_at: now };
  return auditedWrite(ctx, { adminId, action: 'create', entity: ENTITY, entityId: row.id }, async (trx) => {
    await insertBreakingNews(trx, row);
    return { result: presentBreakingNews(row), details: { name: row.name } };
  });
}

export async function toggleBreakingNewsActive(
  ctx: AppContext,
  adminId: string,
  id: string,
  active: boolean,
): Promise<BreakingNews> {
  const entry = { adminId, action: 'toggle', entity: ENTITY, entityId: id, details: { active } } as const;
  return auditedWrite(ctx, entry, async (trx) => {
    const updated = await setBreakingNewsActive(trx, id, active, nowIso());
    if (!updated) throw notFound(NOT_FOUND);
    return { result: presentBreakingNews(updated) };
  });
}

export async function removeBreakingNews(ctx: AppContext, adminId: string, id: string): Promise<void> {
  await auditedWrite(ctx, { adminId, action: 'delete', entity: ENTITY, entityId: id }, async (trx) => {
    const removed = await removeBreakingNewsRow(trx, id);
    if (!removed) throw notFound(NOT_FOUND);
    return { result: undefined, details: { name: removed.name } };
  });
}
