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
  const entries = new Map<string, { value: V; size: number; expiresAt: number; placed: number }>();
  let totalSize = 0;
  /** Counts placements at the newest end: fewer than `placed` newer entries lie above an entry. */
  let placements = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    totalSize -= entry.size;
    entries.delete(key);
  }

  function dropOverBudget(): void {
    for (const oldest of entries.keys()) {
      if (totalSize <= options.maxSize) break;
      drop(oldest);
    }
  }

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(key);
        return undefined;
      }
      // Re-inserting moves the key to the newest end of the Map's insertion order. An entry in the
      // newest half stays where it is: it is dropped after the older half anyway, and moving every
      // hit made a busy Map rebuild its table over and over.
      if (placements - entry.placed >= entries.size / 2) {
        entries.delete(key);
        placements += 1;
        entry.placed = placements;
        entries.set(key, entry);
      }
      return entry.value;
    },
    set(key: string, value: V): void {
      drop(key);
      const size = sizeOf(value);
      if (size > options.maxSize) return;
      placements += 1;
      entries.set(key, { value, size, expiresAt: now() + ttlNow(), placed: placements });
      totalSize += size;
      dropOverBudget();
    },
    /** Replaces a kept value where it is, expiring when the first did (a patch, not a new read); an absent key stays absent. */
    update(key: string, value: V): void {
      const entry = entries.get(key);
      if (!entry) return;
      const size = sizeOf(value);
      totalSize += size - entry.size;
      entry.value = value;
      entry.size = size;
      dropOverBudget();
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
