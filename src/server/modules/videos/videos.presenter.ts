import type { Video } from '../../../shared/schemas/videos';
import { youtubeEmbedUrl } from '../../../shared/youtube';
import type { VideoRow } from './videos.repository';

export function presentVideo(row: VideoRow): Video {
  return {
    _id: row.id,
    url: row.url,
    videoId: row.video_id,
    embedUrl: youtubeEmbedUrl(row.video_id),
    type: row.type,
    publish: row.publish_at,
    createdAt: row.created_at,
  };
}
