import type { Video, VideoCreateInput } from '../../../shared/schemas/videos';
import { ONLY_YOUTUBE_MESSAGE } from '../../../shared/schemas/videos';
import { parseYouTubeId } from '../../../shared/youtube';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { auditedWrite } from '../audit/audited-write';
import { presentVideo } from './videos.presenter';
import { insertVideo, listVideos, removeVideoRow, type VideoRow } from './videos.repository';

const ENTITY = 'video' as const;

export async function listAllVideos(ctx: AppContext, limit: number): Promise<Video[]> {
  return (await listVideos(ctx.db, limit)).map(presentVideo);
}

/** Published the moment it is added: the form has no publish time (docs/product.md, Videos). */
export async function createVideo(ctx: AppContext, adminId: string, input: VideoCreateInput): Promise<Video> {
  const videoId = parseYouTubeId(input.url);
  if (!videoId) throw badRequest(ONLY_YOUTUBE_MESSAGE, { url: ONLY_YOUTUBE_MESSAGE });
  const now = nowIso();
  const row: VideoRow = {
    id: newId(),
    url: input.url,
    video_id: videoId,
    type: input.type,
    publish_at: now,
    created_at: now,
  };
  return auditedWrite(ctx, { adminId, action: 'create', entity: ENTITY, entityId: row.id }, async (trx) => {
    await insertVideo(trx, row);
    return { result: presentVideo(row), details: { videoId, type: row.type } };
  });
}

export async function removeVideo(ctx: AppContext, adminId: string, id: string): Promise<void> {
  await auditedWrite(ctx, { adminId, action: 'delete', entity: ENTITY, entityId: id }, async (trx) => {
    const removed = await removeVideoRow(trx, id);
    if (!removed) throw notFound('Video not found');
    return { result: undefined, details: { videoId: removed.video_id, type: removed.type } };
  });
}
