import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { CAPTCHA_MAX, CAPTCHA_MIN } from '../../../shared/constants';
import type { CaptchaChallenge } from '../../../shared/schemas/contact';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';

/** Long enough to write a message, short enough that a solved challenge is not worth hoarding. */
export const CAPTCHA_LIFETIME_SECONDS = 10 * 60;
const AUDIENCE = 'contact-captcha';

/** A challenge the server issued and signed, still within its lifetime; the answer is not in it. */
export type IssuedCaptcha = { id: string; expiresAt: Date; answerDigest: string };

export type CaptchaReading =
  | { status: 'valid'; captcha: IssuedCaptcha }
  | { status: 'expired' }
  | { status: 'invalid' };

// A key of its own (not the session key), so a captcha token can never pass as a session token or back.
function captchaKey(ctx: AppContext): Uint8Array {
  return createHmac('sha256', ctx.cookieSecret).update('contact-captcha').digest();
}

// Keyed, and bound to the challenge id: the token's holder cannot test the 19 possible sums offline.
function digestAnswer(ctx: AppContext, id: string, answer: number): string {
  return createHmac('sha256', captchaKey(ctx)).update(`${id}:${answer}`).digest('base64url');
}

/** Two operands from 1 to 10 (docs/product.md, Your opinion form) and a token carrying only a keyed digest of their sum. */
export async function issueCaptcha(ctx: AppContext, now = new Date()): Promise<CaptchaChallenge> {
  const a = randomInt(CAPTCHA_MIN, CAPTCHA_MAX + 1);
  const b = randomInt(CAPTCHA_MIN, CAPTCHA_MAX + 1);
  const id = newId(now.getTime());
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ h: digestAnswer(ctx, id, a + b) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CAPTCHA_LIFETIME_SECONDS)
    .sign(captchaKey(ctx));
  return { a, b, token };
}

/** Whether the token is ours, unaltered and unexpired at `now`. */
export async function readCaptchaToken(ctx: AppContext, token: string, now = new Date()): Promise<CaptchaReading> {
  try {
    const { payload } = await jwtVerify(token, captchaKey(ctx), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['jti', 'exp'],
    });
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number' || typeof payload.h !== 'string') {
      return { status: 'invalid' };
    }
    return {
      status: 'valid',
      captcha: { id: payload.jti, expiresAt: new Date(payload.exp * 1000), answerDigest: payload.h },
    };
  } catch (error) {
    return error instanceof joseErrors.JWTExpired ? { status: 'expired' } : { status: 'invalid' };
  }
}

export function captchaAnswerMatches(ctx: AppContext, captcha: IssuedCaptcha, answer: number): boolean {
  const expected = Buffer.from(captcha.answerDigest);
  const given = Buffer.from(digestAnswer(ctx, captcha.id, answer));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
