import {
  COMMENT_ALREADY_REPORTED,
  COMMENT_EDIT_EXPIRED,
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_HISTORY_DAYS,
  COMMENT_NOT_FOUND,
  COMMENT_NOT_YOURS,
  COMMENT_PARENT_NOT_FOUND,
  COMMENT_REPORT_OWN,
  COMMENT_REPORTS_TO_HIDE,
  COMMENT_TOO_SOON,
  type CommentCreateInput,
  type CommentReply,
  READER_NOT_FOUND,
  REPLY_MAIL_LINK_INVALID,
} from '../../../shared/schemas/comments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { CommentReportTable } from '../../db/database';
import { nowIso } from '../../lib/clock';
import type { ContentAction } from '../../lib/content-events';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { getSettings } from '../settings/settings.service';
import {
  type CommentCheck,
  type CommentFacts,
  EDIT_CHECKS,
  intervalStart,
  NEW_COMMENT_CHECKS,
  runChecks,
} from './comment-pipeline';
import { presentReply, storedHoldReason } from './comments.presenter';
import { findArticleOrFail } from './comments.reads';
import {
  addLike,
  addReport,
  type CommentRow,
  claimCommentInterval,
  countReaderHistory,
  countReplies,
  countReportsSinceReview,
  findArticle,
  findComment,
  findPreviousComment,
  findReader,
  insertComment,
  recountArticleComments,
  recountLikes,
  removeComment,
  removeLike,
  switchReplyMailOff,
  updateComment,
} from './comments.repository';
import { type ReplyNotice, readerOfReplyMailToken, replyNoticeFor } from './reply-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A reader's change to what others see under an article (a visible comment posted, edited, deleted
 * or hidden by reports): its article's kept pages go, nothing else (decision 177). Likes do not
 * announce (decision 160).
 */
async function announceCommentsOf(ctx: AppContext, article: { id: string; slug: string }, action: ContentAction) {
  await ctx.events.publish({
    entity: 'comment',
    action,
    ids: [article.id],
    slugs: [article.slug],
    categoryIds: [],
    onlyArticles: { ids: [article.id], slugs: [article.slug] },
    at: nowIso(),
  });
}

async function readFacts(
  ctx: AppContext,
  readerId: string,
  article: { comments_enabled: 0 | 1; publish_at: string },
  text: string,
  now: Date,
): Promise<CommentFacts> {
  const since = new Date(now.getTime() - COMMENT_HISTORY_DAYS * DAY_MS).toISOString();
  const [reader, previous, history, settings] = await Promise.all([
    findReader(ctx.db, readerId),
    findPreviousComment(ctx.db, readerId),
    countReaderHistory(ctx.db, readerId, since),
    getSettings(ctx),
  ]);
  if (!reader) throw notFound(READER_NOT_FOUND);
  return {
    text,
    now,
    settings: settings.comments,
    article: { commentsEnabled: article.comments_enabled === 1, publishAt: article.publish_at },
    reader: { status: reader.status, suspendedUntil: reader.suspended_until },
    previous: previous ? { body: previous.body } : null,
    lastCommentAt: reader.last_comment_at,
    approvedCount: history.approved,
    recent: { total: history.recent, rejected: history.rejected },
  };
}

/** Runs the checks: a refusal throws; a hold answers the status and reason the comment is stored with. */
function decide(
  checks: CommentCheck[],
  facts: CommentFacts,
): { status: 'visible' | 'pending'; hold_reason: string | null } {
  const verdict = runChecks(checks, facts);
  if (verdict?.kind === 'refuse') {
    throw new AppError(
      verdict.status,
      verdict.message,
      verdict.field ? { [verdict.field]: verdict.message } : undefined,
    );
  }
  if (verdict?.kind === 'hold')
    return { status: 'pending', hold_reason: storedHoldReason(verdict.reason, verdict.detail) };
  return { status: 'visible', hold_reason: null };
}

