import type { LiveStream, LiveStreamCreateInput, LiveStreamUpdateInput } from '../../../shared/schemas/live';
import { parseYouTubeId, youtubeEmbedUrl } from '../../../shared/youtube';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { auditedWrite } from '../audit/audited-write';
import { presentLiveStream } from './live.presenter';
import {
  insertLiveStream,
  type LiveStreamChanges,
  type LiveStreamRow,
  listLiveStreams,
  removeLiveStreamRow,
  updateLiveStream,
} from './live.repository';

const ENTITY = 'live_stream' as const;
const NOT_FOUND = 'Live stream not found';

/** YouTube links become the embeddable player address; any other stream page is framed as given. */
function embedUrlFor(url: string): string {
  const videoId = parseYouTubeId(url);
  return videoId ? youtubeEmbedUrl(videoId) : url;
}

/** Readers see the active streams; admins manage every stream. */
export async function listLiveStreamsFor(
  ctx: AppContext,
  options: { admin: boolean; limit: number },
): Promise<LiveStream[]> {
  const rows = await listLiveStreams(ctx.db, { activeOnly: !options.admin, limit: options.limit });
  return rows.map(presentLiveStream);
}

export async function createLiveStream(
  ctx: AppContext,
  adminId: string,
  input: LiveStreamCreateInput,
): Promise<LiveStream> {
  const now = nowIso();
  const row: LiveStreamRow = {
    id: newId(),
    name: input.name,
    url: input.url,
    embed_url: embedUrlFor(input.url),
    active: input.active ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  return auditedWrite(ctx, { adminId, action: 'create', entity: ENTITY, entityId: row.id }, async (trx) => {
    await insertLiveStream(trx, row);
    return { result: presentLiveStream(row), details: { name: row.name, url: row.url, active: input.active } };
  });
}

async function changeLiveStream(
  ctx: AppContext,
  audit: { adminId: string; action: 'update' | 'toggle'; details: Record<string, unknown> },
  id: string,
  changes: LiveStreamChanges,
): Promise<LiveStream> {
  return auditedWrite(ctx, { ...audit, entity: ENTITY, entityId: id }, async (trx) => {
    const updated = await updateLiveStream(trx, id, { ...changes, updated_at: nowIso() });
    if (!updated) throw notFound(NOT_FOUND);
    return { result: presentLiveStream(updated) };
  });
}

/** The edit dialog's save: name and URL, and the active flag when it is sent. */
export function editLiveStream(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: LiveStreamUpdateInput,
): Promise<LiveStream> {
  const changes: LiveStreamChanges = { name: input.name, url: input.url, embed_url: embedUrlFor(input.url) };
  if (input.active !== undefined) changes.active = input.active ? 1 : 0;
  return changeLiveStream(ctx, { adminId, action: 'update', details: { ...input } }, id, changes);
}

export function toggleLiveStreamActive(
  ctx: AppContext,
  adminId: string,
  id: string,
  active: boolean,
): Promise<LiveStream> {
  return changeLiveStream(ctx, { adminId, action: 'toggle', details: { active } }, id, { active: active ? 1 : 0 });
}

export async function removeLiveStream(ctx: AppContext, adminId: string, id: string): Promise<void> {
  await auditedWrite(ctx, { adminId, action: 'delete', entity: ENTITY, entityId: id }, async (trx) => {
    const removed = await removeLiveStreamRow(trx, id);
    if (!removed) throw notFound(NOT_FOUND);
    return { result: undefined, details: { name: removed.name } };
  });
}
