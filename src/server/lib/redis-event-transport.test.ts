import { afterEach, expect, it, vi } from 'vitest';
import { describeWithRedis, REDIS_URL, uniqueRedisPrefix } from '../../../tests/helpers/redis';
import { startTcpProxy, type TcpProxy } from '../../../tests/helpers/tcp-proxy';
import type { ContentChanged, ContentEvents } from './content-events';
import { createRedisConnection } from './redis';
import { createRedisEventTransport } from './redis-event-transport';
import { createSharedContentEvents } from './shared-content-events';

const event: ContentChanged = {
  entity: 'category',
  action: 'update',
  ids: ['c1'],
  slugs: [],
  categoryIds: ['c1'],
  at: '2026-11-26T10:00:00.000Z',
};

const quietLog = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describeWithRedis('content events over Redis', () => {
  const opened: { events: ContentEvents; close(): void }[] = [];
  let proxy: TcpProxy | undefined;

  /** One instance's bus, on its own connections to `url`. */
  function instance(prefix: string, url = REDIS_URL) {
    const log = quietLog();
    const publisher = createRedisConnection(url, log, 'commands');
    const events = createSharedContentEvents(log, createRedisEventTransport({ url, prefix, publisher, log }));
    opened.push({ events, close: () => publisher.disconnect() });
    return { events, log };
  }

  const linked = (events: ContentEvents, up: boolean, timeout: number) =>
    vi.waitFor(() => expect(events.outage()).toBe(up ? undefined : 'Redis is unreachable'), { timeout, interval: 20 });

  afterEach(async () => {
    for (const { events, close } of opened.splice(0)) {
      await events.close();
      close();
    }
    await proxy?.close();
    proxy = undefined;
  });

  it('delivers an event to the other instances of the site, once each', async () => {
    const prefix = uniqueRedisPrefix();
    const [a, b] = [instance(prefix), instance(prefix)];
    await Promise.all([linked(a.events, true, 5000), linked(b.events, true, 5000)]);
    const [heardByA, heardByB] = [vi.fn(), vi.fn()];
    a.events.subscribe(heardByA);
    b.events.subscribe(heardByB);
    await a.events.publish(event);
    await vi.waitFor(() => expect(heardByB).toHaveBeenCalledWith(event), { timeout: 1000, interval: 10 });
    await b.events.publish({ ...event, ids: ['c2'] });
    await vi.waitFor(() => expect(heardByA).toHaveBeenCalledTimes(2), { timeout: 1000, interval: 10 });
    expect(heardByA.mock.calls.map(([heard]) => heard.ids)).toEqual([['c1'], ['c2']]);
    expect(heardByB.mock.calls.map(([heard]) => heard.ids)).toEqual([['c1'], ['c2']]);
  });

  it('notices a link that stops answering without closing, and comes back when it answers again', async () => {
    const redis = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const { events, log } = instance(uniqueRedisPrefix(), `redis://127.0.0.1:${proxy.port}`);
    await linked(events, true, 5000);
    const missed = vi.fn();
    events.onMissedChanges(missed);

    proxy.cut({ silently: true });
    await linked(events, false, 4000);
    expect(missed).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalled();

    proxy.restore();
    await linked(events, true, 8000);
    expect(missed).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  }, 20_000);
});
