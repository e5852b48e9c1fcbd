import { cacheSlot } from '../../lib/app-caches';
import type { FailureThrottle } from '../../lib/failure-throttle';
import { createFailureThrottle } from '../../lib/redis-failure-throttle';
import type { SharedStore } from '../../lib/shared-store';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Codes one email may be sent: one a minute, five an hour (docs/product.md, Reader accounts). */
export const CODES_PER_EMAIL_MINUTE = 1;
export const CODES_PER_EMAIL_HOUR = 5;
/** Per address, generous: a mobile carrier puts many readers behind one address. */
export const CODE_REQUESTS_PER_ADDRESS_HOUR = 30;
export const WRONG_TRIES_PER_ADDRESS_HOUR = 30;

/**
 * The limits on codes, each behind the `FailureThrottle` interface (decision 152): in Redis when
 * the site has one, so every instance counts together (decision 210).
 */
export type ReaderCodeThrottles = {
  /** Every code asked for an email, known or not. */
  emailMinute: FailureThrottle;
  emailHour: FailureThrottle;
  /** Every code asked for from an address. */
  addressRequests: FailureThrottle;
  /** Wrong codes and links sent from an address. */
  addressWrongTries: FailureThrottle;
};

/** `shared`: the site's Redis, if any; `now`: the clock, which tests move on. */
export function createReaderCodeThrottles(shared: SharedStore | undefined, now?: () => number): ReaderCodeThrottles {
  const limit = (name: string, max: number, windowMs: number) =>
    createFailureThrottle(shared, `reader-code-${name}`, { max, windowMs, now });
  return {
    emailMinute: limit('email-minute', CODES_PER_EMAIL_MINUTE, MINUTE_MS),
    emailHour: limit('email-hour', CODES_PER_EMAIL_HOUR, HOUR_MS),
    addressRequests: limit('address-requests', CODE_REQUESTS_PER_ADDRESS_HOUR, HOUR_MS),
    addressWrongTries: limit('address-wrong-tries', WRONG_TRIES_PER_ADDRESS_HOUR, HOUR_MS),
  };
}

/** Where the app's context keeps them: made on first use, or placed there beforehand by whoever builds the context. */
export const READER_CODE_THROTTLES = cacheSlot<ReaderCodeThrottles>('reader-code-throttles');
