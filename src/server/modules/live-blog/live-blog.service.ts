import type { Language } from '../../../shared/language';
import { LIVE_UPDATES_ON_PAGE, LIVE_UPDATES_PER_ANSWER } from '../../../shared/live-blog';
import {
  LIVE_COVERAGE_ENDED,
  LIVE_UPDATE_NOT_FOUND,
  type LiveUpdate,
  type LiveUpdateCreateInput,
  type LiveUpdateEditInput,
  type LiveUpdatesAnswer,
  NOT_A_LIVE_BLOG,
} from '../../../shared/schemas/live-blog';
import { NEWS_NOT_FOUND } from '../../../shared/schemas/news';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { LiveUpdateRow } from '../../db/database';
import { nowIso } from '../../lib/clock';
import type { ContentAction } from '../../lib/content-events';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { auditedWrite } from '../audit/audited-write';
import { presentLiveUpdate } from './live-blog.presenter';
import {
  findLatestLiveScore,
  findLiveArticle,
  findLiveUpdate,
  insertLiveUpdate,
  type LiveArticleRow,
  listCurrentLiveUpdates,
  listLiveChangesAfter,
  nextLiveRevision,
  setLiveCoverage,
  unpinOthers,
  updateLiveUpdate,
} from './live-blog.repository';

/**
 * The live blog's writes (docs/product.md, Live blog): each counts one revision on its article, is
 * audited, and announces the article alone, so only its pages and its updates answer are forgotten
 * (decision 223). Ending or resuming the coverage changes cards and the news sitemap: a full change.
 * So does a change of a score line: the sidebar's cricket box on every listing and article page shows
 * the newest one (decision 264).
 */

function coverageOf(article: LiveArticleRow) {
  return { live: article.live_started_at !== null, startedAt: article.live_started_at, endedAt: article.live_ended_at };
}

async function liveArticle(db: Db, newsId: string): Promise<LiveArticleRow> {
  const article = await findLiveArticle(db, newsId);
  if (!article) throw notFound(NEWS_NOT_FOUND);
  if (article.live_started_at === null) throw badRequest(NOT_A_LIVE_BLOG);
  return article;
}

function assertOpen(article: LiveArticleRow): void {
  if (article.live_ended_at !== null) throw conflict(LIVE_COVERAGE_ENDED);
}

/** An update of the article named: an update of another article is not found there. */
async function updateOf(
  db: Db,
  newsId: string,
  updateId: string,
): Promise<{ update: LiveUpdateRow; article: LiveArticleRow }> {
  const [update, article] = await Promise.all([findLiveUpdate(db, updateId), liveArticle(db, newsId)]);
  if (!update || update.news_id !== article.id) throw notFound(LIVE_UPDATE_NOT_FOUND);
  return { update, article };
}

/** One audited write to an article's updates, announced for that article only unless it changes a score line. */
function writeUpdates<T>(
  ctx: AppContext,
  article: LiveArticleRow,
  entry: { adminId: string | null; action: Exclude<ContentAction, 'publish'>; updateId: string; score: boolean },
  write: (trx: Db, revision: number) => Promise<{ result: T; releasedUploads?: string[] }>,
): Promise<T> {
  return auditedWrite(
    ctx,
    {
      adminId: entry.adminId,
      action: entry.action,
      entity: 'live_update',
      entityId: entry.updateId,
      details: { newsId: article.id },
    },
    async (trx) => {
      const written = await write(trx, await nextLiveRevision(trx, article.id));
      const only = { ids: [article.id], slugs: [article.slug] };
      const touched = { ids: [article.id], slugs: [article.slug] };
      return { ...written, touched: entry.score ? touched : { ...touched, onlyArticles: only } };
    },
  );
}

async function presentStored(db: Db, updateId: string): Promise<LiveUpdate> {
  const row = await findLiveUpdate(db, updateId);
  if (!row) throw notFound(LIVE_UPDATE_NOT_FOUND);
  return presentLiveUpdate(row);
}

export async function postLiveUpdate(
  ctx: AppContext,
  newsId: string,
  input: LiveUpdateCreateInput,
  adminId: string | null,
): Promise<LiveUpdate> {
  const article = await liveArticle(ctx.db, newsId);
  assertOpen(article);
  const id = newId();
  const score = Boolean(input.score);
  await writeUpdates(ctx, article, { adminId, action: 'create', updateId: id, score }, async (trx, revision) => {
    const now = nowIso();
    await insertLiveUpdate(trx, {
      id,
      news_id: article.id,
      body: input.body,
      score: input.score ?? '',
      key_event: input.keyEvent ? 1 : 0,
      pinned: 0,
      image_public_id: input.image?.public_id ?? null,
      image_url: input.image?.url ?? null,
      image_width: input.image?.width ?? null,
      image_height: input.image?.height ?? null,
      revision,
      created_by: adminId,
      created_at: now,
      updated_at: now,
    });
    return { result: undefined };
  });
  return presentStored(ctx.db, id);
}

/** Changes the fields sent; an image replaced or removed is let go of once nothing names it. */
export async function editLiveUpdate(
  ctx: AppContext,
  newsId: string,
  updateId: string,
  input: LiveUpdateEditInput,
  adminId: string | null,
): Promise<LiveUpdate> {
  const { update, article } = await updateOf(ctx.db, newsId, updateId);
  const imageChanged = input.image !== undefined && (input.image?.public_id ?? null) !== update.image_public_id;
  const score = input.score !== undefined && input.score !== update.score;
  await writeUpdates(ctx, article, { adminId, action: 'update', updateId, score }, async (trx, revision) => {
    await updateLiveUpdate(trx, updateId, {
      body: input.body ?? update.body,
      score: input.score ?? update.score,
      key_event: input.keyEvent === undefined ? update.key_event : input.keyEvent ? 1 : 0,
      ...(imageChanged
        ? {
            image_public_id: input.image?.public_id ?? null,
            image_url: input.image?.url ?? null,
            image_width: input.image?.width ?? null,
            image_height: input.image?.height ?? null,
          }
        : {}),
      revision,
      updated_at: nowIso(),
    });
    return {
      result: undefined,
      releasedUploads: imageChanged && update.image_public_id ? [update.image_public_id] : [],
    };
  });
  return presentStored(ctx.db, updateId);
}

