/**
 * Counts failures per key (an address, an account) in a sliding window. A caller takes a slot
 * before the slow check it guards and gives it back if the check succeeds, so parallel attempts
 * cannot all pass the count before any of them is recorded. The in-memory store serves one
 * process; the Redis store (`redis-failure-throttle.ts`) implements the same calls for several
 * instances (docs/product.md, Several instances).
 */
export interface FailureThrottle {
  /** Counts one attempt against `key` unless it is blocked; answers 0 when counted, else the seconds until a slot frees. */
  take(key: string): Promise<number>;
  /** Gives back the slot of an attempt that turned out not to be a failure. */
  release(key: string): Promise<void>;
  /** Forgets every failure counted against `key`. */
  reset(key: string): Promise<void>;
}

export type FailureThrottleOptions = { max: number; windowMs: number; now?: () => number };

/** Seconds until a slot frees, at least 1: when the attempt at `freeingAt` leaves the window. */
export function waitSeconds(freeingAt: number, windowMs: number, at: number): number {
  return Math.max(1, Math.ceil((freeingAt + windowMs - at) / 1000));
}

/** Keys kept at most; past it the oldest key is dropped, so a flood of new addresses cannot grow memory without bound. */
const MAX_KEYS = 100_000;

export function createMemoryFailureThrottle(options: FailureThrottleOptions): FailureThrottle {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const kept = (failures.get(key) ?? []).filter((time) => at - time < options.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  // Every method reads and writes the map without awaiting in between: atomic within the process.
  return {
    async take(key) {
      const at = now();
      const kept = recent(key, at);
      if (kept.length >= options.max) {
        return waitSeconds(kept[kept.length - options.max] ?? at, options.windowMs, at);
      }
      kept.push(at);
      failures.set(key, kept);
      if (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value as string);
      return 0;
    },
    async release(key) {
      const kept = failures.get(key);
      kept?.pop();
      if (kept?.length === 0) failures.delete(key);
    },
    async reset(key) {
      failures.delete(key);
    },
  };
}
