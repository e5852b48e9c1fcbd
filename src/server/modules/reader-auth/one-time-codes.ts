import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../../shared/schemas/reader-auth';

/** How long a code and its link work (docs/product.md, Reader accounts). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong codes or links a code takes before it stops working. */
export const CODE_MAX_WRONG_TRIES = 5;

/** A fresh code for the mail: six digits, every value equally likely. */
export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** The secret of the mailed sign-in link: 32 random bytes, far beyond guessing. */
export function newLinkKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Hashes codes and link keys with a key only the server holds (decision 150): a copy of the database
 * alone cannot turn a stored hash back into a six-digit code by trying all million of them.
 */
export function createCodeHasher(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('reader-one-time-codes').digest();
  const hash = (kind: 'code' | 'link', email: string, value: string) =>
    createHmac('sha256', key).update(`${kind}\n${email}\n${value}`).digest('base64url');
  return {
    hash,
    /** Constant-time comparison of a presented value with a stored hash. */
    matches(kind: 'code' | 'link', email: string, value: string, stored: string | null): boolean {
      if (!stored) return false;
      const presented = Buffer.from(hash(kind, email, value));
      const expected = Buffer.from(stored);
      return presented.length === expected.length && timingSafeEqual(presented, expected);
    },
  };
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;
