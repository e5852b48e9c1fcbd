import { randomBytes } from 'node:crypto';

let lastMillis = 0;
let sequence = 0;

/**
 * A 24-character, time-ordered hex id (48-bit milliseconds, 16-bit sequence, 32 random bits):
 * ids sort by creation time on both databases and look like the ids the old API returned.
 */
export function newId(now = Date.now()): string {
  if (now <= lastMillis) {
    sequence = (sequence + 1) & 0xffff;
    if (sequence === 0) lastMillis += 1;
  } else {
    lastMillis = now;
    sequence = 0;
  }
  return (
    lastMillis.toString(16).padStart(12, '0') + sequence.toString(16).padStart(4, '0') + randomBytes(4).toString('hex')
  );
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
