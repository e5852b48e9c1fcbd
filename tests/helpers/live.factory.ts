import type { AppContext } from '../../src/server/context';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { insertLiveStream, type LiveStreamRow } from '../../src/server/modules/live/live.repository';
import { announceWrite } from './announce';

let sequence = 0;

export async function buildLiveStream(ctx: AppContext, overrides: Partial<LiveStreamRow> = {}): Promise<LiveStreamRow> {
  sequence += 1;
  const now = nowIso();
  const row: LiveStreamRow = {
    id: newId(),
    name: `Live ${sequence}`,
    url: `https://stream.example.com/live-${sequence}`,
    embed_url: `https://stream.example.com/live-${sequence}`,
    active: 1,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await insertLiveStream(ctx.db, row);
  await announceWrite(ctx, 'live_stream', [row.id]);
  return row;
}
