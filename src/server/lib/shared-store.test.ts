import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestLog } from '../../../tests/helpers/app-log';
import { describeWithRedis, uniqueRedisPrefix } from '../../../tests/helpers/redis';
import { connectedRedis, createCuttableRedisProxy } from '../../../tests/helpers/redis-instances';
import type { AppLog } from '../context';
import { createRedisConnection } from './redis';
import { createSharedStore, REDIS_ANSWER_MS } from './shared-store';

describeWithRedis('createSharedStore', () => {
  let proxy: Awaited<ReturnType<typeof createCuttableRedisProxy>>;
  const log = createTestLog();
  const warnings: string[] = [];
  const watchedLog: AppLog = {
    ...log,
    error: log.error.bind(log),
    info: () => {},
    warn: (_d, message) => warnings.push(message),
  };
  let redis: ReturnType<typeof createRedisConnection>;
  beforeAll(async () => {
    proxy = await createCuttableRedisProxy();
    redis = await connectedRedis(createRedisConnection(proxy.url, watchedLog, 'shared-store-test'));
  });
  afterAll(async () => {
    redis.disconnect();
    await proxy.close();
  });

  it('answers from Redis while it answers', async () => {
    const store = createSharedStore(redis, uniqueRedisPrefix(), watchedLog);
    const local = vi.fn(async () => 'local');
    expect(await store.ask('ping', () => redis.ping(), local)).toBe('PONG');
    expect(local).not.toHaveBeenCalled();
  });

  it('answers locally, with a warning, when a command fails on a live connection', async () => {
    const store = createSharedStore(redis, uniqueRedisPrefix(), watchedLog);
    warnings.length = 0;
    const answer = await store.ask(
      'a bad script',
      () => redis.eval('return redis.call("NOPE")', 0),
      async () => 'local',
    );
    expect(answer).toBe('local');
    expect(warnings).toEqual(['Redis failed or stalled a command; answering locally']);
  });

  it('answers locally once Redis stops answering, then for a while without asking it', async () => {
    const store = createSharedStore(redis, uniqueRedisPrefix(), watchedLog);
    proxy.cut();
    const started = Date.now();
    expect(
      await store.ask(
        'ping',
        () => redis.ping(),
        async () => 'local',
      ),
    ).toBe('local');
    expect(Date.now() - started).toBeGreaterThanOrEqual(REDIS_ANSWER_MS - 5);
    expect(Date.now() - started).toBeLessThan(REDIS_ANSWER_MS + 500);
    const asked = vi.fn(() => redis.ping());
    expect(await store.ask('ping', asked, async () => 'local')).toBe('local');
    expect(asked).not.toHaveBeenCalled();
  });
});
