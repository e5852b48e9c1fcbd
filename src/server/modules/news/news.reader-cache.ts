import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import {
  COMPRESS_FROM_BYTES,
  type Compressed,
  compressBothWays,
  etagOf,
  notModified,
  preferredEncoding,
} from '../../lib/content-encoding';
import type { ContentEntity } from '../../lib/content-events';
import { createLruCache } from '../../lib/lru-cache';

/** What a reader's article answer shows: the articles (their translations too), and the names of their categories. */
const ANSWER_ENTITIES: ReadonlySet<ContentEntity> = new Set(['news', 'category', 'subcategory']);
const READER_ANSWERS_MAX_BYTES = 64 * 1024 * 1024;
/** Only a safety net: every change that alters an answer clears the cache at once. */
const READER_ANSWERS_TTL_MS = 5 * 60 * 1000;
/** How many searches asked once are remembered, so that the second ask of one keeps it. */
const ASKED_ONCE_KEYS = 20_000;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A kept answer: its UTF-8 bytes as serialised, and, soon after it is kept, those bytes compressed both ways. */
export type KeptAnswer = { plain: Buffer; compressed?: Compressed };

/** An answer already serialised (for its route's schema) goes out as it is, compressed per request. */
export function sendSerialized(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}

/**
 * A kept answer in the encoding the client prefers, compressed when kept rather than per request,
 * with its ETag; a client holding the same answer gets 304 without a body.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): FastifyReply {
  const { compressed } = kept;
  if (compressed === undefined) return sendSerialized(reply, kept.plain);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding').header('etag', etagOf(compressed.tag, encoding));
  if (notModified(request.headers['if-none-match'], compressed.tag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(JSON_TYPE).send(encoding === 'identity' ? kept.plain : compressed[encoding]);
}

/** The key of a single article's answer, asked by id or slug: its query string changes nothing. */
export function articleAnswerKey(idOrSlug: string): string {
  return `article ${idOrSlug}`;
}

/**
 * Readers' paged listings (by URL) and single articles (by `articleAnswerKey`), kept as the UTF-8
 * bytes sent and compressed both ways once (decision 278), until an article, category or
 * subcategory changes or a scheduled article comes out (decisions 063 and 252); a comment's change
 * drops its article's answers, which count comments.
 * Readers and apps ask the same pages and articles over and over; each instance clears its own
 * copy on the shared event bus.
 */
export function createReaderAnswerCache(ctx: AppContext) {
  const cache = createLruCache<KeptAnswer>({
    maxSize: READER_ANSWERS_MAX_BYTES,
    sizeOf: ({ plain, compressed }) => plain.length + (compressed ? compressed.br.length + compressed.gzip.length : 0),
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
  /**
   * Keeps the answer unless a change came in since `startedIn`, and gives back its bytes to send;
   * its compressed copies join it once made (off the event loop), unless it was dropped meanwhile.
   */
  const store = (key: string, body: string | Buffer, startedIn: number): Buffer => {
    const kept: KeptAnswer = { plain: Buffer.isBuffer(body) ? body : Buffer.from(body) };
    if (startedIn !== generation) return kept.plain;
    // Many readers asking at once all read it: the first one's copy is kept and compressed, once.
    if (cache.get(key) !== undefined) return kept.plain;
    cache.set(key, kept);
    if (kept.plain.length < COMPRESS_FROM_BYTES) return kept.plain;
    compressBothWays(kept.plain)
      .then((compressed) => {
        if (cache.get(key) !== kept) return;
        kept.compressed = compressed;
        cache.update(key, kept);
      })
      .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'A reader answer could not be compressed to keep'));
    return kept.plain;
  };
  // Searches asked once (most are): a search is kept whole only when asked again (decision 280).
  const askedOnce = createLruCache<true>({ maxSize: ASKED_ONCE_KEYS, sizeOf: () => 1, ttlMs: READER_ANSWERS_TTL_MS });
  return {
    find: (key: string) => cache.get(key),
    begin: () => generation,
    store,
    /** Whether `key` was asked before within the cache's lifetime; remembers that it now has been. */
    askedAgain(key: string): boolean {
      if (askedOnce.get(key)) return true;
      askedOnce.set(key, true);
      return false;
    },
    /**
     * Sends the answer kept under `key`, or reads it, serialises it for the route's schema, keeps
     * it (unless a change came in meanwhile) and sends it.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      read: () => Promise<unknown>,
    ): Promise<FastifyReply> {
      const kept = cache.get(key);
      if (kept !== undefined) return sendKept(request, reply, kept);
      const startedIn = generation;
      return sendSerialized(reply, store(key, String(reply.serialize(await read())), startedIn));
    },
    close(): void {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
