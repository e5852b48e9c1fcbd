import { serverMessages } from '../../../shared/messages/server';
import {
  COMMENT_APPROVED_TO_TRUST,
  COMMENT_BANNED_READER,
  COMMENT_HISTORY_REJECTED_SHARE,
  COMMENT_INTERVAL_SECONDS,
  COMMENT_MAX_LINKS,
  COMMENT_REPEATED,
  COMMENT_TOO_SOON,
  COMMENTS_CLOSED,
  type CommentSettings,
  commentTextSchema,
  type HoldReason,
} from '../../../shared/schemas/comments';
import { type Said, worded } from '../../lib/wording';

/** What the checks look at, read once before they run. */
export type CommentFacts = {
  text: string;
  now: Date;
  settings: CommentSettings;
  article: { commentsEnabled: boolean; publishAt: string };
  reader: { status: 'active' | 'suspended' | 'banned'; suspendedUntil: string | null };
  /** The text of the reader's newest comment before this one. */
  previous: { body: string } | null;
  /** When the reader's newest comment was taken; posting claims this time again (decision 190). */
  lastCommentAt: string | null;
  /** The reader's comments moderators let through (visible now). */
  approvedCount: number;
  /** The reader's comments of the last days, and how many of them were rejected. */
  recent: { total: number; rejected: number };
};

/** `message`: a text the catalogue knows, or a wording with its arguments (decision 269). */
export type Refusal = { kind: 'refuse'; status: 400 | 403 | 409 | 429; message: Said; field?: 'text' };
export type Hold = { kind: 'hold'; reason: HoldReason; detail?: string };
export type Verdict = Refusal | Hold | null;
export type CommentCheck = (facts: CommentFacts) => Verdict;

const DAY_MS = 24 * 60 * 60 * 1000;

export const checkLength: CommentCheck = ({ text }) => {
  const parsed = commentTextSchema.safeParse(text);
  return parsed.success
    ? null
    : { kind: 'refuse', status: 400, message: parsed.error.issues[0]?.message ?? '', field: 'text' };
};

/** Whether the article takes comments now: switched on, and not past the 'close after' days from publishing. */
export function commentsOpen(
  article: CommentFacts['article'],
  settings: Pick<CommentSettings, 'closeAfterDays'>,
  now: Date,
): boolean {
  if (!article.commentsEnabled) return false;
  const closeAfterMs = settings.closeAfterDays * DAY_MS;
  return closeAfterMs === 0 || now.getTime() - Date.parse(article.publishAt) <= closeAfterMs;
}

export const checkOpen: CommentCheck = ({ article, settings, now }) =>
  commentsOpen(article, settings, now) ? null : { kind: 'refuse', status: 403, message: COMMENTS_CLOSED };

export const checkStanding: CommentCheck = ({ reader, now }) => {
  if (reader.status === 'banned') return { kind: 'refuse', status: 403, message: COMMENT_BANNED_READER };
  if (reader.status === 'suspended' && reader.suspendedUntil && Date.parse(reader.suspendedUntil) > now.getTime()) {
    const until = new Date(reader.suspendedUntil);
    return { kind: 'refuse', status: 403, message: worded(serverMessages.commentSuspended, { until }) };
  }
  return null;
};

export const checkRepeat: CommentCheck = ({ text, previous }) =>
  previous && previous.body === text.trim() ? { kind: 'refuse', status: 409, message: COMMENT_REPEATED } : null;

/** The earliest time the reader's previous comment may have been taken for a comment at `now` to pass. */
export function intervalStart(now: Date): string {
  return new Date(now.getTime() - COMMENT_INTERVAL_SECONDS * 1000).toISOString();
}

export const checkRate: CommentCheck = ({ lastCommentAt, now }) =>
  lastCommentAt && lastCommentAt > intervalStart(now)
    ? { kind: 'refuse', status: 429, message: COMMENT_TOO_SOON }
    : null;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The listed words or phrases the text contains as whole words, ignoring case. JavaScript's `\b`
 * knows only ASCII letters, so word edges are any character that is not a letter, mark or digit:
 * Devanagari vowel signs (marks) stay inside their word.
 */
export function findListedWords(text: string, words: string[]): string[] {
  const normalised = text.normalize('NFC');
  return words.filter((word) => {
    const pattern = escapeRegExp(word.normalize('NFC').trim()).replace(/\s+/g, '\\s+');
    return (
      pattern !== '' && new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${pattern}(?![\\p{L}\\p{M}\\p{N}])`, 'iu').test(normalised)
    );
  });
}

export const checkBannedWords: CommentCheck = ({ text, settings }) => {
  const found = findListedWords(text, settings.bannedWords);
  return found.length > 0
    ? {
        kind: 'refuse',
        status: 400,
        message: worded(serverMessages.commentBannedWords, { words: found.join(', ') }),
        field: 'text',
      }
    : null;
};

export const checkSuspectWords: CommentCheck = ({ text, settings }) => {
  const found = findListedWords(text, settings.suspectWords);
  return found.length > 0 ? { kind: 'hold', reason: 'suspect-words', detail: found.join(', ') } : null;
};

/** Addresses written with a scheme or starting with www. */
export function countLinks(text: string): number {
  return text.match(/\bhttps?:\/\/|\bwww\./gi)?.length ?? 0;
}

export const checkLinks: CommentCheck = ({ text }) =>
  countLinks(text) > COMMENT_MAX_LINKS ? { kind: 'hold', reason: 'links' } : null;

export const checkPreModeration: CommentCheck = ({ settings, approvedCount }) => {
  if (settings.moderation === 'all') return { kind: 'hold', reason: 'pre-moderation' };
  if (settings.moderation === 'newReaders' && approvedCount < COMMENT_APPROVED_TO_TRUST) {
    return { kind: 'hold', reason: 'pre-moderation' };
  }
  return null;
};

export const checkHistory: CommentCheck = ({ recent }) =>
  recent.total > 0 && recent.rejected / recent.total > COMMENT_HISTORY_REJECTED_SHARE
    ? { kind: 'hold', reason: 'history' }
    : null;

/** Every new comment, in this order; the first refusal or hold wins (docs/product.md, Comments). */
export const NEW_COMMENT_CHECKS: CommentCheck[] = [
  checkLength,
  checkOpen,
  checkStanding,
  checkRepeat,
  checkRate,
  checkBannedWords,
  checkSuspectWords,
  checkLinks,
  checkPreModeration,
  checkHistory,
];

/** An edit is a new text on an old comment: everything but the repeat and the rate (decision 156). */
export const EDIT_CHECKS: CommentCheck[] = NEW_COMMENT_CHECKS.filter(
  (check) => check !== checkRepeat && check !== checkRate,
);

export function runChecks(checks: CommentCheck[], facts: CommentFacts): Verdict {
  for (const check of checks) {
    const verdict = check(facts);
    if (verdict) return verdict;
  }
  return null;
}
