import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLog } from '../../../../tests/helpers/app-log';
import { describeWithRedis, REDIS_URL, uniqueRedisPrefix } from '../../../../tests/helpers/redis';
import { connectedRedis, unusedRedisUrl } from '../../../../tests/helpers/redis-instances';
import { createRedisConnection } from '../../lib/redis';
import { createSharedStore } from '../../lib/shared-store';
import { createMemoryVisitGate, createRedisVisitGate, type VisitGate } from './visit-gate';

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What both gates do alike, on the real clock. */
function gateCases(make: (windowMs: number) => VisitGate) {
  it('admits a key once per window, other keys meanwhile, and the key again after the window', async () => {
    const gate = make(1000);
    expect(await gate.admit('10.0.0.1')).toBe(true);
    expect(await gate.admit('10.0.0.1')).toBe(false);
    expect(await gate.admit('10.0.0.2')).toBe(true);
    await sleep(1100);
    expect(await gate.admit('10.0.0.1')).toBe(true);
  });

  it('admits exactly one of many parallel first visits of a key', async () => {
    const gate = make(MINUTE);
    const answers = await Promise.all(Array.from({ length: 20 }, () => gate.admit('a')));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('lets a forgotten key through again at once', async () => {
    const gate = make(10 * MINUTE);
    await gate.admit('a');
    await gate.forget('a');
    expect(await gate.admit('a')).toBe(true);
  });
}

function clockAt(start: number) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

describe('createMemoryVisitGate', () => {
  gateCases((windowMs) => createMemoryVisitGate({ windowMs }));

  it('measures the window from the last admission, not from refused attempts', async () => {
    const clock = clockAt(0);
    const gate = createMemoryVisitGate({ windowMs: 10 * MINUTE, now: clock.now });
    await gate.admit('a');
    clock.at = 9 * MINUTE;
    expect(await gate.admit('a')).toBe(false);
    clock.at = 10 * MINUTE;
    expect(await gate.admit('a')).toBe(true);
  });

  it('stays bounded: beyond maxKeys the oldest admissions are dropped first', async () => {
    const clock = clockAt(0);
    const gate = createMemoryVisitGate({ windowMs: 10 * MINUTE, maxKeys: 2, now: clock.now });
    for (const key of ['a', 'b', 'c']) {
      await gate.admit(key);
      clock.at += 1;
    }
    expect(await gate.admit('b')).toBe(false);
    expect(await gate.admit('c')).toBe(false);
    expect(await gate.admit('a')).toBe(true);
  });
});

/** A local gate that fails the test if the Redis one ever falls back to it. */
const noFallback: VisitGate = {
  admit: () => Promise.reject(new Error('fell back to memory')),
  forget: async () => {},
};

describeWithRedis('createRedisVisitGate', () => {
  let redis: Redis;
  const log = createTestLog();
  beforeAll(async () => {
    redis = await connectedRedis(createRedisConnection(REDIS_URL, log, 'visit-gate-test'));
  });
  afterAll(() => redis.disconnect());

  gateCases((windowMs) =>
    createRedisVisitGate(createSharedStore(redis, uniqueRedisPrefix(), log), { windowMs, local: noFallback }),
  );

  it('admits a visitor once across instances, in a key that expires with the window', async () => {
    const store = createSharedStore(redis, uniqueRedisPrefix(), log);
    const [a, b] = [1, 2].map(() => createRedisVisitGate(store, { windowMs: 30 * MINUTE, local: noFallback }));
    expect(await a?.admit('203.0.113.9')).toBe(true);
    expect(await b?.admit('203.0.113.9')).toBe(false);
    expect(await redis.pttl(`${store.prefix}visit:203.0.113.9`)).toBeGreaterThan(29 * MINUTE);
  });
});

describe('createRedisVisitGate while Redis is unreachable', () => {
  let redis: Redis;
  const log = createTestLog();
  beforeAll(async () => {
    redis = createRedisConnection(await unusedRedisUrl(), log, 'visit-gate-down-test');
  });
  afterAll(() => redis.disconnect());

  it('admits through this process alone, once per window', async () => {
    const local = createMemoryVisitGate({ windowMs: MINUTE });
    const gate = createRedisVisitGate(createSharedStore(redis, 'down:', log), { windowMs: MINUTE, local });
    expect(await gate.admit('a')).toBe(true);
    expect(await gate.admit('a')).toBe(false);
    await gate.forget('a');
    expect(await gate.admit('a')).toBe(true);
  });
});
