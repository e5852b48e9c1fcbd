import { serverMessages } from '../../../shared/messages/server';
import {
  CODE_INVALID,
  CODE_TRIES_USED,
  EMAIL_DOMAIN_BLOCKED,
  LINK_INVALID,
  REGISTER_CODE_SENT,
  type ReaderRegisterInput,
  type ReaderUser,
  SIGN_IN_CODE_SENT,
} from '../../../shared/schemas/reader-auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { nowIso } from '../../lib/clock';
import { badRequest, tooManyRequests } from '../../lib/errors';
import type { FailureThrottle } from '../../lib/failure-throttle';
import { newId } from '../../lib/ids';
import { type Wording, worded } from '../../lib/wording';
import type { ReaderRow } from '../readers/readers.repository';
import { getSettings } from '../settings/settings.service';
import { isBlockedEmail } from './email-domains';
import { CODE_LIFETIME_MS, CODE_MAX_WRONG_TRIES, createCodeHasher, newCode, newLinkKey } from './one-time-codes';
import { type CodeMailKind, composeCodeMail } from './reader-auth.mail';
import { presentReaderUser } from './reader-auth.presenter';
import {
  consumeReaderCode,
  countWrongTry,
  createReaderCode,
  createReaderIfNew,
  findNewestReaderCode,
  findReaderByEmail,
  markReaderVerified,
  reclaimUnverifiedReader,
} from './reader-auth.repository';
import type { ReaderCodeThrottles } from './reader-auth.throttles';

/** A reader stays signed in on a device for 30 days (decision 145). */
export const READER_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const inMinutes = (seconds: number) => ({ minutes: Math.ceil(seconds / 60) });
export const addressCodesThrottled = (seconds: number) =>
  worded(serverMessages.addressCodesThrottled, inMinutes(seconds));
export const addressWrongTriesThrottled = (seconds: number) =>
  worded(serverMessages.addressWrongTriesThrottled, inMinutes(seconds));
export const emailMinuteThrottled = (seconds: number) => worded(serverMessages.emailMinuteThrottled, { seconds });
export const emailHourThrottled = (seconds: number) => worded(serverMessages.emailHourThrottled, inMinutes(seconds));

export type ReaderSignIn = { token: string; user: ReaderUser };

/** Takes one slot of each throttle in turn; a refusal gives back the slots already taken and says why. */
async function takeSlots(slots: [FailureThrottle, string, (seconds: number) => Wording][]): Promise<void> {
  const taken: [FailureThrottle, string][] = [];
  for (const [throttle, key, message] of slots) {
    const wait = await throttle.take(key);
    if (wait > 0) {
      await Promise.all(taken.map(([held, heldKey]) => held.release(heldKey)));
      throw tooManyRequests(message(wait));
    }
    taken.push([throttle, key]);
  }
}

/**
 * Sign-up and sign-in by a one-time code or the link mailed with it (docs/product.md, Reader accounts).
 * Whether an address has an account never shows in an answer, its status or its time: every request
 * for a code answers the same and the mail leaves after the answer (decision 150).
 */