/** One pinned update per article: pinning one unpins the other. */
export async function pinLiveUpdate(
  ctx: AppContext,
  newsId: string,
  updateId: string,
  pinned: boolean,
  adminId: string | null,
): Promise<LiveUpdate> {
  const { article } = await updateOf(ctx.db, newsId, updateId);
  await writeUpdates(ctx, article, { adminId, action: 'toggle', updateId, score: false }, async (trx, revision) => {
    if (pinned) await unpinOthers(trx, article.id, updateId, revision);
    await updateLiveUpdate(trx, updateId, { pinned: pinned ? 1 : 0, revision });
    return { result: undefined };
  });
  return presentStored(ctx.db, updateId);
}

/** Leaves a tombstone (decision 221): readers who saw the update learn it went. */
export async function removeLiveUpdate(
  ctx: AppContext,
  newsId: string,
  updateId: string,
  adminId: string | null,
): Promise<void> {
  const { update, article } = await updateOf(ctx.db, newsId, updateId);
  await writeUpdates(
    ctx,
    article,
    { adminId, action: 'delete', updateId, score: update.score !== '' },
    async (trx, revision) => {
      const now = nowIso();
      await updateLiveUpdate(trx, updateId, {
        deleted_at: now,
        updated_at: now,
        pinned: 0,
        revision,
        image_public_id: null,
        image_url: null,
      });
      return { result: undefined, releasedUploads: update.image_public_id ? [update.image_public_id] : [] };
    },
  );
}

/** Ends the coverage when the match is over, or resumes it; cards and the news sitemap change with it. */
export async function setCoverageEnded(ctx: AppContext, newsId: string, ended: boolean, adminId: string | null) {
  const article = await liveArticle(ctx.db, newsId);
  const endedAt = ended ? (article.live_ended_at ?? nowIso()) : null;
  if (endedAt === article.live_ended_at) return coverageOf(article);
  await auditedWrite(
    ctx,
    { adminId, action: 'update', entity: 'news', entityId: article.id, details: { liveEnded: ended } },
    async (trx) => {
      await setLiveCoverage(trx, article.id, { live_ended_at: endedAt, updated_at: nowIso() });
      return { result: undefined, touched: { slugs: [article.slug], categoryIds: [article.category_id] } };
    },
  );
  return coverageOf({ ...article, live_ended_at: endedAt });
}

/**
 * What changed after the cursor (decision 221). Rows that share a revision (a pin and the unpin it
 * caused) are never split between two answers. Readers see published live blogs only (`reader`).
 */
export async function listLiveUpdatesAfter(
  ctx: AppContext,
  newsId: string,
  after: number,
  audience: 'reader' | 'admin',
): Promise<LiveUpdatesAnswer> {
  const article = await findLiveArticle(ctx.db, newsId);
  const visible = article && article.active === 1 && article.publish_at <= nowIso() && article.live_started_at !== null;
  if (!article || (audience === 'reader' && !visible)) throw notFound(NEWS_NOT_FOUND);
  const rows = await listLiveChangesAfter(ctx.db, article.id, after, LIVE_UPDATES_PER_ANSWER + 1);
  const more = rows.length > LIVE_UPDATES_PER_ANSWER;
  let kept = rows.slice(0, LIVE_UPDATES_PER_ANSWER);
  if (more) {
    const cut = rows[LIVE_UPDATES_PER_ANSWER]?.revision;
    const whole = kept.filter((row) => row.revision !== cut);
    if (whole.length > 0) kept = whole;
  }
  const last = kept.at(-1);
  return {
    success: true,
    newsId: article.id,
    coverage: coverageOf(article),
    revision: more && last ? last.revision : Math.max(article.live_revision, last?.revision ?? 0),
    updates: kept.filter((row) => row.deleted_at === null).map(presentLiveUpdate),
    removed: kept.filter((row) => row.deleted_at !== null).map((row) => row.id),
    more,
  };
}

/** A live page's updates (the newest `LIVE_UPDATES_ON_PAGE`) and the cursor they are current at. */
export async function listLiveBlogForPage(
  ctx: AppContext,
  newsId: string,
): Promise<{ revision: number; updates: LiveUpdate[] }> {
  // The revision first: an update written meanwhile is then asked for again, never missed.
  const article = await findLiveArticle(ctx.db, newsId);
  if (!article) throw notFound(NEWS_NOT_FOUND);
  const rows = await listCurrentLiveUpdates(ctx.db, newsId, LIVE_UPDATES_ON_PAGE);
  return { revision: article.live_revision, updates: rows.map(presentLiveUpdate) };
}

/** A live match's newest score line, with the live blog it links to. */
export type LiveScore = {
  newsId: string;
  slug: string;
  title: string;
  language: Language;
  score: string;
  /** When the score line was posted. */
  at: string;
};

/** The cricket box's score: the newest score line of a live blog that is on, with its article; null when none is. */
export async function findLiveScore(ctx: AppContext): Promise<LiveScore | null> {
  const row = await findLatestLiveScore(ctx.db, nowIso());
  if (!row) return null;
  return { newsId: row.newsId, slug: row.slug, title: row.title, language: row.language, score: row.score, at: row.at };
}
