import { randomFillSync } from 'node:crypto';

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
  return lastMillis.toString(16).padStart(12, '0') + sequence.toString(16).padStart(4, '0') + randomHex4();
}

/** Random bytes drawn a pool at a time: every request takes an id, and one call for 4 bytes cost 20 times more. */
const randomPool = Buffer.alloc(4096);
let poolOffset = randomPool.length;

function randomHex4(): string {
  if (poolOffset + 4 > randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  poolOffset += 4;
  return randomPool.toString('hex', poolOffset - 4, poolOffset);
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
