import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe } from 'vitest';
import { answersOneOf3Tries } from './probe';

/** The Redis the tests use; a prefix per test keeps their keys and channels apart. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const redisAvailable = await answersOneOf3Tries(redisAnswers);

/** A prefix no other test (or site sharing this Redis) uses: `test:<random>:`. */
export function uniqueRedisPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

/** A suite that needs Redis: skipped when none answers (scripts/test.mjs says why, and fails under CI). */
export function describeWithRedis(name: string, suite: () => void): void {
  describe.skipIf(!redisAvailable)(`${name} [redis]`, suite);
}
