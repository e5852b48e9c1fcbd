/**
 * Lets each key (a visitor's address) through at most once per window, so reloading the site in
 * a loop cannot inflate the visit count. In memory for one process, bounded in size; several
 * instances would share it through Redis (docs/product.md, Several instances).
 */
export type VisitGate = {
  /** True when the key has not been admitted within the window; it is then admitted as of `now`. */
  admit(key: string, now?: number): boolean;
  /** Forgets an admission, for when counting it failed. */
  forget(key: string): void;
};

export function createVisitGate(options: { windowMs: number; maxKeys?: number }): VisitGate {
  const maxKeys = options.maxKeys ?? 100_000;
  // Map order is admission order (a key is deleted before being set again), so the oldest come first.
  const admittedAt = new Map<string, number>();

  function dropExpired(now: number): void {
    for (const [key, at] of admittedAt) {
      if (now - at < options.windowMs && admittedAt.size <= maxKeys) return;
      admittedAt.delete(key);
    }
  }

  return {
    admit(key, now = Date.now()) {
      const at = admittedAt.get(key);
      if (at !== undefined && now - at < options.windowMs) return false;
      admittedAt.delete(key);
      admittedAt.set(key, now);
      dropExpired(now);
      return true;
    },
    forget(key) {
      admittedAt.delete(key);
    },
  };
}
