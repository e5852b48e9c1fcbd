import type { ContentChangedListener, ContentEvents, Freshness } from './content-events';

/** Names one kind of state an app keeps across requests; made once, where the state is used. */
export type CacheSlot<T> = { readonly name: string; readonly kept?: T };

export function cacheSlot<T>(name: string): CacheSlot<T> {
  return { name };
}

/**
 * What a cache may ask for when it is made: listeners on committed changes and on missed ones,
 * removed when the app closes, and how long what it keeps may be kept now (decision 206).
 */
export type CacheScope = Freshness & {
  subscribe(listener: ContentChangedListener): () => void;
  /** Work still under way (a read the database must answer) that the app's close waits for. */
  awaitOnRelease(pending: () => Promise<unknown> | undefined): void;
};

/**
 * The state an app keeps across requests (kept reads, rendered frames, compiled queries), owned
 * by its context and released by `app.close()` (decision 135). Each slot's value is made on first
 * use; release unsubscribes every listener the values took and forgets them all, so an app built
 * again on the same context starts empty.
 */
export interface AppCaches {
  get<T>(slot: CacheSlot<T>, make: (scope: CacheScope) => T): T;
  /** How many slots hold a value now. */
  readonly size: number;
  /** Forgets every value and waits for their work under way. */
  release(): Promise<void>;
}

/** The caches of one process, in its memory: each instance keeps its own and clears them on the shared bus. */
export function createInMemoryAppCaches(events: ContentEvents): AppCaches {
  const values = new Map<CacheSlot<unknown>, unknown>();
  let unsubscribes: (() => void)[] = [];
  let pendingWork: (() => Promise<unknown> | undefined)[] = [];
  const kept = (unsubscribe: () => void) => {
    unsubscribes.push(unsubscribe);
    return unsubscribe;
  };
  const scope: CacheScope = {
    subscribe: (listener) => kept(events.subscribe(listener)),
    onMissedChanges: (listener) => kept(events.onMissedChanges(listener)),
    maxKeepMs: () => events.maxKeepMs(),
    awaitOnRelease: (pending) => {
      pendingWork.push(pending);
    },
  };
  return {
    get<T>(slot: CacheSlot<T>, make: (scope: CacheScope) => T): T {
      if (values.has(slot)) return values.get(slot) as T;
      const value = make(scope);
      values.set(slot, value);
      return value;
    },
    get size() {
      return values.size;
    },
    async release() {
      const releasing = unsubscribes;
      const finishing = pendingWork;
      unsubscribes = [];
      pendingWork = [];
      values.clear();
      for (const unsubscribe of releasing) unsubscribe();
      await Promise.all(finishing.map((pending) => pending()));
    },
  };
}
