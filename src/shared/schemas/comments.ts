import { z } from 'zod';
import {
  COMMENT_EDIT_WINDOW_MINUTES,
  COMMENT_MAX_CHARS,
  COMMENT_MIN_CHARS,
  COMMENT_SORTS,
  REPORT_REASONS,
} from '../comment-rules';
import { LISTING_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { limitField, pageQuery, paginationSchema } from './common';

/** docs/product.md, Comments: the rules and their messages. */
export { COMMENT_EDIT_WINDOW_MINUTES, COMMENT_MAX_CHARS, COMMENT_MIN_CHARS, COMMENT_SORTS, REPORT_REASONS };
export const COMMENT_INTERVAL_SECONDS = 30;
export const COMMENT_REPORTS_TO_HIDE = 3;
export const COMMENT_MAX_LINKS = 1;
/** Pre-moderation of new readers ends after this many approved comments. */
export const COMMENT_APPROVED_TO_TRUST = 2;
export const COMMENT_HISTORY_DAYS = 7;
/** A share of rejected comments above this in the last days holds the next one. */
export const COMMENT_HISTORY_REJECTED_SHARE = 0.3;
export const COMMENT_SUSPEND_MAX_DAYS = 365;
export const COMMENT_BULK_MAX = 100;

export const COMMENT_LENGTH_MESSAGE = `A comment must be ${COMMENT_MIN_CHARS} to ${COMMENT_MAX_CHARS} characters`;
export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENTS_CLOSED = 'Comments are closed on this article';
export const COMMENT_BANNED_READER = 'Your account may not comment';
export const commentSuspendedMessage = (until: string) => `You may not comment until ${until}`;
export const COMMENT_REPEATED = 'You have just posted this comment';
export const COMMENT_TOO_SOON = `Please wait ${COMMENT_INTERVAL_SECONDS} seconds between comments`;
export const bannedWordsMessage = (words: string[]) =>
  `Your comment contains words that are not allowed here: ${words.join(', ')}`;
export const COMMENT_NOT_YOURS = 'You can only change your own comments';
export const COMMENT_EDIT_EXPIRED = `A comment can be edited for ${COMMENT_EDIT_WINDOW_MINUTES} minutes after posting`;
export const COMMENT_PARENT_NOT_FOUND = 'The comment you reply to was not found';
export const COMMENT_ALREADY_REPORTED = 'You have already reported this comment';
export const COMMENT_REPORT_OWN = 'You cannot report your own comment';
export const COMMENT_POSTED = 'Comment posted';
export const COMMENT_HELD = 'Your comment is awaiting approval';
export const COMMENT_UPDATED = 'Comment updated';
export const COMMENT_DELETED = 'Comment deleted';
export const COMMENT_REPORTED = 'Thank you, a moderator will look at this comment';
export const READER_NOT_FOUND = 'Reader not found';
export const REPLY_MAIL_OFF = 'Reply mails are switched off';
export const REPLY_MAIL_LINK_INVALID = 'This link is invalid or has expired';

/** Why the pipeline held a comment or a moderator took it down (the moderation screen translates them). */
export const HOLD_REASONS = [
  'suspect-words',
  'links',
  'pre-moderation',
  'history',
  'reported',
  'moderator',
  'reader-suspended',
  'reader-banned',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const COMMENT_STATUSES = ['visible', 'pending', 'hidden', 'rejected', 'deleted'] as const;
export const MODERATION_MODES = ['off', 'newReaders', 'all'] as const;

/** Plain text, trimmed, line breaks kept; never HTML (the site renders it as text). */
export const commentTextSchema = z
  .string({ error: COMMENT_LENGTH_MESSAGE })
  .trim()
  .min(COMMENT_MIN_CHARS, { error: COMMENT_LENGTH_MESSAGE })
  .max(COMMENT_MAX_CHARS, { error: COMMENT_LENGTH_MESSAGE });

const idText = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(100);

export const commentCreateSchema = z.object({
  newsId: idText('newsId is required'),
  text: commentTextSchema,
  parentId: z.string().trim().min(1).max(100).optional(),
});
export type CommentCreateInput = z.infer<typeof commentCreateSchema>;

export const commentUpdateSchema = z.object({ text: commentTextSchema });

export const commentReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: `Reason must be one of: ${REPORT_REASONS.join(', ')}` }),
});

