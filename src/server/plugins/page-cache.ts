import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentEvents } from '../lib/content-events';
import { createLruCache } from '../lib/lru-cache';
import { nextSiteMidnight } from '../lib/site-day';

export type PageCacheOptions = {
  /** The budget of the kept pages, compressed bodies counted; 0 turns the cache off. */
  maxBytes: number;
  events: ContentEvents;
  /** With a public address pages do not depend on the Host header; without one it is part of the key. */
  publicUrl: string | undefined;
  /** Pages show today's date: everything kept is dropped when the site's day changes. */
  timeZone: string;
};

/** What tests and the bench may ask of the cache. */
export type PageCacheControl = {
  /** Forgets every kept page, as a content change does. */
  purge(): void;
  readonly pages: number;
  readonly bytes: number;
};

/** While a page is being rendered for the cache: its key, and the waiters of the same key. */
type PageRender = {
  key: string;
  startedIn: number;
  /** Only the render that leads its key: the answer its waiters get, and how to give it. */
  shared?: { answer: Promise<KeptPage | null>; give: (page: KeptPage | null) => void };
};

declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCacheControl;
  }
  interface FastifyRequest {
    /** Set from onRequest to onSend while this request renders a page the cache may keep. */
    pageRender: PageRender | null;
  }
}

/**
 * Browsers ask again every time (the cache answers a matching ETag with 304); a shared cache may
 * keep a page one second (decision 081).
 */
export const PAGE_CACHE_CONTROL = 'max-age=0, must-revalidate, s-maxage=1';
/** For a CDN that reads RFC 9213's own field: one second fresh, then served stale while it asks again. */
export const PAGE_CDN_CACHE_CONTROL = 'max-age=1, stale-while-revalidate=10, stale-if-error=86400';
/** Only a safety net for a lost announcement: changes drop pages at once. */
const PAGE_TTL_MS = 5 * 60 * 1000;
/** Quality 5 is within 1% of 8 for pages and 25 times faster than 11, so a miss stays cheap. */
const BROTLI_QUALITY = 5;

/** Headers that belong to one response, or that the cache sets itself. */
const UNKEPT_HEADERS = new Set([
  'cache-control',
  'cdn-cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-cache',
]);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One answer as kept: compressed both ways once, when stored. The rare client that takes neither
 * gets the gzip body unzipped, which costs less than keeping a third copy.
 */
type KeptPage = {
  status: number;
  headers: Record<string, string | string[]>;
  br: Buffer;
  gzip: Buffer;
  /** The hash of the uncompressed body; each encoding's ETag is derived from it. */
  tag: string;
};

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };
const etagOf = (tag: string, encoding: Encoding) => `"${tag}${ETAG_SUFFIX[encoding]}"`;

/** Brotli when the client takes it, else gzip, else the plain body; `q=0` refuses an encoding. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    (quality && Number(quality.slice(2)) === 0 ? refused : accepted).add(name === 'x-gzip' ? 'gzip' : name);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (!refused.has(encoding) && (accepted.has(encoding) || accepted.has('*'))) return encoding;
  }
  return 'identity';
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): any encoding of the same body matches. */
function notModified(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const opaque = candidate.trim().replace(/^W\//, '');
    return (
      opaque === '*' ||
      opaque === etagOf(tag, 'identity') ||
      opaque === etagOf(tag, 'br') ||
      opaque === etagOf(tag, 'gzip')
    );
  });
}

