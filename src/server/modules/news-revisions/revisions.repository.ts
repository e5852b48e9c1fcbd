import { NEWS_REVISIONS_KEPT } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { nowIso } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { uploadIdsIn } from '../media/media.service';

/** A revision row with the name of the admin who saved it, as that name reads now. */
export type RevisionRow = {
  id: string;
  news_id: string;
  version: number;
  title: string;
  subtitle: string;
  description: string;
  tags: string;
  images: string;
  admin_id: string | null;
  admin_name: string | null;
  restored_from: number | null;
  created_at: string;
};

export type RevisionSummaryRow = Pick<
  RevisionRow,
  'id' | 'version' | 'title' | 'admin_id' | 'admin_name' | 'restored_from' | 'created_at'
>;

/**
 * Keeps what the article holds now, inside the save's transaction, as the revision of its current
 * version; then lets go of revisions past the newest NEWS_REVISIONS_KEPT. Answers the uploads only
 * the pruned revisions named, for the caller to release after the commit (decision 227).
 */
export async function keepRevision(
  trx: Db,
  newsId: string,
  adminId: string | null,
  restoredFrom: number | null = null,
): Promise<string[]> {
  const article = await trx
    .selectFrom('news')
    .select(['version', 'title', 'subtitle', 'description'])
    .where('id', '=', newsId)
    .executeTakeFirstOrThrow();
  const tags = await trx
    .selectFrom('news_tags')
    .select('tag')
    .where('news_id', '=', newsId)
    .orderBy('position')
    .execute();
  const images = await trx
    .selectFrom('news_images')
    .select(['public_id', 'url', 'width', 'height'])
    .where('news_id', '=', newsId)
    .orderBy('position')
    .execute();
  const id = newId();
  await trx
    .insertInto('news_revisions')
    .values({
      id,
      news_id: newsId,
      version: article.version,
      title: article.title,
      subtitle: article.subtitle,
      description: article.description,
      tags: JSON.stringify(tags.map((row) => row.tag)),
      images: JSON.stringify(images),
      admin_id: adminId,
      restored_from: restoredFrom,
      created_at: nowIso(),
    })
    .execute();
  const uploads = uploadIdsIn([article.description, ...images.map((image) => `${image.public_id} ${image.url}`)]);
  if (uploads.length > 0) {
    await trx
      .insertInto('news_revision_uploads')
      .values(uploads.map((publicId) => ({ revision_id: id, public_id: publicId })))
      .execute();
  }
  return pruneRevisions(trx, newsId);
}

async function pruneRevisions(trx: Db, newsId: string): Promise<string[]> {
  const oldestKept = await trx
    .selectFrom('news_revisions')
    .select('version')
    .where('news_id', '=', newsId)
    .orderBy('version', 'desc')
    .limit(1)
    .offset(NEWS_REVISIONS_KEPT - 1)
    .executeTakeFirst();
  if (!oldestKept) return [];
  const pruned = trx
    .selectFrom('news_revisions')
    .select('id')
    .where('news_id', '=', newsId)
    .where('version', '<', oldestKept.version);
  const released = await trx
    .selectFrom('news_revision_uploads')
    .select('public_id')
    .distinct()
    .where('revision_id', 'in', pruned)
    .execute();
  await trx.deleteFrom('news_revisions').where('id', 'in', pruned).execute();
  return released.map((row) => row.public_id);
}

/** Every upload the article's revisions name: released with the article when it is deleted. */
export async function listRevisionUploads(db: Db, newsId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('news_revision_uploads')
    .innerJoin('news_revisions', 'news_revisions.id', 'news_revision_uploads.revision_id')
    .select('news_revision_uploads.public_id')
    .distinct()
    .where('news_revisions.news_id', '=', newsId)
    .execute();
  return rows.map((row) => row.public_id);
}

/** The article's revisions, newest first (at most NEWS_REVISIONS_KEPT are kept). */
export async function listRevisionsOf(db: Db, newsId: string): Promise<RevisionSummaryRow[]> {
  return db
    .selectFrom('news_revisions')
    .leftJoin('admins', 'admins.id', 'news_revisions.admin_id')
    .select([
      'news_revisions.id',
      'news_revisions.version',
      'news_revisions.title',
      'news_revisions.admin_id',
      'admins.name as admin_name',
      'news_revisions.restored_from',
      'news_revisions.created_at',
    ])
    .where('news_revisions.news_id', '=', newsId)
    .orderBy('news_revisions.version', 'desc')
    .limit(NEWS_REVISIONS_KEPT)
    .execute();
}

export async function findRevision(db: Db, newsId: string, revisionId: string): Promise<RevisionRow | undefined> {
  return db
    .selectFrom('news_revisions')
    .leftJoin('admins', 'admins.id', 'news_revisions.admin_id')
    .selectAll('news_revisions')
    .select('admins.name as admin_name')
    .where('news_revisions.news_id', '=', newsId)
    .where('news_revisions.id', '=', revisionId)
    .executeTakeFirst();
}
