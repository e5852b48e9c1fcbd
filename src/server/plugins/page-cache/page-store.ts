import type { Freshness } from '../../lib/content-events';
import { createLruCache } from '../../lib/lru-cache';
import { nextSiteMidnight } from '../../lib/site-day';
import { type KeptPage, unzippedBody } from './kept-page';

/** While a page is being rendered for the cache: its key, and the waiters of the same key. */
export type PageRender = {
  key: string;
  path: string;
  declared: readonly string[];
  startedIn: number;
  /** Only the render that leads its key: the answer its waiters get, and how to give it. */
  shared?: { answer: Promise<KeptPage | null>; give: (page: KeptPage | null) => void };
};

/** Only a safety net for a lost announcement: changes drop pages at once. */
const PAGE_TTL_MS = 5 * 60 * 1000;
/** Paths whose declared parameters are remembered for the front door; past this the memory starts again. */
const MAX_REMEMBERED_PATHS = 50_000;
/** The scheme and host a key starts with when the site has no public address (page-key.ts). */
const ORIGIN = /^https?:\/\/[^/]*/;

/** A path as the router reads it: `/%61bc` is the page of `abc`. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export type PageStore = ReturnType<typeof createPageStore>;

/**
 * The kept pages (an LRU over their compressed bytes), the renders under way by key, and the
 * declared query parameters of each path a page was kept for. A purge (a content change, the
 * site's day changing, changes that may have gone unheard) forgets all three, and a render begun
 * before it is never kept after it. While the bus may miss changes, pages are kept briefly (decision 206).
 */
export function createPageStore(options: {
  maxBytes: number;
  timeZone: string;
  freshness: Pick<Freshness, 'maxKeepMs'>;
}) {
  const pages = createLruCache<KeptPage>({
    maxSize: options.maxBytes,
    // While changes made elsewhere may go unheard, the bus keeps pages short (decision 206).
    ttlMs: () => Math.min(PAGE_TTL_MS, options.freshness.maxKeepMs()),
    sizeOf: (page) => page.br.byteLength + page.gzip.byteLength + (page.plain?.byteLength ?? 0),
  });
  /** Renders under way, by key: a request for the same key waits for the answer rather than rendering too. */
  const rendering = new Map<string, Promise<KeptPage | null>>();
  /** The declared query parameters of each path a page was kept for: the front door keys requests without routing them. */
  const declaredByPath = new Map<string, readonly string[]>();
  let generation = 0;
  let dayEndsAt = nextSiteMidnight(Date.now(), options.timeZone);

  function purge(): void {
    // A render begun before this is neither kept nor joined by requests that come after it.
    generation += 1;
    pages.clear();
    rendering.clear();
    declaredByPath.clear();
  }

  /**
   * Forgets the kept pages and renders under way of these paths (any query, any origin): a change
   * that shows on one article's page only (decision 177). A render of any page begun before it is
   * not kept, as after a purge.
   */
  function forgetPaths(pathnames: ReadonlySet<string>): void {
    generation += 1;
    const named = (key: string) => pathnames.has(decodedPath(key.replace(ORIGIN, '').split('?', 1)[0] ?? ''));
    for (const key of [...pages.keys()].filter(named)) pages.delete(key);
    for (const key of [...rendering.keys()].filter(named)) rendering.delete(key);
  }

  function rollDay(): void {
    const now = Date.now();
    if (now < dayEndsAt) return;
    purge();
    dayEndsAt = nextSiteMidnight(now, options.timeZone);
  }

  return {
    purge,
    forgetPaths,
    get pages() {
      return pages.size;
    },
    get bytes() {
      return pages.totalSize;
    },
    /** The kept page of a key, once the day has been checked. */
    find(key: string): KeptPage | undefined {
      rollDay();
      return pages.get(key);
    },
    /**
     * The plain body of a kept page: unzipped for the first client that takes no encoding, then
     * kept with the page (counted in the budget, expiring with it), so the next ones cost a hit.
     */
    plainOf(key: string, page: KeptPage): Buffer {
      if (page.plain) return page.plain;
      const plain = unzippedBody(page);
      pages.update(key, { ...page, plain });
      return plain;
    },
    declaredFor(path: string): readonly string[] | undefined {
      return declaredByPath.get(path);
    },
    /** The answer of the render under way for a key, if any. */
    pending(key: string): Promise<KeptPage | null> | undefined {
      return rendering.get(key);
    },
    /** A render of a key begins; the one that `lead`s it is waited for by later requests of the key. */
    begin(at: { key: string; path: string }, declared: readonly string[], lead: boolean): PageRender {
      const render: PageRender = { ...at, declared, startedIn: generation };
      if (lead) {
        let give: (page: KeptPage | null) => void = () => {};
        const answer = new Promise<KeptPage | null>((resolve) => {
          give = resolve;
        });
        render.shared = { answer, give };
        rendering.set(at.key, answer);
      }
      return render;
    },
    /** A render ends with its page (or none to share): its waiters get it. */
    end(render: PageRender, page: KeptPage | null): void {
      if (!render.shared) return;
      render.shared.give(page);
      // After a purge the key may already lead another render, begun after the change.
      if (rendering.get(render.key) === render.shared.answer) rendering.delete(render.key);
      render.shared = undefined;
    },
    /** Keeps a render's page unless a change came since it began; 404s are shared with waiters but not kept: unknown addresses are endless. */
    keep(render: PageRender, page: KeptPage): void {
      rollDay();
      if (page.status !== 200 || render.startedIn !== generation) return;
      pages.set(render.key, page);
      if (declaredByPath.size >= MAX_REMEMBERED_PATHS) declaredByPath.clear();
      declaredByPath.set(render.path, render.declared);
    },
  };
}
