import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
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
  path: string;
  declared: readonly string[];
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
/** Paths whose declared parameters are remembered for the front door; past this the memory starts again. */
const MAX_REMEMBERED_PATHS = 50_000;

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
type Headers = Record<string, string | string[]>;

/**
 * One answer as kept: compressed both ways once, when stored. The rare client that takes neither
 * gets the gzip body unzipped, which costs less than keeping a third copy.
 */
type KeptPage = {
  status: number;
  /**
   * The whole header set of a hit in each encoding, made once when stored: the answer's headers
   * as rendered (security headers included), the cache's own, the ETag, encoding and length.
   */
  headers: Record<Encoding, Headers>;
  br: Buffer;
  gzip: Buffer;
  /** The hash of the uncompressed body; each encoding's ETag is derived from it. */
  tag: string;
};

/** What a request says that decides the answer to it. */
type Asked = { acceptEncoding: string | undefined; ifNoneMatch: string | undefined };
type Answer = { status: number; headers: Headers; body: Buffer | undefined };

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };
const etagOf = (tag: string, encoding: Encoding) => `"${tag}${ETAG_SUFFIX[encoding]}"`;

function parseAcceptEncoding(header: string): Encoding {
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

/** Browsers send a handful of distinct headers: each is read once. */
const encodingByHeader = new Map<string, Encoding>();

/** Brotli when the client takes it, else gzip, else the plain body; `q=0` refuses an encoding. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (encodingByHeader.size >= 256) encodingByHeader.clear();
    encodingByHeader.set(header, encoding);
  }
  return encoding;
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

/**
 * The key of a request: its path (after the address it came to, when there is no public address:
 * the page's links follow it, as `PageKit.origin` reads it without a trusted proxy) and the
 * declared query parameters, sorted by name, each value exactly as sent. Two addresses with the
 * same key carry the same declared values byte for byte, so any parser reads them alike.
 */
export function pageKey(url: string, declared: readonly string[], origin: string): { path: string; key: string } {
  const mark = url.indexOf('?');
  const path = origin + (mark === -1 ? url : url.slice(0, mark));
  if (declared.length === 0 || mark === -1) return { path, key: path };
  const pairs: { name: string; pair: string }[] = [];
  for (const pair of url.slice(mark + 1).split('&')) {
    const rawName = pair.split('=', 1)[0] ?? '';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
    } catch {}
    if (declared.includes(name)) pairs.push({ name, pair: `${name}=${pair.slice(rawName.length + 1)}` });
  }
  if (pairs.length === 0) return { path, key: path };
  // A stable sort: repeated values of one name keep their order, as the page reads them.
  pairs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { path, key: `${path}?${pairs.map(({ pair }) => pair).join('&')}` };
}

/** A page only keeps and shares what is the same for every reader. */
function shareable(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (reply.statusCode !== 200 && reply.statusCode !== 404) return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false;
  if (/no-store|private/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return !/cookie|authorization|\*/i.test(String(reply.getHeader('vary') ?? ''));
}

function keptHeaders(reply: FastifyReply, tag: string, lengths: Record<Encoding, number>): KeptPage['headers'] {
  const rendered: Headers = {
    'cache-control': PAGE_CACHE_CONTROL,
    'cdn-cache-control': PAGE_CDN_CACHE_CONTROL,
    vary: 'Accept-Encoding',
  };
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNKEPT_HEADERS.has(name)) continue;
    rendered[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const inEncoding = (encoding: Encoding): Headers => ({
    ...rendered,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': String(lengths[encoding]),
    etag: etagOf(tag, encoding),
    'x-cache': 'hit',
  });
  return { br: inEncoding('br'), gzip: inEncoding('gzip'), identity: inEncoding('identity') };
}

/**
 * The answer to one request from a kept page: the kept headers, the ETag and body of the encoding
 * the client prefers, or a 304 without a body when its copy is current (`conditional`). `plain` is
 * the uncompressed body when at hand.
 */
function answerFrom(
  page: KeptPage,
  asked: Asked,
  source: 'hit' | 'miss',
  { conditional = true, plain }: { conditional?: boolean; plain?: Buffer } = {},
): Answer {
  const encoding = preferredEncoding(asked.acceptEncoding);
  const headers = source === 'hit' ? page.headers[encoding] : { ...page.headers[encoding], 'x-cache': source };
  if (conditional && page.status === 200 && notModified(asked.ifNoneMatch, page.tag)) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...unchanged } = headers;
    return { status: 304, headers: unchanged, body: undefined };
  }
  const body = encoding === 'identity' ? (plain ?? zlib.gunzipSync(page.gzip)) : page[encoding];
  return { status: page.status, headers, body };
}

