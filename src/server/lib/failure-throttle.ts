/**
 * Counts failures per key (an address, an email) in a sliding window; once `max` failures are
 * inside the window the key is blocked until the oldest one leaves it. In memory for one process;
 * a Redis-backed store replaces it when several instances run (DESIGN §1).
 */
export type FailureThrottle = {
  retryAfterSeconds(key: string, now?: number): number;
  recordFailure(key: string, now?: number): void;
  reset(key: string): void;
};

export function createFailureThrottle(options: { max: number; windowMs: number }): FailureThrottle {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < options.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  return {
    retryAfterSeconds(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length < options.max) return 0;
      const oldest = kept[kept.length - options.max] ?? now;
      return Math.max(1, Math.ceil((oldest + options.windowMs - now) / 1000));
    },
    recordFailure(key, now = Date.now()) {
      const kept = recent(key, now);
      kept.push(now);
      failures.set(key, kept);
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
