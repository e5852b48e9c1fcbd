import type { LiveStream } from '../../../shared/schemas/live';
import type { LiveStreamRow } from './live.repository';

export function presentLiveStream(row: LiveStreamRow): LiveStream {
  return {
    _id: row.id,
    name: row.name,
    url: row.url,
    embedUrl: row.embed_url,
    active: row.active === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
