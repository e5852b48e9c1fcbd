import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { ContentEntity } from '../../lib/content-events';
import { createLruCache } from '../../lib/lru-cache';

/** What a reader's article answer shows: the articles (their translations too), and the names of their categories. */
const ANSWER_ENTITIES: ReadonlySet<ContentEntity> = new Set(['news', 'category', 'subcategory']);
const READER_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;
/** Only a safety net: every change that alters an answer clears the cache at once. */
const READER_ANSWERS_TTL_MS = 5 * 60 * 1000;

/** An answer already serialised (for its route's schema) goes out as it is. */
export function sendSerialized(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The key of a single article's answer, asked by id or slug: its query string changes nothing. */
export function articleAnswerKey(idOrSlug: string): string {
  return `article ${idOrSlug}`;
}

/**
 * Readers' paged listings (by URL) and single articles (by `articleAnswerKey`), kept as the UTF-8
 * bytes sent until an article, category or subcategory changes or a scheduled article comes out
 * (decisions 063 and 252); a comment's change drops its article's answers, which count comments.
 * Readers and apps ask the same pages and articles over and over; each instance clears its own
 * copy on the shared event bus.
 */
export function createReaderAnswerCache(ctx: AppContext) {
  const cache = createLruCache<Buffer>({
    maxSize: READER_ANSWERS_MAX_BYTES,
    sizeOf: (body) => body.length,
    // While changes made elsewhere may go unheard, the bus keeps answers short (decision 206).
    ttlMs: () => Math.min(READER_ANSWERS_TTL_MS, ctx.events.maxKeepMs()),
  });
  // An answer read before a change and stored after it would be stale: stores carry the generation they began in.
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    cache.clear();
  };
  const unsubscribes = [
    ctx.events.subscribe((event) => {
      if (ANSWER_ENTITIES.has(event.entity)) forgetAll();
      else if (event.entity === 'comment') {
        generation += 1;
        for (const key of [...event.ids, ...event.slugs]) cache.delete(articleAnswerKey(key));
      }
    }),
    ctx.events.onMissedChanges(forgetAll),
  ];
  /** Keeps the answer unless a change came in since `startedIn`, and gives back its bytes to send. */
  const store = (key: string, body: string, startedIn: number): Buffer => {
    const bytes = Buffer.from(body);
    if (startedIn === generation) cache.set(key, bytes);
    return bytes;
  };
  return {
    find: (key: string) => cache.get(key),
    begin: () => generation,
    store,
    /**
     * Sends the answer kept under `key`, or reads it, serialises it for the route's schema, keeps
     * it (unless a change came in meanwhile) and sends it.
     */
    async send(reply: FastifyReply, key: string, read: () => Promise<unknown>): Promise<FastifyReply> {
      const kept = cache.get(key);
      if (kept !== undefined) return sendSerialized(reply, kept);
      const startedIn = generation;
      return sendSerialized(reply, store(key, String(reply.serialize(await read())), startedIn));
    },
    close(): void {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