/** The top-level comment a reply joins: replying to a reply joins that reply's thread. */
async function threadToJoin(ctx: AppContext, parentId: string, newsId: string): Promise<CommentRow> {
  const parent = await findComment(ctx.db, parentId);
  if (!parent || parent.news_id !== newsId || parent.status !== 'visible') throw notFound(COMMENT_PARENT_NOT_FOUND);
  return parent;
}

export type PostedComment = { comment: CommentReply; held: boolean; notice: ReplyNotice | null };

export async function postComment(
  ctx: AppContext,
  readerId: string,
  input: CommentCreateInput,
  now: Date,
): Promise<PostedComment> {
  const article = await findArticleOrFail(ctx, input.newsId, now);
  const facts = await readFacts(ctx, readerId, article, input.text, now);
  const decision = decide(NEW_COMMENT_CHECKS, facts);
  const repliedTo = input.parentId ? await threadToJoin(ctx, input.parentId, article.id) : null;
  const held = decision.status === 'pending';
  const row: CommentRow = {
    id: newId(),
    news_id: article.id,
    reader_id: readerId,
    parent_id: repliedTo ? (repliedTo.parent_id ?? repliedTo.id) : null,
    body: input.text.trim(),
    ...decision,
    like_count: 0,
    report_count: 0,
    reviewed_at: null,
    edited_at: null,
    created_at: now.toISOString(),
    // A held reply tells the author it answers when first approved (decision 191).
    notify_comment_id: held && repliedTo ? repliedTo.id : null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    // First in the transaction, so a second post at the same moment waits here and is refused (decision 190).
    if (!(await claimCommentInterval(trx, readerId, row.created_at, intervalStart(now)))) {
      throw tooManyRequests(COMMENT_TOO_SOON);
    }
    await insertComment(trx, row);
    await recountArticleComments(trx, [article.id]);
  });
  if (decision.status === 'visible') await announceCommentsOf(ctx, article, 'create');
  const reader = await findReader(ctx.db, readerId);
  const notice = repliedTo && !held ? await replyNoticeFor(ctx, { reply: row, repliedTo, article }) : null;
  return {
    comment: presentReply({ ...row, reader_name: reader?.name ?? null }, { readerId }, new Set()),
    held,
    notice,
  };
}

async function findOwnComment(ctx: AppContext, readerId: string, id: string): Promise<CommentRow> {
  const comment = await findComment(ctx.db, id);
  if (!comment || comment.status === 'deleted') throw notFound(COMMENT_NOT_FOUND);
  if (comment.reader_id !== readerId) throw forbidden(COMMENT_NOT_YOURS);
  return comment;
}

/** The author may change the text for a few minutes; the new text passes the checks again (decision 156). */
export async function editComment(
  ctx: AppContext,
  readerId: string,
  id: string,
  text: string,
  now: Date,
): Promise<{ comment: CommentReply; held: boolean }> {
  const comment = await findOwnComment(ctx, readerId, id);
  if (comment.status !== 'visible' && comment.status !== 'pending') throw notFound(COMMENT_NOT_FOUND);
  if (now.getTime() - Date.parse(comment.created_at) > COMMENT_EDIT_WINDOW_MINUTES * 60 * 1000) {
    throw forbidden(COMMENT_EDIT_EXPIRED);
  }
  const article = await findArticleOrFail(ctx, comment.news_id, now);
  const decision = decide(EDIT_CHECKS, await readFacts(ctx, readerId, article, text, now));
  // A comment already held stays held for the reason it was held for.
  const changes =
    comment.status === 'pending' && decision.status === 'visible'
      ? { body: text.trim(), edited_at: now.toISOString() }
      : { body: text.trim(), edited_at: now.toISOString(), ...decision };
  await ctx.db.transaction().execute(async (trx) => {
    await updateComment(trx, id, changes);
    await recountArticleComments(trx, [comment.news_id]);
  });
  const updated = { ...comment, ...changes };
  if (comment.status === 'visible' || updated.status === 'visible') await announceCommentsOf(ctx, article, 'update');
  const reader = await findReader(ctx.db, readerId);
  return {
    comment: presentReply({ ...updated, reader_name: reader?.name ?? null }, { readerId }, new Set()),
    held: updated.status === 'pending',
  };
}

