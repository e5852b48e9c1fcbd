import { z } from 'zod';
import { listField, requiredText } from './common';

export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 10;
export const POLL_QUESTION_MAX_CHARS = 300;
export const POLL_OPTION_MAX_CHARS = 150;

export const ALREADY_VOTED = 'You have already voted';
export const POLL_NOT_FOUND = 'Poll not found';
export const CHOOSE_OPTION = 'Choose one of the poll options';

const TOO_FEW_OPTIONS = 'At least two options are required';

const optionInput = z.object(
  {
    text: requiredText('Option text is required').max(POLL_OPTION_MAX_CHARS, {
      error: `Option text can be at most ${POLL_OPTION_MAX_CHARS} characters`,
    }),
    // The old form sent votes: 0 with each option; accepted and ignored, since every poll starts at zero.
    votes: z.unknown().optional(),
  },
  { error: 'Option text is required' },
);

const pollOptionsSchema = z
  .array(optionInput, { error: TOO_FEW_OPTIONS })
  .min(POLL_MIN_OPTIONS, { error: TOO_FEW_OPTIONS })
  .max(POLL_MAX_OPTIONS, { error: `A poll can have at most ${POLL_MAX_OPTIONS} options` })
  .refine((options) => new Set(options.map((option) => option.text.toLocaleLowerCase())).size === options.length, {
    error: 'Each option must be different',
  });

const pollQuestion = requiredText('Question is required').max(POLL_QUESTION_MAX_CHARS, {
  error: `Question can be at most ${POLL_QUESTION_MAX_CHARS} characters`,
});

export const pollCreateSchema = z.object({
  question: pollQuestion,
  options: listField(pollOptionsSchema, { jsonItems: true }),
});
export type PollCreateInput = z.infer<typeof pollCreateSchema>;

/** The back office's form: the same rules, with the options as the list the form edits rather than a JSON string. */
export const pollFormSchema = z.object({ question: pollQuestion, options: pollOptionsSchema });

/** Accepts a JSON number or the digits a form field sends; never coerces null, '' or true into option 0 or 1. */
export const pollVoteSchema = z.object({
  pollId: requiredText('Poll is required'),
  optionIndex: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: CHOOSE_OPTION }).int({ error: CHOOSE_OPTION }).min(0, { error: CHOOSE_OPTION }),
  ),
});
export type PollVoteInput = z.infer<typeof pollVoteSchema>;

export const pollSchema = z.object({
  _id: z.string(),
  question: z.string(),
  options: z.array(z.object({ text: z.string(), votes: z.number().int() })),
  totalVotes: z.number().int(),
  createdAt: z.string(),
});
export type Poll = z.infer<typeof pollSchema>;

export const pollListResponseSchema = z.object({ success: z.literal(true), polls: z.array(pollSchema) });
export const pollCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  poll: pollSchema,
});
export const pollVoteResponseSchema = z.object({ success: z.literal(true), poll: pollSchema });
export const pollDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
