import { cacheSlot } from '../../lib/app-caches';
import type { SharedStore } from '../../lib/shared-store';

/**
 * Lets each key (a visitor's address) through at most once per window, so reloading the site in
 * a loop cannot inflate the visit count (decision 043). In this process's memory, or in Redis when
 * the site has one, so a visitor is counted once across every instance (decision 210).
 */
export type VisitGate = {
  /** True when the key has not been admitted within the window; it is then admitted as of now. */
  admit(key: string): Promise<boolean>;
  /** Forgets an admission, for when counting it failed. */
  forget(key: string): Promise<void>;
};

type VisitGateOptions = { windowMs: number; maxKeys?: number; now?: () => number };

export function createMemoryVisitGate(options: VisitGateOptions): VisitGate {
  const maxKeys = options.maxKeys ?? 100_000;
  const clock = options.now ?? Date.now;
  // Map order is admission order (a key is deleted before being set again), so the oldest come first.
  const admittedAt = new Map<string, number>();

  function dropExpired(now: number): void {
    for (const [key, at] of admittedAt) {
      if (now - at < options.windowMs && admittedAt.size <= maxKeys) return;
      admittedAt.delete(key);
    }
  }

  return {
    async admit(key) {
      const now = clock();
      const at = admittedAt.get(key);
      if (at !== undefined && now - at < options.windowMs) return false;
      admittedAt.delete(key);
      admittedAt.set(key, now);
      dropExpired(now);
      return true;
    },
    async forget(key) {
      admittedAt.delete(key);
    },
  };
}

/**
 * One key per visitor that lives for the window: the first `SET … NX` of the window wins. While Redis fails, `local` decides (decision 211).
 * `namespace` keeps gates apart in Redis: visits by default, an article's reads (decision 240) in their own.
 */
export function createRedisVisitGate(
  store: SharedStore,
  options: { windowMs: number; local: VisitGate; namespace?: string },
): VisitGate {
  const keyOf = (key: string) => `${store.prefix}${options.namespace ?? 'visit'}:${key}`;
  const { local } = options;
  return {
    admit(key) {
      return store.ask(
        'visit gate',
        async () => (await store.redis.set(keyOf(key), '1', 'PX', options.windowMs, 'NX')) === 'OK',
        () => local.admit(key),
      );
    },
    async forget(key) {
      await Promise.all([
        store.ask(
          'visit gate',
          async () => {
            await store.redis.del(keyOf(key));
          },
          async () => {},
        ),
        local.forget(key),
      ]);
    },
  };
}

export function createVisitGate(
  shared: SharedStore | undefined,
  options: { windowMs: number; namespace?: string },
): VisitGate {
  const local = createMemoryVisitGate(options);
  return shared ? createRedisVisitGate(shared, { ...options, local }) : local;
}

/** Where the app's context keeps the gate: made on first use, forgotten when the app closes. */
export const VISIT_GATE = cacheSlot<VisitGate>('visit-gate');
