import { z } from 'zod';
import { booleanish, requiredText } from './common';
import { imageRefSchema, storedImageRefSchema } from './news';

/** docs/product.md, Live blog: the limits and messages of an update. */
export const LIVE_UPDATE_MAX_CHARS = 2000;
export const LIVE_SCORE_MAX_CHARS = 120;
export const LIVE_UPDATE_TEXT_REQUIRED = 'Update text is required';
export const LIVE_UPDATE_TOO_LONG = `An update can be at most ${LIVE_UPDATE_MAX_CHARS} characters`;
export const LIVE_SCORE_TOO_LONG = `The score line can be at most ${LIVE_SCORE_MAX_CHARS} characters`;
export const LIVE_UPDATE_NOT_FOUND = 'Live update not found';
export const NOT_A_LIVE_BLOG = 'This article is not a live blog: turn on Live in the news form first';
export const LIVE_COVERAGE_ENDED = 'Live coverage of this article has ended: resume it to post again';
export const LIVE_CURSOR_MESSAGE = 'after must be a whole number from 0';

const updateText = requiredText(LIVE_UPDATE_TEXT_REQUIRED).max(LIVE_UPDATE_MAX_CHARS, { error: LIVE_UPDATE_TOO_LONG });
const scoreLine = z.string().trim().max(LIVE_SCORE_MAX_CHARS, { error: LIVE_SCORE_TOO_LONG });

/** What the composer sends to post an update: text, and optionally an uploaded image, a score line, the key-event flag. */
export const liveUpdateCreateSchema = z.object({
  body: updateText,
  score: scoreLine.optional(),
  keyEvent: booleanish.optional(),
  /** An image uploaded to this site (POST /image/multi); null or left out: none. */
  image: storedImageRefSchema.nullish(),
});
export type LiveUpdateCreateInput = z.infer<typeof liveUpdateCreateSchema>;

/** An edit: the fields sent change, the rest stay; `image: null` removes the image. */
export const liveUpdateEditSchema = liveUpdateCreateSchema.partial();
export type LiveUpdateEditInput = z.infer<typeof liveUpdateEditSchema>;

export const liveUpdatePinSchema = z.object({
  pinned: z.union(booleanish.options, { error: 'pinned must be true or false' }),
});

export const liveCoverageSchema = z.object({
  ended: z.union(booleanish.options, { error: 'ended must be true or false' }),
});

export const liveBlogNewsParam = z.object({ newsId: z.string().trim().min(1).max(100) });
/** One update, named under its article so an address never reaches another article's update. */
export const liveUpdateItemParam = liveBlogNewsParam.extend({ updateId: z.string().trim().min(1).max(100) });

/**
 * The cursor (decision 221): the article's revision the reader has seen; 0 or left out: from the start.
 * Digits only, so every reader at one revision asks the same address and shares one kept answer.
 */
export const liveUpdatesQuerySchema = z.object({
  after: z
    .string()
    .regex(/^(0|[1-9]\d{0,8})$/, { error: LIVE_CURSOR_MESSAGE })
    .transform(Number)
    .optional(),
});

export const liveUpdateSchema = z.object({
  _id: z.string(),
  body: z.string(),
  score: z.string(),
  keyEvent: z.boolean(),
  pinned: z.boolean(),
  image: imageRefSchema.nullable(),
  /** When it was posted; `updatedAt` moves with every edit. */
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.number().int(),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

export const liveCoverageStateSchema = z.object({
  /** The article is a live blog (its Live switch). */
  live: z.boolean(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});

/** The answer readers poll (decision 221): what changed after the cursor, oldest change first, and the cursor to ask next. */
export const liveUpdatesResponseSchema = z.object({
  success: z.literal(true),
  newsId: z.string(),
  coverage: liveCoverageStateSchema,
  /** Ask next with `after=revision`. */
  revision: z.number().int(),
  /** Updates posted or changed after the cursor (all current ones when it is 0), oldest change first. */
  updates: z.array(liveUpdateSchema),
  /** Updates deleted after the cursor. */
  removed: z.array(z.string()),
  /** More changes wait beyond this answer: ask again at once with the new revision. */
  more: z.boolean(),
});
export type LiveUpdatesAnswer = z.infer<typeof liveUpdatesResponseSchema>;

export const liveUpdateItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  update: liveUpdateSchema,
});

export const liveCoverageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  coverage: liveCoverageStateSchema,
});
