import type { ImageRef } from '../../../shared/schemas/news';
import { NEWS_NOT_FOUND } from '../../../shared/schemas/news';
import {
  REVISION_NOT_FOUND,
  type Revision,
  type RevisionRestoreAnswer,
  type RevisionSummary,
} from '../../../shared/schemas/news-revisions';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findNewsRowById } from '../news/news.repository';
import { updateArticle } from '../news/news.service';
import { presentRevision, presentRevisionSummary } from './revisions.presenter';
import { findRevision, listRevisionsOf } from './revisions.repository';

async function articleVersion(ctx: AppContext, newsId: string): Promise<number> {
  const article = await findNewsRowById(ctx.db, newsId);
  if (!article) throw notFound(NEWS_NOT_FOUND);
  return article.version;
}

export async function listArticleRevisions(ctx: AppContext, newsId: string): Promise<RevisionSummary[]> {
  const version = await articleVersion(ctx, newsId);
  return (await listRevisionsOf(ctx.db, newsId)).map((row) => presentRevisionSummary(row, version));
}

export async function findArticleRevision(ctx: AppContext, newsId: string, revisionId: string): Promise<Revision> {
  const version = await articleVersion(ctx, newsId);
  const row = await findRevision(ctx.db, newsId, revisionId);
  if (!row) throw notFound(REVISION_NOT_FOUND);
  return presentRevision(row, version);
}

/** Whether the upload's full-size file is still in the media store (the variants go with it). */
async function isStored(ctx: AppContext, image: ImageRef): Promise<boolean> {
  return ctx.storage.exists(`${image.public_id}.webp`);
}

function restoredMessage(from: number, to: number, missing: number, keptCurrentImages: boolean): string {
  const restored = `Version ${from} restored as version ${to}.`;
  if (missing === 0) return restored;
  if (keptCurrentImages)
    return `${restored} Its images are no longer in the media library, so the article keeps the images it had.`;
  const images = missing === 1 ? '1 image it named is' : `${missing} images it named are`;
  return `${restored} ${images} no longer in the media library and ${missing === 1 ? 'was' : 'were'} left out.`;
}

/**
 * Brings a revision's title, subtitle, description, tags and images back as a new save through
 * the edit's own path (version, Activity, content event, a revision of its own: decision 226).
 * Images no longer in the media library are left out and named in the answer; when none is left,
 * the article keeps its current images, since an article needs one (decision 227).
 */
export async function restoreArticleRevision(
  ctx: AppContext,
  newsId: string,
  revisionId: string,
  expectedVersion: number | undefined,
  adminId: string | null,
): Promise<RevisionRestoreAnswer> {
  await articleVersion(ctx, newsId);
  const revision = await findRevision(ctx.db, newsId, revisionId);
  if (!revision) throw notFound(REVISION_NOT_FOUND);
  const { title, subtitle, description, tag, images } = presentRevision(revision, 0);
  const stored: ImageRef[] = [];
  const missingImages: ImageRef[] = [];
  for (const image of images) ((await isStored(ctx, image)) ? stored : missingImages).push(image);
  const keepCurrentImages = stored.length === 0;
  const news = await updateArticle(
    ctx,
    {
      id: newsId,
      version: expectedVersion,
      title,
      subtitle,
      description,
      tag,
      ...(keepCurrentImages ? {} : { images: stored }),
    },
    [],
    adminId,
    { restoredFrom: revision.version },
  );
  return {
    success: true,
    message: restoredMessage(revision.version, news.version, missingImages.length, keepCurrentImages),
    news,
    missingImages,
  };
}
