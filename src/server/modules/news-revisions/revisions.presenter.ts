import type { ImageRef } from '../../../shared/schemas/news';
import type { Revision, RevisionSummary } from '../../../shared/schemas/news-revisions';
import type { RevisionRow, RevisionSummaryRow } from './revisions.repository';

/** The one place a revision row becomes JSON; `currentVersion` is the article's version now. */
export function presentRevisionSummary(row: RevisionSummaryRow, currentVersion: number): RevisionSummary {
  return {
    _id: row.id,
    version: row.version,
    title: row.title,
    createdAt: row.created_at,
    by: row.admin_id !== null && row.admin_name !== null ? { _id: row.admin_id, name: row.admin_name } : null,
    restoredFrom: row.restored_from,
    current: row.version === currentVersion,
  };
}

export function presentRevision(row: RevisionRow, currentVersion: number): Revision {
  return {
    ...presentRevisionSummary(row, currentVersion),
    subtitle: row.subtitle,
    description: row.description,
    tag: JSON.parse(row.tags) as string[],
    images: JSON.parse(row.images) as ImageRef[],
  };
}
