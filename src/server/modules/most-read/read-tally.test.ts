import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLog } from '../../../../tests/helpers/app-log';
import { describeWithRedis, REDIS_URL, uniqueRedisPrefix } from '../../../../tests/helpers/redis';
import { connectedRedis, unusedRedisUrl } from '../../../../tests/helpers/redis-instances';
import { createRedisConnection } from '../../lib/redis';
import { createSharedStore } from '../../lib/shared-store';
import { createMemoryBlockMark, createRedisBlockMark } from './block-mark';
import { createMemoryReadTally, createRedisReadTally, type ReadTally } from './read-tally';

const HOUR = '2026-11-26T14';

/** What both tallies do alike. */
function tallyCases(make: () => ReadTally) {
  it('adds reads by hour and article, and a take leaves none for the next', async () => {
    const tally = make();
    await tally.add(HOUR, 'a');
    await tally.add(HOUR, 'a');
    await tally.add('2026-11-26T15', 'a');
    await tally.add(HOUR, 'b');
    expect(Object.fromEntries(await tally.take())).toEqual({
      [`${HOUR} a`]: 2,
      '2026-11-26T15 a': 1,
      [`${HOUR} b`]: 1,
    });
    expect((await tally.take()).size).toBe(0);
  });

  it('takes back what a batch gave back, with what came meanwhile', async () => {
    const tally = make();
    await tally.add(HOUR, 'a');
    const taken = await tally.take();
    await tally.add(HOUR, 'a');
    await tally.giveBack(taken);
    expect(Object.fromEntries(await tally.take())).toEqual({ [`${HOUR} a`]: 2 });
  });
}

/** A local tally that fails the test if the Redis one ever falls back to it. */
const noFallback: ReadTally = {
  add: () => Promise.reject(new Error('fell back to memory')),
  take: async () => new Map(),
  giveBack: () => Promise.reject(new Error('fell back to memory')),
};

describe('createMemoryReadTally', () => {
  tallyCases(createMemoryReadTally);
});

describeWithRedis('createRedisReadTally and the block mark', () => {
  let redis: Redis;
  const log = createTestLog();
  beforeAll(async () => {
    redis = await connectedRedis(createRedisConnection(REDIS_URL, log, 'read-tally-test'));
  });
  afterAll(() => redis.disconnect());

  tallyCases(() => createRedisReadTally(createSharedStore(redis, uniqueRedisPrefix(), log), noFallback));

  it('holds one instance’s reads for the other’s batch, and gives them to one batch only', async () => {
    const store = createSharedStore(redis, uniqueRedisPrefix(), log);
    const [a, b] = [1, 2].map(() => createRedisReadTally(store, createMemoryReadTally())) as [ReadTally, ReadTally];
    await a.add(HOUR, 'x');
    await b.add(HOUR, 'x');
    const [first, second] = await Promise.all([b.take(), a.take()]);
    expect([first.get(`${HOUR} x`) ?? 0, second.get(`${HOUR} x`) ?? 0].sort()).toEqual([0, 2]);
  });

  it('tells one instance of several that the block changed', async () => {
    const store = createSharedStore(redis, uniqueRedisPrefix(), log);
    const [a, b] = [1, 2].map(() => createRedisBlockMark(store, createMemoryBlockMark()));
    expect(await a?.swap('x,y')).toBe(true);
    expect(await b?.swap('x,y')).toBe(false);
    expect(await b?.swap('y,x')).toBe(true);
    expect(await a?.swap('y,x')).toBe(false);
  });
});

describe('createRedisReadTally while Redis is unreachable', () => {
  let redis: Redis;
  const log = createTestLog();
  beforeAll(async () => {
    redis = createRedisConnection(await unusedRedisUrl(), log, 'read-tally-down-test');
  });
  afterAll(() => redis.disconnect());

  it('keeps the reads in this process for the next batch', async () => {
    const tally = createRedisReadTally(createSharedStore(redis, 'down:', log), createMemoryReadTally());
    await tally.add(HOUR, 'a');
    await tally.add(HOUR, 'a');
    expect(Object.fromEntries(await tally.take())).toEqual({ [`${HOUR} a`]: 2 });
  });
});
