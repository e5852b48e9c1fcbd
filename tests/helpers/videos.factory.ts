import type { AppContext } from '../../src/server/context';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { insertVideo, type VideoRow } from '../../src/server/modules/videos/videos.repository';
import { announceWrite } from './announce';

let sequence = 0;

/** A stored video entry; its id is a valid 11-character YouTube id unique to the run. */
export async function buildVideo(ctx: AppContext, overrides: Partial<VideoRow> = {}): Promise<VideoRow> {
  sequence += 1;
  const videoId = `vid${String(sequence).padStart(8, '0')}`;
  const now = nowIso();
  const row: VideoRow = {
    id: newId(),
    url: `https://www.youtube.com/watch?v=${videoId}`,
    video_id: videoId,
    type: 'right-yt',
    publish_at: now,
    created_at: now,
    ...overrides,
  };
  await insertVideo(ctx.db, row);
  await announceWrite(ctx, 'video', [row.id]);
  return row;
}
