import { type AppCaches, type CacheScope, cacheSlot } from './app-caches';

/** Only a safety net for an announcement lost between commit and publish (decision 055): changes forget a read at once. */
export const KEPT_READ_TTL_MS = 60 * 1000;

/**
 * One read kept in memory until any content change is announced (the frame's settings and
 * navigation, the sidebar's newest articles). Callers at the same time share one read. A read
 * begun before a change is never kept after it: the change forgets the pending read too, so the
 * next caller starts a fresh one. A failed read is not kept.
 */
export function keptUntilChanged<T>(
  events: Omit<CacheScope, 'awaitOnRelease'>,
  read: () => Promise<T>,
  { ttlMs = KEPT_READ_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): () => Promise<T> {
  let kept: { reading: Promise<T>; until: number } | undefined;
  events.subscribe((event) => {
    // A reader's comment shows on its article's page only: no kept read holds it.
    if (event.onlyArticles) return;
    kept = undefined;
  });
  events.onMissedChanges(() => {
    kept = undefined;
  });
  return () => {
    if (kept && now() < kept.until) return kept.reading;
    const reading = read();
    // While changes made elsewhere may go unheard, the bus keeps reads short (decision 206).
    const entry = { reading, until: now() + Math.min(ttlMs, events.maxKeepMs()) };
    kept = entry;
    reading.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return reading;
  };
}

/** One kept read per app, made on first use and released with the app's caches (decision 135). */
export function keptPerApp<C extends { caches: AppCaches }, T>(
  name: string,
  read: (ctx: C) => Promise<T>,
): (ctx: C) => Promise<T> {
  const slot = cacheSlot<() => Promise<T>>(name);
  return (ctx) => ctx.caches.get(slot, (scope) => keptUntilChanged(scope, () => read(ctx)))();
}
