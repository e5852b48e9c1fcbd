/**
 * Strings are measured by their length; any other value says its own size. `ttlMs` may be a
 * function, asked at each store: the owner's limit of the moment (decision 206).
 */
type LruOptions<V> = { maxSize: number; ttlMs: number | (() => number); now?: () => number } & (V extends string
  ? { sizeOf?: (value: V) => number }
  : { sizeOf: (value: V) => number });

/**
 * Values kept by key, least recently used dropped first once their total size passes the budget,
 * each for at most `ttlMs` (a safety net: owners clear the cache when what it holds changes).
 */
export function createLruCache<V = string>(options: LruOptions<V>) {
  const now = options.now ?? Date.now;
  const sizeOf = options.sizeOf ?? ((value: V) => (value as string).length);
  const { ttlMs } = options;
  const ttlNow = typeof ttlMs === 'number' ? () => ttlMs : ttlMs;
  const entries = new Map<string, { value: V; size: number; expiresAt: number }>();
  let totalSize = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    totalSize -= entry.size;
    entries.delete(key);
  }

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expiresAt <= now()) return undefined;
      // Re-inserting moves the key to the newest end of the Map's insertion order.
      entries.set(key, entry);
      totalSize += entry.size;
      return entry.value;
    },
    set(key: string, value: V): void {
      drop(key);
      const size = sizeOf(value);
      if (size > options.maxSize) return;
      entries.set(key, { value, size, expiresAt: now() + ttlNow() });
      totalSize += size;
      for (const oldest of entries.keys()) {
        if (totalSize <= options.maxSize) break;
        drop(oldest);
      }
    },
    delete(key: string): void {
      drop(key);
    },
    keys(): IterableIterator<string> {
      return entries.keys();
    },
    clear(): void {
      entries.clear();
      totalSize = 0;
    },
    get size(): number {
      return entries.size;
    },
    /** The sum of the kept values' sizes. */
    get totalSize(): number {
      return totalSize;
    },
  };
}

export type LruCache<V = string> = ReturnType<typeof createLruCache<V>>;
