import type { BreakingNews, BreakingNewsCreateInput } from '../../../shared/schemas/breaking';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { presentBreakingNews } from './breaking.presenter';
import {
  type BreakingNewsRow,
  insertBreakingNews,
  listBreakingNews,
  removeBreakingNews,
  setBreakingNewsActive,
} from './breaking.repository';

const ENTITY = 'breaking_news';
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
  await ctx.db.transaction().execute(async (trx) => {
    await insertBreakingNews(trx, row);
    await recordAudit(trx, {
      adminId,
      action: 'create',
      entity: ENTITY,
      entityId: row.id,
      details: { name: row.name },
    });
  });
  return presentBreakingNews(row);
}

export async function toggleBreakingNewsActive(
  ctx: AppContext,
  adminId: string,
  id: string,
  active: boolean,
): Promise<BreakingNews> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await setBreakingNewsActive(trx, id, active, nowIso());
    if (!updated) throw notFound(NOT_FOUND);
    await recordAudit(trx, { adminId, action: 'toggle', entity: ENTITY, entityId: id, details: { active } });
    return updated;
  });
  return presentBreakingNews(row);
}

export async function deleteBreakingNews(ctx: AppContext, adminId: string, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await removeBreakingNews(trx, id);
    if (!removed) throw notFound(NOT_FOUND);
    await recordAudit(trx, {
      adminId,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      details: { name: removed.name },
    });
  });
}
