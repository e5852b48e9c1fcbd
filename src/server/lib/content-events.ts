import type { CONTENT_ENTITIES, EVENT_ONLY_ENTITIES } from '../../shared/constants';

export type ContentEntity = (typeof CONTENT_ENTITIES)[number] | (typeof EVENT_ONLY_ENTITIES)[number];

/** `publish`: a scheduled article's publish time arrived; no write happened then. */
export type ContentAction = 'create' | 'update' | 'delete' | 'toggle' | 'publish';

/** Sent only after the change is committed, so a listener reading the database sees it. */
export type ContentChanged = {
  entity: ContentEntity;
  action: ContentAction;
  ids: string[];
  slugs: string[];
  /** Every category whose pages show a different list now: an article moved between two touches both. */
  categoryIds: string[];
  renamed?: { from: string; to: string };
  /**
   * Set when the change shows on these articles' own pages and nowhere else (a reader's comment,
   * decision 177): the page cache forgets only their pages, and kept reads ignore it.
   */
  onlyArticles?: { ids: string[]; slugs: string[] };
  at: string;
};

export type ContentChangedListener = (event: ContentChanged) => void | Promise<void>;

/**
 * What a copy kept until content changes must ask the bus (decision 206): how long it may be kept
 * now, and when to drop everything because changes may have gone unheard.
 */
export interface Freshness {
  /** The longest a copy kept now may be kept: unbounded while every change is heard, a few seconds while some may not be. */
  maxKeepMs(): number;
  /** `listener` runs when changes may have been missed (the link to the other instances went down or came back). */
  onMissedChanges(listener: () => void): () => void;
}

/**
 * Publish/subscribe of committed changes. The in-process one below serves one instance; the shared
 * one (`shared-content-events.ts`, over a transport) serves many, so callers assume nothing about
 * where a listener runs. `publish` never fails because of a listener: a failing one is logged and
 * the others still hear the event.
 */
export interface ContentEvents extends Freshness {
  publish(event: ContentChanged): Promise<void>;
  /** Answers the function that unsubscribes. */
  subscribe(listener: ContentChangedListener): () => void;
  /** Why changes made elsewhere may be missed now, in words for /readyz ('Redis is unreachable'); undefined while all are heard. */
  outage(): string | undefined;
  /** Stops hearing other instances (their transport's connections close); this process's own listeners keep working. */
  close(): Promise<void>;
}

export type ErrorLog = { error(details: object, message: string): void };

/** Resolves once every listener has handled the event (or failed and been logged). */
export function createInProcessContentEvents(log: ErrorLog): ContentEvents {
  const listeners = new Set<ContentChangedListener>();
  return {
    async publish(event) {
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(event);
          } catch (error) {
            log.error({ err: error, event }, 'A content-changed listener failed');
          }
        }),
      );
    },
    subscribe(listener) {
      // A wrapper per call, so subscribing the same function twice gives two independent subscriptions.
      const entry: ContentChangedListener = (event) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    // One process hears every change it makes: nothing is ever missed.
    maxKeepMs: () => Number.POSITIVE_INFINITY,
    onMissedChanges: () => () => {},
    outage: () => undefined,
    close: async () => {},
  };
}