export function createReaderAuthService(ctx: AppContext, throttles: ReaderCodeThrottles) {
  const hasher = createCodeHasher(ctx.cookieSecret);

  async function refuseBlockedDomain(email: string): Promise<void> {
    const { readerAccounts } = await getSettings(ctx);
    if (isBlockedEmail(email, readerAccounts)) throw badRequest(EMAIL_DOMAIN_BLOCKED, { email: EMAIL_DOMAIN_BLOCKED });
  }

  function takeCodeRequestSlots(email: string, address: string): Promise<void> {
    return takeSlots([
      [throttles.addressRequests, address, addressCodesThrottled],
      [throttles.emailMinute, email, emailMinuteThrottled],
      [throttles.emailHour, email, emailHourThrottled],
    ]);
  }

  /** Mails on their way; closing the app waits for them. */
  const mailing = new Set<Promise<void>>();

  /** Mail is sent once the answer is on its way; a mail outage is logged, never the request's failure. */
  function mailLater(
    reader: ReaderRow,
    kind: CodeMailKind,
    { code, linkKey }: { code: string; linkKey: string },
  ): void {
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const { siteName } = await getSettings(ctx);
        const mail = composeCodeMail(ctx.config, {
          kind,
          to: reader.email,
          name: reader.name,
          lang: reader.language,
          code,
          linkKey,
          siteName,
        });
        await ctx.mailer.send(mail);
      })
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, readerId: reader.id }, 'Could not send a sign-in code mail'),
      )
      .finally(() => mailing.delete(sending));
    mailing.add(sending);
  }

  /**
   * Stores a new code for the email; answers the code and link key to mail once it is committed. An
   * email without an account gets a code row too, never mailed: both cases write the same and take
   * the same time.
   */
  async function issueCode(
    db: Db,
    email: string,
    purpose: 'login' | 'register',
  ): Promise<{ code: string; linkKey: string }> {
    const code = newCode();
    const linkKey = newLinkKey();
    const now = Date.now();
    await createReaderCode(db, {
      id: newId(now),
      email,
      code_hash: hasher.hash('code', email, code),
      link_hash: hasher.hash('link', email, linkKey),
      purpose,
      attempts: 0,
      expires_at: new Date(now + CODE_LIFETIME_MS).toISOString(),
      consumed_at: null,
      created_at: new Date(now).toISOString(),
    });
    return { code, linkKey };
  }

  /** Checks a code or link key against the email's newest code and uses it up; any miss counts as a wrong try. */
  async function redeem(
    email: string,
    kind: 'code' | 'link',
    presented: string,
    address: string,
  ): Promise<ReaderSignIn> {
    const wait = await throttles.addressWrongTries.take(address);
    if (wait > 0) throw tooManyRequests(addressWrongTriesThrottled(wait));
    const invalid = kind === 'code' ? CODE_INVALID : LINK_INVALID;
    const triesUsed = kind === 'code' ? CODE_TRIES_USED : LINK_INVALID;
    const row = await findNewestReaderCode(ctx.db, email);
    const at = nowIso();
    if (!row || row.consumed_at !== null || row.expires_at <= at) throw badRequest(invalid);
    if (row.attempts >= CODE_MAX_WRONG_TRIES) throw badRequest(triesUsed);
    if (!hasher.matches(kind, email, presented, kind === 'code' ? row.code_hash : row.link_hash)) {
      const tries = await countWrongTry(ctx.db, row.id);
      if (tries >= CODE_MAX_WRONG_TRIES) throw badRequest(triesUsed);
      // A wrong code says how many of the code's tries are left; a wrong link key was never typed.
      throw badRequest(
        kind === 'code' ? worded(serverMessages.codeWrong, { left: CODE_MAX_WRONG_TRIES - tries }) : invalid,
      );
    }
    const reader = await findReaderByEmail(ctx.db, email);
    if (!reader || !(await consumeReaderCode(ctx.db, row.id, at, CODE_MAX_WRONG_TRIES))) throw badRequest(invalid);
    await throttles.addressWrongTries.release(address);
    await markReaderVerified(ctx.db, reader.id, at);
    const token = await ctx.tokens.sign(
      { kind: 'reader', id: reader.id, version: reader.token_version },
      READER_TOKEN_LIFETIME_SECONDS,
    );
    return { token, user: presentReaderUser(reader) };
  }

  return {
    /**
     * Opens an account, or claims again one never verified; an address with an account gets its
     * code with a note that the account exists. The answer is the same in every case.
     */
    async register(input: ReaderRegisterInput, address: string): Promise<string> {
      await refuseBlockedDomain(input.email);
      await takeCodeRequestSlots(input.email, address);
      const now = nowIso();
      const id = newId();
      const language = input.language ?? (await getSettings(ctx)).siteLanguage;
      const fields = { name: input.name, location: input.location, language, updated_at: now };
      // One transaction, one commit, whether the address is new or known.
      const { reader, kind, issued } = await ctx.db.transaction().execute(async (trx) => {
        await createReaderIfNew(trx, { id, email: input.email, token_version: 1, created_at: now, ...fields });
        const found = await findReaderByEmail(trx, input.email);
        if (!found) throw new Error('A reader just written could not be read back');
        if (found.verified_at === null && found.id !== id) await reclaimUnverifiedReader(trx, found.id, fields);
        const verified = found.verified_at !== null;
        return {
          reader: verified ? found : { ...found, ...fields },
          kind: verified ? ('already-registered' as const) : ('welcome' as const),
          issued: await issueCode(trx, input.email, 'register'),
        };
      });
      mailLater(reader, kind, issued);
      return REGISTER_CODE_SENT;
    },

    /** Mails a sign-in code to an address with an account; the answer is the same for one without. */
    async sendCode(email: string, address: string): Promise<string> {
      await refuseBlockedDomain(email);
      await takeCodeRequestSlots(email, address);
      const { reader, issued } = await ctx.db.transaction().execute(async (trx) => ({
        reader: await findReaderByEmail(trx, email),
        issued: await issueCode(trx, email, 'login'),
      }));
      if (reader) mailLater(reader, 'sign-in', issued);
      return SIGN_IN_CODE_SENT;
    },

    verifyCode(email: string, otp: string, address: string): Promise<ReaderSignIn> {
      return redeem(email, 'code', otp, address);
    },

    verifyLink(email: string, key: string, address: string): Promise<ReaderSignIn> {
      return redeem(email, 'link', key, address);
    },

    /** Resolves once every mail started has been sent or given up. */
    async settle(): Promise<void> {
      await Promise.all([...mailing]);
    },
  };
}

export type ReaderAuthService = ReturnType<typeof createReaderAuthService>;