/** A page only keeps and shares what is the same for every reader. */
function shareable(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (reply.statusCode !== 200 && reply.statusCode !== 404) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false;
  if (/no-store|private/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return !/cookie|authorization|\*/i.test(String(reply.getHeader('vary') ?? ''));
}

function keptHeaders(reply: FastifyReply): KeptPage['headers'] {
  const headers: KeptPage['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNKEPT_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

/**
 * The public page cache (issue 8 §8, decision 081). It keeps the answers of routes that declare
 * `config.sitePage`, keyed by path and only the query parameters the route declares, compressed
 * with Brotli and gzip once when stored; one render per key at a time; every content-changed event
 * and the change of the site's day drop it all.
 */
export const pageCachePlugin = fp<PageCacheOptions>(async (app: FastifyInstance, options) => {
  const pages = createLruCache<KeptPage>({
    maxSize: options.maxBytes,
    ttlMs: PAGE_TTL_MS,
    sizeOf: (page) => page.br.byteLength + page.gzip.byteLength,
  });
  /** Renders under way, by key: a request for the same key waits for the answer rather than rendering too. */
  const rendering = new Map<string, Promise<KeptPage | null>>();
  let generation = 0;
  let dayEndsAt = nextSiteMidnight(Date.now(), options.timeZone);

  function purge(): void {
    // A render begun before this is neither kept nor joined by requests that come after it.
    generation += 1;
    pages.clear();
    rendering.clear();
  }

  function rollDay(): void {
    const now = Date.now();
    if (now < dayEndsAt) return;
    purge();
    dayEndsAt = nextSiteMidnight(now, options.timeZone);
  }

  app.decorate('pageCache', {
    purge,
    get pages() {
      return pages.size;
    },
    get bytes() {
      return pages.totalSize;
    },
  } satisfies PageCacheControl);
  app.decorateRequest('pageRender', null);
  if (options.maxBytes === 0) return;

  const unsubscribe = options.events.subscribe(purge);
  app.addHook('onClose', async () => unsubscribe());

  function keyOf(request: FastifyRequest, declared: readonly string[]): string {
    const { url } = request;
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const key = options.publicUrl ? path : `${request.protocol}://${request.host}${path}`;
    if (declared.length === 0) return key;
    const query = request.query as Record<string, string | string[] | undefined>;
    const pairs: string[] = [];
    for (const name of [...declared].sort()) {
      for (const value of [query[name] ?? []].flat())
        pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    }
    return pairs.length > 0 ? `${key}?${pairs.join('&')}` : key;
  }

  /**
   * Sets the kept status and headers and answers the body in the encoding the client prefers, or
   * nothing for a 304 (`undefined`) when `conditional`. `plain` is the uncompressed body when at hand.
   */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    page: KeptPage,
    { source, conditional = true, plain }: { source: 'hit' | 'miss'; conditional?: boolean; plain?: Buffer },
  ): Buffer | undefined {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply
      .code(page.status)
      .headers(page.headers)
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('cdn-cache-control', PAGE_CDN_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding')
      .header('etag', etagOf(page.tag, encoding))
      .header('x-cache', source);
    if (conditional && page.status === 200 && notModified(request.headers['if-none-match'], page.tag)) {
      reply.code(304);
      return undefined;
    }
    if (encoding === 'identity') return plain ?? zlib.gunzipSync(page.gzip);
    reply.header('content-encoding', encoding);
    return page[encoding];
  }

  function serve(request: FastifyRequest, reply: FastifyReply, page: KeptPage): void {
    const body = answer(request, reply, page, { source: 'hit' });
    if (body === undefined) reply.send();
    else reply.send(body);
  }

  function beginRender(request: FastifyRequest, key: string, lead: boolean): void {
    const render: PageRender = { key, startedIn: generation };
    if (lead) {
      let give: (page: KeptPage | null) => void = () => {};
      const answer = new Promise<KeptPage | null>((resolve) => {
        give = resolve;
      });
      render.shared = { answer, give };
      rendering.set(key, answer);
    }
    request.pageRender = render;
  }

  function endRender(render: PageRender, page: KeptPage | null): void {
    if (!render.shared) return;
    render.shared.give(page);
    // After a purge the key may already lead another render, begun after the change.
    if (rendering.get(render.key) === render.shared.answer) rendering.delete(render.key);
    render.shared = undefined;
  }

  async function keep(render: PageRender, reply: FastifyReply, body: Buffer): Promise<KeptPage> {
    const [br, gzip] = await Promise.all([
      brotliCompress(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
      gzipCompress(body),
    ]);
    const page: KeptPage = {
      status: reply.statusCode,
      headers: keptHeaders(reply),
      br,
      gzip,
      tag: createHash('sha256').update(body).digest('base64url').slice(0, 27),
    };
    rollDay();
    // 404s are shared with the requests waiting for them but not kept: unknown addresses are endless.
    if (page.status === 200 && render.startedIn === generation) pages.set(render.key, page);
    return page;
  }

  app.addHook('onRequest', (request, reply, done) => {
    const sitePage = request.routeOptions.config.sitePage;
    // A request with a token may see more than a reader: it is answered, never kept.
    const cacheable =
      sitePage &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.headers.authorization === undefined;
    if (!cacheable) return done();
    rollDay();
    const key = keyOf(request, sitePage.query);
    const kept = pages.get(key);
    if (kept) return serve(request, reply, kept);
    const pending = rendering.get(key);
    if (!pending) {
      beginRender(request, key, true);
      return done();
    }
    pending.then((page) => {
      if (page) return serve(request, reply, page);
      // The one render's answer was not for sharing (an error, a cookie): this request renders its own.
      beginRender(request, key, false);
      done();
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const render = request.pageRender;
    if (!render) return done(null, payload);
    request.pageRender = null;
    if (!shareable(reply, payload)) {
      endRender(render, null);
      return done(null, payload);
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    keep(render, reply, body).then(
      (page) => {
        endRender(render, page);
        // Fastify answers HEAD with the Content-Length of the body given here, so HEAD gets no 304 on this path.
        const sent = answer(request, reply, page, {
          source: 'miss',
          conditional: request.method !== 'HEAD',
          plain: body,
        });
        done(null, sent ?? null);
      },
      (error: Error) => {
        endRender(render, null);
        done(error);
      },
    );
  });

  // A render that never reached onSend (the client went away first) must not keep others waiting.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.pageRender) endRender(request.pageRender, null);
    done();
  });
});
