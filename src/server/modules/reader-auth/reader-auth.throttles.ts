import { cacheSlot } from '../../lib/app-caches';
import { createMemoryFailureThrottle, type FailureThrottle } from '../../lib/failure-throttle';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Codes one email may be sent: one a minute, five an hour (docs/product.md, Reader accounts). */
export const CODES_PER_EMAIL_MINUTE = 1;
export const CODES_PER_EMAIL_HOUR = 5;
/** Per address, generous: a mobile carrier puts many readers behind one address. */
export const CODE_REQUESTS_PER_ADDRESS_HOUR = 30;
export const WRONG_TRIES_PER_ADDRESS_HOUR = 30;

/**
 * The limits on codes, each behind the `FailureThrottle` interface so a shared store can replace
 * the in-memory one when several instances run (decision 152).
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

export function createMemoryReaderCodeThrottles(now?: () => number): ReaderCodeThrottles {
  return {
    emailMinute: createMemoryFailureThrottle({ max: CODES_PER_EMAIL_MINUTE, windowMs: MINUTE_MS, now }),
    emailHour: createMemoryFailureThrottle({ max: CODES_PER_EMAIL_HOUR, windowMs: HOUR_MS, now }),
    addressRequests: createMemoryFailureThrottle({ max: CODE_REQUESTS_PER_ADDRESS_HOUR, windowMs: HOUR_MS, now }),
    addressWrongTries: createMemoryFailureThrottle({ max: WRONG_TRIES_PER_ADDRESS_HOUR, windowMs: HOUR_MS, now }),
  };
}

/** Where the app's context keeps them: made on first use, or placed there beforehand by whoever builds the context. */
export const READER_CODE_THROTTLES = cacheSlot<ReaderCodeThrottles>('reader-code-throttles');
