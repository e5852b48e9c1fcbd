import { serverMessages } from '../../../shared/messages/server';
import {
  CAPTCHA_EXPIRED,
  CAPTCHA_INCORRECT,
  type CaptchaChallenge,
  type Contact,
  type ContactCreateInput,
} from '../../../shared/schemas/contact';
import type { AppContext } from '../../context';
import type { Pagination } from '../../db/newest-first';
import { nowIso } from '../../lib/clock';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { auditedWrite } from '../audit/audited-write';
import { captchaAnswerMatches, issueCaptcha, readCaptchaToken } from './captcha';
import { presentContact } from './contact.presenter';
import {
  countContactMessagesFromEmailSince,
  countUnreadContactMessages,
  findContactMessageById,
  insertContactMessage,
  markContactMessageRead,
  pageOfContactMessages,
  spendCaptcha,
} from './contact.repository';

/** Feedback sends allowed per address (the route's limit) and per email (checked here), in one window. */
export const CONTACT_SENDS_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
export const CONTACT_THROTTLED = serverMessages.contactThrottled.en;

export const CONTACT_NOT_FOUND = 'Contact message not found';

export function issueContactCaptcha(ctx: AppContext): Promise<CaptchaChallenge> {
  return issueCaptcha(ctx);
}

const captchaError = (message: string) => badRequest(message, { captchaAnswer: message });

/**
 * Checks the challenge (signed, unexpired, not spent before), then the answer, then stores the
 * message as plain text. The challenge is spent even by a wrong answer, so one challenge allows
 * one guess (docs/decisions/045-feedback-captcha.md).
 */
export async function submitContactMessage(ctx: AppContext, input: ContactCreateInput): Promise<Contact> {
  const now = new Date();
  const reading = await readCaptchaToken(ctx, input.captchaToken, now);
  if (reading.status === 'expired') throw captchaError(CAPTCHA_EXPIRED);
  if (reading.status === 'invalid') throw captchaError(CAPTCHA_INCORRECT);
  const { captcha } = reading;
  const fresh = await spendCaptcha(ctx.db, captcha.id, captcha.expiresAt.toISOString(), now.toISOString());
  if (!fresh) throw captchaError(CAPTCHA_EXPIRED);
  if (!captchaAnswerMatches(ctx, captcha, input.captchaAnswer)) throw captchaError(CAPTCHA_INCORRECT);

  const email = input.email.toLowerCase();
  const windowStart = new Date(now.getTime() - CONTACT_WINDOW_MS).toISOString();
  if ((await countContactMessagesFromEmailSince(ctx.db, email, windowStart)) >= CONTACT_SENDS_PER_WINDOW) {
    throw tooManyRequests(CONTACT_THROTTLED);
  }

  const row = {
    id: newId(now.getTime()),
    name: input.name,
    email,
    location: input.location,
    message: input.message,
    read_at: null,
    created_at: now.toISOString(),
  };
  await insertContactMessage(ctx.db, row);
  return presentContact(row);
}

export async function listContacts(
  ctx: AppContext,
  query: { page?: number; limit?: number },
): Promise<{ contacts: Contact[]; pagination: Pagination }> {
  const { rows, pagination } = await pageOfContactMessages(ctx.db, query);
  return { contacts: rows.map(presentContact), pagination };
}

export function countUnreadContacts(ctx: AppContext): Promise<number> {
  return countUnreadContactMessages(ctx.db);
}

export async function markContactRead(ctx: AppContext, id: string, adminId: string): Promise<Contact> {
  const entry = { adminId, action: 'update', entity: 'contact', entityId: id, details: { read: true } } as const;
  return auditedWrite(ctx, entry, async (trx) => {
    const row = await findContactMessageById(trx, id);
    if (!row) throw notFound(CONTACT_NOT_FOUND);
    if (row.read_at !== null) return { result: presentContact(row), unchanged: true };
    const readAt = nowIso();
    await markContactMessageRead(trx, id, readAt);
    return { result: presentContact({ ...row, read_at: readAt }) };
  });
}
