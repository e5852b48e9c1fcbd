import type { LiveUpdate } from '../../../shared/schemas/live-blog';
import type { LiveUpdateRow } from '../../db/database';

/** The one place a live update row becomes the API's JSON. */
export function presentLiveUpdate(row: LiveUpdateRow): LiveUpdate {
  return {
    _id: row.id,
    body: row.body,
    score: row.score,
    keyEvent: row.key_event === 1,
    pinned: row.pinned === 1,
    image:
      row.image_public_id && row.image_url
        ? { public_id: row.image_public_id, url: row.image_url, width: row.image_width, height: row.image_height }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    revision: row.revision,
  };
}