export const commentIdParam = z.object({ id: z.string().trim().min(1).max(100) });
export const commentsNewsParam = z.object({ newsId: z.string().trim().min(1).max(100) });

export const commentListQuerySchema = z.object({
  sort: z.enum(COMMENT_SORTS, { error: `Sort must be one of: ${COMMENT_SORTS.join(', ')}` }).default('best'),
  page: pageQuery.page,
  limit: limitField(MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

const commentFields = {
  _id: z.string(),
  /** Empty for a deleted comment kept because it has replies. */
  text: z.string(),
  /** Null for a deleted comment or an erased reader's ('deleted reader'). */
  user: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
  likes: z.number().int(),
  parentId: z.string().nullable(),
  edited: z.boolean(),
  /** Present only when the comment is not plainly visible: 'pending' (its author alone sees it, awaiting approval) or 'deleted'. */
  status: z.enum(['pending', 'deleted']).optional(),
  /** Present only in a signed-in reader's answer. */
  likedByMe: z.boolean().optional(),
  mine: z.boolean().optional(),
};
export const commentReplySchema = z.object(commentFields);
export const commentSchema = z.object({ ...commentFields, replies: z.array(commentReplySchema) });
export type CommentReply = z.infer<typeof commentReplySchema>;
export type PublicComment = z.infer<typeof commentSchema>;

export const commentListResponseSchema = z.object({
  success: z.literal(true),
  comments: z.array(commentSchema),
  /** Counts the article's threads (top-level comments), which is what the pages walk. */
  pagination: paginationSchema,
  /** Every comment readers see on the article, replies included. */
  commentCount: z.number().int(),
  commentsEnabled: z.boolean(),
});

export const commentWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  comment: commentReplySchema,
});

export const commentLikeResponseSchema = z.object({
  success: z.literal(true),
  liked: z.boolean(),
  likes: z.number().int(),
});

export const replyMailQuerySchema = z.object({ token: z.string().min(1).max(2000) });

// The signed-in reader's own comments on /account (decision 192).

export const ownCommentListQuerySchema = z.object({
  page: pageQuery.page,
  limit: limitField(MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
});

/** A comment as its author sees it in their list: 'hidden' covers hidden by reports and by moderators alike. */
export const OWN_COMMENT_STATUSES = ['visible', 'pending', 'hidden'] as const;
export type OwnCommentStatus = (typeof OWN_COMMENT_STATUSES)[number];

export const ownCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** 'visible' to everyone, 'pending' awaiting approval, 'hidden' by the moderators. */
  status: z.enum(OWN_COMMENT_STATUSES),
  likes: z.number().int(),
  /** The thread's first comment for a reply, null for a comment that starts a thread. */
  parentId: z.string().nullable(),
  edited: z.boolean(),
  /** Null when readers cannot open the article any more (switched off, deleted or not yet published). */
  news: z
    .object({ _id: z.string(), title: z.string(), slug: z.string(), language: z.enum(['Hindi', 'English']) })
    .nullable(),
});
export type OwnComment = z.infer<typeof ownCommentSchema>;

export const ownCommentListResponseSchema = z.object({
  success: z.literal(true),
  comments: z.array(ownCommentSchema),
  pagination: paginationSchema,
});

// Moderation (docs/product.md, Comments: moderation).

export const MODERATION_QUEUES = ['pending', 'reported', 'all'] as const;

