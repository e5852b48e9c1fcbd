import { describe, expect, it, vi } from 'vitest';
import type { CacheScope } from './app-caches';
import { type ContentChanged, createInProcessContentEvents } from './content-events';
import { keptUntilChanged } from './kept-until-changed';

const change: ContentChanged = {
  entity: 'settings',
  action: 'update',
  ids: [],
  slugs: [],
  categoryIds: [],
  at: '2026-11-23T10:00:00.000Z',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('keptUntilChanged', () => {
  it('reads once for callers at the same time and after, until a change', async () => {
    const events = createInProcessContentEvents({ error: vi.fn() });
    let reads = 0;
    const kept = keptUntilChanged(events, async () => {
      reads += 1;
      return reads;
    });
    expect(await Promise.all([kept(), kept()])).toEqual([1, 1]);
    expect(await kept()).toBe(1);
    await events.publish(change);
    expect(await kept()).toBe(2);
  });

  it('never keeps a read begun before a change', async () => {
    const events = createInProcessContentEvents({ error: vi.fn() });
    const slow = deferred<string>();
    const reads = [() => slow.promise, async () => 'after the change'];
    const kept = keptUntilChanged(events, () => reads.shift()!());
    const before = kept();
    await events.publish(change);
    slow.resolve('before the change');
    expect(await before).toBe('before the change');
    expect(await kept()).toBe('after the change');
  });

  it('does not keep a failed read', async () => {
    const events = createInProcessContentEvents({ error: vi.fn() });
    const reads = [async () => Promise.reject(new Error('database away')), async () => 'back'];
    const kept = keptUntilChanged(events, () => reads.shift()!());
    await expect(kept()).rejects.toThrow('database away');
    expect(await kept()).toBe('back');
  });

  it('reads again once the safety-net time has passed', async () => {
    const events = createInProcessContentEvents({ error: vi.fn() });
    let clock = 0;
    let reads = 0;
    const kept = keptUntilChanged(
      events,
      async () => {
        reads += 1;
        return reads;
      },
      { ttlMs: 1000, now: () => clock },
    );
    expect(await kept()).toBe(1);
    clock = 999;
    expect(await kept()).toBe(1);
    clock = 1000;
    expect(await kept()).toBe(2);
  });

  it('keeps a read no longer than the bus allows now, and drops it when changes may have been missed', async () => {
    const events = createInProcessContentEvents({ error: vi.fn() });
    let maxKeepMs = 50;
    let missed = () => {};
    const scope: CacheScope = {
      subscribe: events.subscribe,
      maxKeepMs: () => maxKeepMs,
      awaitOnRelease: () => {},
      onMissedChanges(listener) {
        missed = listener;
        return () => {};
      },
    };
    let clock = 0;
    let reads = 0;
    const kept = keptUntilChanged(
      scope,
      async () => {
        reads += 1;
        return reads;
      },
      { ttlMs: 1000, now: () => clock },
    );
    expect(await kept()).toBe(1);
    clock = 50;
    expect(await kept()).toBe(2);
    maxKeepMs = Number.POSITIVE_INFINITY;
    clock = 100;
    expect(await kept()).toBe(3);
    clock = 1099;
    expect(await kept()).toBe(3);
    missed();
    expect(await kept()).toBe(4);
  });
});