/**
 * Removes a comment, or empties it into a 'deleted' place while replies hang from it; a deleted
 * first comment whose last reply goes is removed too. Moderators delete the same way.
 */
export async function deleteCommentRow(trx: Db, comment: CommentRow): Promise<void> {
  if (comment.parent_id === null && (await countReplies(trx, comment.id)) > 0) {
    await updateComment(trx, comment.id, { status: 'deleted', body: '', hold_reason: null, edited_at: null });
  } else {
    await removeComment(trx, comment.id);
  }
  if (comment.parent_id !== null) {
    const parent = await findComment(trx, comment.parent_id);
    if (parent?.status === 'deleted' && (await countReplies(trx, parent.id)) === 0) await removeComment(trx, parent.id);
  }
  await recountArticleComments(trx, [comment.news_id]);
}

export async function deleteOwnComment(ctx: AppContext, readerId: string, id: string): Promise<void> {
  const comment = await findOwnComment(ctx, readerId, id);
  await ctx.db.transaction().execute((trx) => deleteCommentRow(trx, comment));
  const article = comment.status === 'visible' ? await findArticle(ctx.db, comment.news_id, nowIso()) : undefined;
  if (article) await announceCommentsOf(ctx, article, 'delete');
}

async function findVisibleComment(ctx: AppContext, id: string): Promise<CommentRow> {
  const comment = await findComment(ctx.db, id);
  if (comment?.status !== 'visible') throw notFound(COMMENT_NOT_FOUND);
  return comment;
}

/** Liking twice, or taking back a like never given, changes nothing and answers the same. */
export async function setLike(
  ctx: AppContext,
  readerId: string,
  id: string,
  liked: boolean,
  now: Date,
): Promise<{ liked: boolean; likes: number }> {
  await findVisibleComment(ctx, id);
  const likes = await ctx.db.transaction().execute(async (trx) => {
    const changed = liked ? await addLike(trx, id, readerId, now.toISOString()) : await removeLike(trx, id, readerId);
    if (!changed) return (await findComment(trx, id))?.like_count ?? 0;
    return recountLikes(trx, id);
  });
  return { liked, likes };
}

/** One report per reader; enough readers' reports since the last review hide it until a moderator looks. */
export async function reportComment(
  ctx: AppContext,
  readerId: string,
  id: string,
  reason: CommentReportTable['reason'],
  now: Date,
): Promise<void> {
  const comment = await findComment(ctx.db, id);
  if (!comment || (comment.status !== 'visible' && comment.status !== 'hidden')) throw notFound(COMMENT_NOT_FOUND);
  if (comment.reader_id === readerId) throw badRequest(COMMENT_REPORT_OWN);
  const hidden = await ctx.db.transaction().execute(async (trx) => {
    const added = await addReport(trx, { comment_id: id, reader_id: readerId, reason, created_at: now.toISOString() });
    if (!added) throw conflict(COMMENT_ALREADY_REPORTED);
    const reports = await countReportsSinceReview(trx, comment);
    const hide = comment.status === 'visible' && reports >= COMMENT_REPORTS_TO_HIDE;
    await updateComment(trx, id, {
      report_count: reports,
      ...(hide ? { status: 'hidden' as const, hold_reason: 'reported' } : {}),
    });
    if (hide) await recountArticleComments(trx, [comment.news_id]);
    return hide;
  });
  const article = hidden ? await findArticle(ctx.db, comment.news_id, now.toISOString()) : undefined;
  if (article) await announceCommentsOf(ctx, article, 'update');
}

/** The one-click switch a reply mail carries: the signed token names the reader. */
export async function turnReplyMailOff(ctx: AppContext, token: string, now: Date): Promise<void> {
  const readerId = readerOfReplyMailToken(ctx, token);
  if (!readerId || !(await switchReplyMailOff(ctx.db, readerId, now.toISOString()))) {
    throw badRequest(REPLY_MAIL_LINK_INVALID);
  }
}
