import type { HoldReason, ModeratedComment } from '../../../../shared/schemas/comments';

/** The hold reasons in the moderators' words (docs/product.md, Comments screen). */
export const HOLD_REASON_TEXT: Record<HoldReason, string> = {
  'suspect-words': 'Suspect words',
  links: 'More than one link',
  'pre-moderation': 'Pre-moderation',
  history: 'Many rejected lately',
  reported: 'Hidden by reports',
  moderator: 'Hidden by a moderator',
  'reader-suspended': 'Reader suspended',
  'reader-banned': 'Reader banned',
};

export const STATUS_TEXT: Record<ModeratedComment['status'], string> = {
  visible: 'Visible',
  pending: 'Pending',
  hidden: 'Hidden',
  rejected: 'Rejected',
  deleted: 'Deleted',
};

/** Why a comment waits or was taken down: 'Suspect words: x, y', 'Pre-moderation'…; null when nothing held it. */
export function holdText(comment: Pick<ModeratedComment, 'holdReason' | 'holdDetail'>): string | null {
  if (!comment.holdReason) return null;
  const reason = HOLD_REASON_TEXT[comment.holdReason];
  return comment.holdDetail ? `${reason}: ${comment.holdDetail}` : reason;
}

/** Its reports since the last decision, and every report by reason: '3 reports (spam 2, abusive 1)'; null without reports. */
export function reportText(comment: Pick<ModeratedComment, 'reportCount' | 'reportReasons'>): string | null {
  const reasons = Object.entries(comment.reportReasons)
    .filter(([, count]) => count > 0)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([reason, count]) => `${reason} ${count}`);
  if (comment.reportCount === 0 && reasons.length === 0) return null;
  const count = `${comment.reportCount} ${comment.reportCount === 1 ? 'report' : 'reports'}`;
  return reasons.length > 0 ? `${count} (${reasons.join(', ')})` : count;
}

/** Which decisions change anything for a comment: approving a visible unreported one, or hiding a rejected one, does not. */
export function possibleActions(comment: Pick<ModeratedComment, 'status' | 'reportCount'>): {
  approve: boolean;
  hide: boolean;
} {
  const gone = comment.status === 'deleted';
  return {
    approve: !gone && (comment.status !== 'visible' || comment.reportCount > 0),
    hide: !gone && comment.status !== 'rejected',
  };
}

/** A reader's standing as the screen says it: 'Suspended until …', 'Banned'; null for an active reader. */
export function standingText(
  reader: Pick<NonNullable<ModeratedComment['reader']>, 'status' | 'suspendedUntil'>,
  formatDate: (iso: string) => string,
): string | null {
  if (reader.status === 'banned') return 'Banned';
  if (reader.status === 'suspended') {
    return reader.suspendedUntil ? `Suspended until ${formatDate(reader.suspendedUntil)}` : 'Suspended';
  }
  return null;
}