export const moderationQuerySchema = z.object({
  queue: z
    .enum(MODERATION_QUEUES, { error: `Queue must be one of: ${MODERATION_QUEUES.join(', ')}` })
    .default('pending'),
  newsId: z.string().trim().min(1).max(100).optional(),
  readerId: z.string().trim().min(1).max(100).optional(),
  status: z.enum(COMMENT_STATUSES, { error: `Status must be one of: ${COMMENT_STATUSES.join(', ')}` }).optional(),
  ...pageQuery,
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderatedCommentSchema = z.object({
  _id: z.string(),
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  holdReason: z.enum(HOLD_REASONS).nullable(),
  /** The suspect words that held it, when that was the reason. */
  holdDetail: z.string().nullable(),
  /** Reports since a moderator last decided on it, by reason. */
  reportCount: z.number().int(),
  reportReasons: z.record(z.string(), z.number().int()),
  likes: z.number().int(),
  parentId: z.string().nullable(),
  news: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  reader: z
    .object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      status: z.enum(['active', 'suspended', 'banned']),
      suspendedUntil: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

export const moderationListResponseSchema = z.object({
  success: z.literal(true),
  comments: z.array(moderatedCommentSchema),
  pagination: paginationSchema,
});

export const MODERATION_ACTIONS = ['approve', 'hide', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const bulkModerationSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(100), { error: 'ids must be a list of comment ids' })
    .min(1, { error: 'Choose at least one comment' })
    .max(COMMENT_BULK_MAX, { error: `At most ${COMMENT_BULK_MAX} comments at once` }),
});

export const moderationDoneResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many of the named comments changed. */
  changed: z.number().int(),
});

const SUSPEND_DAYS_MESSAGE = `Days must be a whole number from 1 to ${COMMENT_SUSPEND_MAX_DAYS}`;
export const readerRestrictionSchema = z.object({
  /** A suspension for this many days; without it, a ban. */
  days: z
    .number({ error: SUSPEND_DAYS_MESSAGE })
    .int({ error: SUSPEND_DAYS_MESSAGE })
    .min(1, { error: SUSPEND_DAYS_MESSAGE })
    .max(COMMENT_SUSPEND_MAX_DAYS, { error: SUSPEND_DAYS_MESSAGE })
    .optional(),
  hideComments: z.boolean().default(false),
});
export const readerIdParam = z.object({ id: z.string().trim().min(1).max(100) });

export const readerStandingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reader: z.object({
    _id: z.string(),
    status: z.enum(['active', 'suspended', 'banned']),
    suspendedUntil: z.string().nullable(),
    hiddenComments: z.number().int(),
  }),
});

const LISTED_WORD_MAX = 100;
const LISTED_WORDS_MAX = 1000;

/** A moderation word list: one word or phrase an entry, none empty. */
function wordList(kind: 'banned' | 'suspect') {
  return z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: `A ${kind} word may not be empty` })
        .max(LISTED_WORD_MAX, { error: `A ${kind} word may be at most ${LISTED_WORD_MAX} characters` }),
    )
    .max(LISTED_WORDS_MAX, { error: `At most ${LISTED_WORDS_MAX} ${kind} words` })
    .default([]);
}

/** The `comments` settings key (docs/product.md, Comments). */
export const commentSettingsSchema = z.object({
  moderation: z
    .enum(MODERATION_MODES, { error: `Moderation must be one of: ${MODERATION_MODES.join(', ')}` })
    .default('off'),
  /** 0 keeps comments open for good. */
  closeAfterDays: z
    .number({ error: 'Close after must be a whole number of days' })
    .int({ error: 'Close after must be a whole number of days' })
    .min(0, { error: 'Close after must be a whole number of days' })
    .max(3650, { error: 'Close after may be at most 3650 days' })
    .default(0),
  bannedWords: wordList('banned'),
  suspectWords: wordList('suspect'),
});
export type CommentSettings = z.infer<typeof commentSettingsSchema>;
export const defaultCommentSettings: CommentSettings = {
  moderation: 'off',
  closeAfterDays: 0,
  bannedWords: [],
  suspectWords: [],
};
