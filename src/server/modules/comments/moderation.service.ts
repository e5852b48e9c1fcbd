import { LISTING_PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import {
  COMMENT_NOT_FOUND,
  type ModeratedComment,
  type ModerationAction,
  type ModerationQuery,
  READER_NOT_FOUND,
} from '../../../shared/schemas/comments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Pagination } from '../../db/newest-first';
import { notFound } from '../../lib/errors';
import { auditedWrite } from '../audit/audited-write';
import { presentModerated } from './comments.presenter';
import {
  type CommentRow,
  claimReplyNotice,
  findArticle,
  findComment,
  findComments,
  recountArticleComments,
  updateComment,
} from './comments.repository';
import { deleteCommentRow } from './comments.service';
import {
  countReportReasons,
  listModerationPage,
  setReaderStanding,
  takeDownReaderComments,
} from './moderation.repository';
import { type ReplyNotice, replyNoticeFor } from './reply-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listModerationQueue(
  ctx: AppContext,
  query: ModerationQuery,
): Promise<{ comments: ModeratedComment[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const limit = query.limit ?? LISTING_PAGE_SIZE;
  const { rows, total } = await listModerationPage(ctx.db, query, { offset: (page - 1) * limit, limit });
  const reasons = await countReportReasons(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    comments: rows.map((row) => presentModerated(row, reasons.get(row.id))),
    pagination: { total, page, limit, pages: pageCount(total, limit) },
  };
}

/** What each decision does to one comment; answers false when it has nothing to change. */
async function applyDecision(trx: Db, action: ModerationAction, comment: CommentRow, at: string): Promise<boolean> {
  if (action === 'delete') {
    await deleteCommentRow(trx, comment);
    return true;
  }
  if (action === 'approve') {
    if (comment.status === 'visible' && comment.report_count === 0) return false;
    if (comment.status === 'deleted') return false;
    await updateComment(trx, comment.id, { status: 'visible', hold_reason: null, report_count: 0, reviewed_at: at });
  } else {
    if (comment.status === 'rejected' || comment.status === 'deleted') return false;
    await updateComment(trx, comment.id, { status: 'rejected', hold_reason: 'moderator', reviewed_at: at });
  }
  await recountArticleComments(trx, [comment.news_id]);
  return true;
}

/** A held reply whose first approval has claimed its mail, and the comment it answers. */
type ApprovedReply = { reply: CommentRow; answeredId: string };

/**
 * The mails of replies approved for the first time, as posting them visible would have sent: to the
 * author of the comment answered, if it is still there (decision 191).
 */
async function noticesForApproved(ctx: AppContext, approved: ApprovedReply[], at: Date): Promise<ReplyNotice[]> {
  const notices: ReplyNotice[] = [];
  for (const { reply, answeredId } of approved) {
    const [repliedTo, article] = await Promise.all([
      findComment(ctx.db, answeredId),
      findArticle(ctx.db, reply.news_id, at.toISOString()),
    ]);
    if (!repliedTo || repliedTo.status === 'deleted' || !article) continue;
    const notice = await replyNoticeFor(ctx, { reply, repliedTo, article });
    if (notice) notices.push(notice);
  }
  return notices;
}

/**
 * Approves, hides or deletes the named comments in one audited write (docs/product.md, Comments:
 * moderation). One id that does not exist is a 404; in a bulk call missing ids are skipped.
 */
export async function moderateComments(
  ctx: AppContext,
  adminId: string,
  action: ModerationAction,
  ids: string[],
  now: Date,
): Promise<{ changed: number; notices: ReplyNotice[] }> {
  const single = ids.length === 1 ? ids[0] : undefined;
  const at = now.toISOString();
  const before = await findComments(ctx.db, [...new Set(ids)]);
  if (single !== undefined && before.length === 0) throw notFound(COMMENT_NOT_FOUND);
  const decided = await auditedWrite(
    ctx,
    {
      adminId,
      action: action === 'delete' ? 'delete' : 'update',
      entity: 'comment',
      entityId: single ?? null,
      details: { moderation: action, ...(single === undefined ? { ids } : {}) },
    },
    async (trx) => {
      const done: CommentRow[] = [];
      const mailed: ApprovedReply[] = [];
      for (const comment of before) {
        // A deletion may already have taken a tombstone with its last reply.
        const current = await findComment(trx, comment.id);
        if (!current || !(await applyDecision(trx, action, current, at))) continue;
        done.push(current);
        // The claim is conditional: of two approvals at the same moment, one sends the mail.
        const answeredId = current.notify_comment_id;
        if (action === 'approve' && answeredId && (await claimReplyNotice(trx, current.id))) {
          mailed.push({ reply: current, answeredId });
        }
      }
      return {
        result: { changed: done.length, mailed },
        unchanged: done.length === 0,
        touched: { ids: done.map((row) => row.id) },
      };
    },
  );
  return { changed: decided.changed, notices: await noticesForApproved(ctx, decided.mailed, now) };
}

export type ReaderStanding = {
  _id: string;
  status: 'active' | 'suspended' | 'banned';
  suspendedUntil: string | null;
  hiddenComments: number;
};

/**
 * Suspends a reader for some days, or bans them (a ban also signs them out everywhere, decision
 * 145); optionally their comments others could see, or that waited, are rejected with them.
 */
export async function restrictReader(
  ctx: AppContext,
  adminId: string,
  readerId: string,
  restriction: { days?: number; hideComments: boolean },
  now: Date,
): Promise<ReaderStanding> {
  const at = now.toISOString();
  const status = restriction.days ? ('suspended' as const) : ('banned' as const);
  const until = restriction.days ? new Date(now.getTime() + restriction.days * DAY_MS).toISOString() : null;
  return auditedWrite(
    ctx,
    {
      adminId,
      action: 'update',
      entity: 'reader',
      entityId: readerId,
      details: { moderation: status === 'banned' ? 'ban' : 'suspend', days: restriction.days ?? null },
    },
    async (trx) => {
      const found = await setReaderStanding(
        trx,
        readerId,
        { status, suspended_until: until, bumpTokens: status === 'banned' },
        at,
      );
      if (!found) throw notFound(READER_NOT_FOUND);
      const touchedNews = restriction.hideComments
        ? await takeDownReaderComments(trx, readerId, status === 'banned' ? 'reader-banned' : 'reader-suspended', at)
        : [];
      await recountArticleComments(trx, touchedNews);
      return {
        result: { _id: readerId, status, suspendedUntil: until, hiddenComments: touchedNews.length },
        details: { hiddenComments: touchedNews.length },
      };
    },
  );
}

/** Ends a suspension or a ban; comments taken down with it stay down unless approved one by one. */
export async function liftRestriction(
  ctx: AppContext,
  adminId: string,
  readerId: string,
  now: Date,
): Promise<ReaderStanding> {
  return auditedWrite(
    ctx,
    { adminId, action: 'update', entity: 'reader', entityId: readerId, details: { moderation: 'lift' } },
    async (trx) => {
      const found = await setReaderStanding(
        trx,
        readerId,
        { status: 'active', suspended_until: null, bumpTokens: false },
        now.toISOString(),
      );
      if (!found) throw notFound(READER_NOT_FOUND);
      return { result: { _id: readerId, status: 'active' as const, suspendedUntil: null, hiddenComments: 0 } };
    },
  );
}
