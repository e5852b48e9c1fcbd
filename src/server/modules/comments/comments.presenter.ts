import type {
  CommentReply,
  HoldReason,
  ModeratedComment,
  OwnComment,
  OwnCommentStatus,
  PublicComment,
} from '../../../shared/schemas/comments';
import type { OwnCommentRow, ThreadRow, Viewer } from './comments.repository';
import type { ModerationRow } from './moderation.repository';

/**
 * A comment as a reader sees it. Its author sees a held one marked pending; anyone else sees a
 * comment that went away only as an empty 'deleted' place keeping its thread's replies together.
 */
export function presentReply(row: ThreadRow, viewer: Viewer, likedIds: Set<string>): CommentReply {
  const mine = viewer !== null && row.reader_id === viewer.readerId;
  const shown = row.status === 'visible' || (mine && row.status === 'pending');
  const base = {
    _id: row.id,
    text: shown ? row.body : '',
    user: shown && row.reader_name !== null ? { name: row.reader_name } : null,
    createdAt: row.created_at,
    likes: shown ? row.like_count : 0,
    parentId: row.parent_id,
    edited: shown && row.edited_at !== null,
    ...(row.status === 'visible' ? {} : { status: shown ? ('pending' as const) : ('deleted' as const) }),
  };
  return viewer ? { ...base, likedByMe: likedIds.has(row.id), mine: shown && mine } : base;
}

export function presentThread(
  row: ThreadRow,
  replies: ThreadRow[],
  viewer: Viewer,
  likedIds: Set<string>,
): PublicComment {
  return {
    ...presentReply(row, viewer, likedIds),
    replies: replies.map((reply) => presentReply(reply, viewer, likedIds)),
  };
}

function splitHoldReason(stored: string | null): { holdReason: HoldReason | null; holdDetail: string | null } {
  if (stored === null) return { holdReason: null, holdDetail: null };
  const colon = stored.indexOf(':');
  if (colon < 0) return { holdReason: stored as HoldReason, holdDetail: null };
  return { holdReason: stored.slice(0, colon) as HoldReason, holdDetail: stored.slice(colon + 1) };
}

/** `suspect-words:word, word` keeps the words that held a comment beside the reason. */
export function storedHoldReason(reason: HoldReason, detail?: string): string {
  return detail ? `${reason}:${detail}` : reason;
}

export function presentModerated(row: ModerationRow, reasons: Record<string, number> | undefined): ModeratedComment {
  return {
    _id: row.id,
    text: row.body,
    status: row.status,
    ...splitHoldReason(row.hold_reason),
    reportCount: row.report_count,
    reportReasons: reasons ?? {},
    likes: row.like_count,
    parentId: row.parent_id,
    news: { _id: row.news_id, title: row.news_title, slug: row.news_slug },
    reader:
      row.reader_id === null || row.reader_name === null
        ? null
        : {
            _id: row.reader_id,
            name: row.reader_name,
            email: row.reader_email ?? '',
            status: row.reader_status ?? 'active',
            suspendedUntil: row.reader_suspended_until,
          },
    createdAt: row.created_at,
    editedAt: row.edited_at,
    reviewedAt: row.reviewed_at,
  };
}

/**
 * Its author is told a comment waits or was taken down, never why (decision 156): hidden by readers'
 * reports and rejected by a moderator both read 'hidden'.
 */
const OWN_STATUS: Record<OwnCommentRow['status'], OwnCommentStatus> = {
  visible: 'visible',
  pending: 'pending',
  hidden: 'hidden',
  rejected: 'hidden',
  // Emptied places are not listed (listReaderComments); named only to cover every status.
  deleted: 'hidden',
};

export function presentOwnComment(row: OwnCommentRow): OwnComment {
  return {
    _id: row.id,
    text: row.body,
    createdAt: row.created_at,
    status: OWN_STATUS[row.status],
    likes: row.like_count,
    parentId: row.parent_id,
    edited: row.edited_at !== null,
    news:
      row.news_public === 1 && row.news_title !== null && row.news_slug !== null && row.news_language !== null
        ? { _id: row.news_id, title: row.news_title, slug: row.news_slug, language: row.news_language }
        : null,
  };
}