function askedBy(raw: IncomingMessage): Asked {
  return { acceptEncoding: raw.headers['accept-encoding'], ifNoneMatch: raw.headers['if-none-match'] };
}

/**
 * The public page cache (issue 8 §8, decision 081). It keeps the answers of routes that declare
 * `config.sitePage`, keyed by path and only the query parameters the route declares, compressed
 * with Brotli and gzip once when stored; one render per key at a time; every content-changed event
 * and the change of the site's day drop it all. A kept page is answered at the server's front
 * door, before Fastify routes the request (the second half of decision 081).
 */
export const pageCachePlugin = fp<PageCacheOptions>(async (app: FastifyInstance, options) => {
  const pages = createLruCache<KeptPage>({
    maxSize: options.maxBytes,
    ttlMs: PAGE_TTL_MS,
    sizeOf: (page) => page.br.byteLength + page.gzip.byteLength,
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

  const originOf = (raw: IncomingMessage) =>
    options.publicUrl
      ? ''
      : `${(raw.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http'}://${raw.headers.host ?? ''}`;

  function send(reply: FastifyReply, answer: Answer): void {
    reply.code(answer.status).headers(answer.headers);
    if (answer.body === undefined) reply.send();
    else reply.send(answer.body);
  }

  function beginRender(
    request: FastifyRequest,
    at: { key: string; path: string },
    declared: readonly string[],
    lead: boolean,
  ) {
    const render: PageRender = { ...at, declared, startedIn: generation };
    if (lead) {
      let give: (page: KeptPage | null) => void = () => {};
      const answer = new Promise<KeptPage | null>((resolve) => {
        give = resolve;
      });
      render.shared = { answer, give };
      rendering.set(at.key, answer);
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
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const lengths = { br: br.byteLength, gzip: gzip.byteLength, identity: body.byteLength };
    const page: KeptPage = { status: reply.statusCode, headers: keptHeaders(reply, tag, lengths), br, gzip, tag };
    rollDay();
    // 404s are shared with the requests waiting for them but not kept: unknown addresses are endless.
    if (page.status === 200 && render.startedIn === generation) {
      pages.set(render.key, page);
      if (declaredByPath.size >= MAX_REMEMBERED_PATHS) declaredByPath.clear();
      declaredByPath.set(render.path, render.declared);
    }
    return page;
  }

  /**
   * The front door: a kept page is answered from the server's request event, before Fastify
   * builds a request, routes it and runs its hooks, which cost more than sending the bytes
   * does (117 µs of CPU against 53 µs here, decision 081). Only what the Fastify path would answer from the cache too: GET or HEAD without a token,
   * for a path a page route was kept for. The kept headers include those every hook had set.
   */
  function answerAtTheDoor(raw: IncomingMessage, response: ServerResponse): boolean {
    if ((raw.method !== 'GET' && raw.method !== 'HEAD') || raw.headers.authorization !== undefined) return false;
    const url = raw.url ?? '/';
    const origin = originOf(raw);
    const mark = url.indexOf('?');
    const declared = declaredByPath.get(origin + (mark === -1 ? url : url.slice(0, mark)));
    if (!declared) return false;
    rollDay();
    const page = pages.get(pageKey(url, declared, origin).key);
    if (!page) return false;
    const answer = answerFrom(page, askedBy(raw), 'hit');
    response.writeHead(answer.status, answer.headers);
    if (raw.method === 'HEAD' || answer.body === undefined) response.end();
    else response.end(answer.body);
    return true;
  }

  const [fastifyHandler] = app.server.listeners('request') as ((
    raw: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (fastifyHandler) {
    app.server.removeListener('request', fastifyHandler);
    app.server.on('request', (raw: IncomingMessage, response: ServerResponse) => {
      if (!answerAtTheDoor(raw, response)) fastifyHandler(raw, response);
    });
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
    const at = pageKey(request.url, sitePage.query, originOf(request.raw));
    const kept = pages.get(at.key);
    if (kept) return send(reply, answerFrom(kept, askedBy(request.raw), 'hit'));
    const pending = rendering.get(at.key);
    if (!pending) {
      beginRender(request, at, sitePage.query, true);
      return done();
    }
    pending.then((page) => {
      if (page) return send(reply, answerFrom(page, askedBy(request.raw), 'hit'));
      // The one render's answer was not for sharing (an error, a cookie): this request renders its own.
      beginRender(request, at, sitePage.query, false);
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
        const answer = answerFrom(page, askedBy(request.raw), 'miss', {
          conditional: request.method !== 'HEAD',
          plain: body,
        });
        reply.code(answer.status).headers(answer.headers);
        done(null, answer.body ?? null);
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
