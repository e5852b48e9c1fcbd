import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLog } from '../../../tests/helpers/app-log';
import { describeWithRedis, REDIS_URL, uniqueRedisPrefix } from '../../../tests/helpers/redis';
import { connectedRedis, unusedRedisUrl } from '../../../tests/helpers/redis-instances';
import { createMemoryFailureThrottle, type FailureThrottle, type FailureThrottleOptions } from './failure-throttle';
import { createRedisConnection } from './redis';
import { createRedisFailureThrottle } from './redis-failure-throttle';
import { createSharedStore, type SharedStore } from './shared-store';

function clockAt(start: number) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

type MakeThrottle = (options: FailureThrottleOptions) => FailureThrottle;

/** What every store must do alike: the memory one and the Redis one run these same cases. */
function throttleCases(make: () => MakeThrottle) {
  it('counts max attempts inside the window, then blocks until the oldest ages out', async () => {
    const clock = clockAt(0);
    const throttle = make()({ max: 3, windowMs: 60_000, now: clock.now });
    for (const at of [0, 1_000, 2_000]) {
      clock.at = at;
      expect(await throttle.take('1.2.3.4')).toBe(0);
    }
    clock.at = 2_500;
    expect(await throttle.take('1.2.3.4')).toBe(58);
    expect(await throttle.take('5.6.7.8')).toBe(0);
    clock.at = 60_001;
    expect(await throttle.take('1.2.3.4')).toBe(0);
  });

  it('answers the wait until enough attempts age out for one more slot', async () => {
    const clock = clockAt(10_000);
    const throttle = make()({ max: 2, windowMs: 60_000, now: clock.now });
    for (const at of [10_000, 20_000, 30_000]) {
      clock.at = at;
      await throttle.take('k');
    }
    clock.at = 31_000;
    expect(await throttle.take('k')).toBe(39);
    clock.at = 70_000;
    expect(await throttle.take('k')).toBe(0);
    expect(await throttle.take('k')).toBe(10);
  });

  it('hands out exactly max slots to attempts made in parallel', async () => {
    const throttle = make()({ max: 5, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => throttle.take('k')));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('gives back one slot on release and forgets the key on reset', async () => {
    const throttle = make()({ max: 2, windowMs: 60_000 });
    await throttle.take('k');
    await throttle.take('k');
    expect(await throttle.take('k')).toBeGreaterThan(0);
    await throttle.release('k');
    expect(await throttle.take('k')).toBe(0);
    expect(await throttle.take('k')).toBeGreaterThan(0);
    await throttle.reset('k');
    expect(await throttle.take('k')).toBe(0);
  });
}

describe('createMemoryFailureThrottle', () => {
  throttleCases(() => createMemoryFailureThrottle);
});

/** A local store that fails the test if the Redis one ever falls back to it. */
const noFallback: FailureThrottle = {
  take: () => Promise.reject(new Error('fell back to memory')),
  release: () => Promise.reject(new Error('fell back to memory')),
  reset: async () => {},
};

describeWithRedis('createRedisFailureThrottle', () => {
  let redis: Redis;
  const log = createTestLog();
  beforeAll(async () => {
    redis = await connectedRedis(createRedisConnection(REDIS_URL, log, 'throttle-test'));
  });
  afterAll(() => redis.disconnect());
  const storeOf = (prefix = uniqueRedisPrefix()): SharedStore => createSharedStore(redis, prefix, log);

  throttleCases(() => (options) => createRedisFailureThrottle(storeOf(), 'test', { ...options, local: noFallback }));

  it('counts the attempts of every instance on one prefix together, in keys that expire with the window', async () => {
    const store = storeOf();
    const options = { max: 4, windowMs: 60_000, local: noFallback };
    const [a, b] = [
      createRedisFailureThrottle(store, 'login', options),
      createRedisFailureThrottle(store, 'login', options),
    ];
    for (const throttle of [a, b, a, b]) expect(await throttle.take('editor@example.com')).toBe(0);
    expect(await a.take('editor@example.com')).toBeGreaterThan(0);
    expect(await b.take('editor@example.com')).toBeGreaterThan(0);
    const keys = await redis.keys(`${store.prefix}*`);
    expect(keys).toEqual([`${store.prefix}throttle:login:editor@example.com`]);
    const ttl = await redis.pttl(keys[0] ?? '');
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('createRedisFailureThrottle while Redis is unreachable', () => {
  let redis: Redis;
  const log = createTestLog();
  beforeAll(async () => {
    redis = createRedisConnection(await unusedRedisUrl(), log, 'throttle-down-test');
  });
  afterAll(() => redis.disconnect());

  it('keeps limiting in this process, with the same answers, and never throws', async () => {
    const clock = clockAt(0);
    const options = { max: 2, windowMs: 60_000, now: clock.now };
    const throttle = createRedisFailureThrottle(createSharedStore(redis, 'down:', log), 'login', {
      ...options,
      local: createMemoryFailureThrottle(options),
    });
    expect(await throttle.take('k')).toBe(0);
    expect(await throttle.take('k')).toBe(0);
    expect(await throttle.take('k')).toBe(60);
    await throttle.release('k');
    expect(await throttle.take('k')).toBe(0);
    await throttle.reset('k');
    expect(await throttle.take('k')).toBe(0);
  });
});
