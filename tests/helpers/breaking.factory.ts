import type { AppContext } from '../../src/server/context';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { type BreakingNewsRow, insertBreakingNews } from '../../src/server/modules/breaking/breaking.repository';
import { announceWrite } from './announce';

let sequence = 0;

export async function buildBreakingNews(
  ctx: AppContext,
  overrides: Partial<BreakingNewsRow> = {},
): Promise<BreakingNewsRow> {
  sequence += 1;
  const now = nowIso();
  const row: BreakingNewsRow = {
    id: newId(),
    name: `ब्रेकिंग: खबर ${sequence}`,
    active: 1,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await insertBreakingNews(ctx.db, row);
  await announceWrite(ctx, 'breaking_news', [row.id]);
  return row;
}
