import type { Ad } from '../../../shared/schemas/ads';
import type { AdRow } from './ads.repository';

export function presentAd(row: AdRow): Ad {
  return { _id: row.id, image: row.image, url: row.url, type: row.type, createdAt: row.created_at };
}
