/**
 * Strings kept by key, least recently used dropped first once their total length passes the
 * budget, each for at most `ttlMs` (a safety net: owners clear the cache when what it holds changes).
 */
export function createLruCache(options: { maxChars: number; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let totalChars = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    totalChars -= entry.value.length;
    entries.delete(key);
  }

  return {
    get(key: string): string | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expiresAt <= now()) return undefined;
      // Re-inserting moves the key to the newest end of the Map's insertion order.
      entries.set(key, entry);
      totalChars += entry.value.length;
      return entry.value;
    },
    set(key: string, value: string): void {
      drop(key);
      if (value.length > options.maxChars) return;
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      totalChars += value.length;
      for (const oldest of entries.keys()) {
        if (totalChars <= options.maxChars) break;
        drop(oldest);
      }
    },
    clear(): void {
      entries.clear();
      totalChars = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type LruCache = ReturnType<typeof createLruCache>;
