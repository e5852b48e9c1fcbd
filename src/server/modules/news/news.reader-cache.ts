import type { AppContext } from '../../context';
import type { ContentEntity } from '../../lib/content-events';
import { createLruCache } from '../../lib/lru-cache';

/** What a reader's article listing shows: the articles, and the names of their categories. */
const LISTING_ENTITIES: ReadonlySet<ContentEntity> = new Set(['news', 'category', 'subcategory']);
const READER_LISTINGS_MAX_CHARS = 32 * 1024 * 1024;
/** Only a safety net: every change that alters a listing clears the cache at once. */
const READER_LISTINGS_TTL_MS = 5 * 60 * 1000;

/**
 * Readers' paged listing and search answers, kept as sent until an article, category or
 * subcategory changes or a scheduled article comes out (decision 063). Search-as-you-type asks
 * the same first pages over and over; each instance clears its own copy on the shared event bus.
 */
export function createReaderListingCache(ctx: AppContext) {
  const cache = createLruCache({
    maxSize: READER_LISTINGS_MAX_CHARS,
    // While changes made elsewhere may go unheard, the bus keeps answers short (decision 206).
    ttlMs: () => Math.min(READER_LISTINGS_TTL_MS, ctx.events.maxKeepMs()),
  });
  // An answer read before a change and stored after it would be stale: stores carry the generation they began in.
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    cache.clear();
  };
  const unsubscribes = [
    ctx.events.subscribe((event) => {
      if (LISTING_ENTITIES.has(event.entity)) forgetAll();
    }),
    ctx.events.onMissedChanges(forgetAll),
  ];
  return {
    find: (key: string) => cache.get(key),
    begin: () => generation,
    store(key: string, body: string, startedIn: number): void {
      if (startedIn === generation) cache.set(key, body);
    },
    close(): void {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
