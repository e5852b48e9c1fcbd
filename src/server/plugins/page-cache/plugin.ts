import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { liveUpdatesPath } from '../../../shared/live-blog';
import type { ContentEvents } from '../../lib/content-events';
import type { ProxyTrust } from '../../lib/trusted-proxy';
import { type Answer, answerFrom, askedBy, type Headers, type KeptPage, keptPageOf, shareable } from './kept-page';
import { keyOrigin, pageKey } from './page-key';
import { createPageStore, type PageRender } from './page-store';

export type PageCacheOptions = {
  /** The budget of the kept pages, compressed bodies counted; 0 turns the cache off. */
  maxBytes: number;
  events: ContentEvents;
  /** With a public address pages do not depend on the Host header; without one it is part of the key. */
  publicUrl: string | undefined;
  /** The proxies allowed to name the scheme and host asked at, as Fastify was told. */
  proxyTrust: ProxyTrust | undefined;
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

/** nginx's own cache expiry, read before `Cache-Control`; `@` and a Unix second is an absolute time. */
const NGINX_KEEP_UNTIL = 'x-accel-expires';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public page (or feed): kept by path and only these query parameters. */
    sitePage?: { query: readonly string[] };
  }
  interface FastifyInstance {
    pageCache: PageCacheControl;
  }
  interface FastifyRequest {
    /** Set from onRequest to onSend while this request renders a page the cache may keep. */
    pageRender: PageRender | null;
  }
}

/**
 * The public page cache (decision 081). It keeps the answers of routes that declare
 * `config.sitePage`, keyed by path and only the query parameters the route declares, compressed
 * with Brotli and gzip once when stored; one render per key at a time; every content-changed event,
 * each change of the link to other instances (decision 206) and the change of the site's day drop
 * it all, but a reader's comment, which drops only its article's pages (decision 177). A kept page is answered at the server's front
 * door, before Fastify routes the request (the second half of decision 081).
 */
export const pageCachePlugin = fp<PageCacheOptions>(async (app: FastifyInstance, options) => {
  const store = createPageStore({ ...options, freshness: options.events });

  app.decorate('pageCache', {
    purge: store.purge,
    get pages() {
      return store.pages;
    },
    get bytes() {
      return store.bytes;
    },
  } satisfies PageCacheControl);
  app.decorateRequest('pageRender', null);
  if (options.maxBytes === 0) return;

  const unsubscribes = [
    options.events.subscribe((event) => {
      const only = event.onlyArticles;
      if (!only) return store.purge();
      // An article's page answers at its slug and at its id; a live blog's updates at its id (decision 223).
      const pages = [...only.slugs, ...only.ids].map((name) => `/${name}`);
      store.forgetPaths(new Set([...pages, ...only.ids.map(liveUpdatesPath)]));
    }),
    // Changes made elsewhere may have gone unheard: any kept page may be stale (decision 206).
    options.events.onMissedChanges(() => store.purge()),
  ];
  app.addHook('onClose', async () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  const originOf = (raw: IncomingMessage) => keyOrigin(raw, options.publicUrl, options.proxyTrust);
  /**
   * Behind a proxy, nginx is told to keep a page to the end of the current second (decision 219):
   * it counts `s-maxage=1` from the whole second it stored the page in, which kept a change away
   * for up to 2 s. Other proxies ignore the header and nginx does not pass it on. It comes after
   * `Cache-Control`: nginx 1.22 reads no `Cache-Control` that follows it, so neither its
   * `stale-while-revalidate` (decision 281).
   */
  const keepUntilThisSecondEnds = (headers: Headers): Headers =>
    options.proxyTrust ? { ...headers, [NGINX_KEEP_UNTIL]: `@${Math.floor(Date.now() / 1000)}` } : headers;

  const hit = (key: string, page: KeptPage, raw: IncomingMessage): Answer =>
    answerFrom(page, askedBy(raw), 'hit', { plain: () => store.plainOf(key, page) });

  function send(reply: FastifyReply, answer: Answer): void {
    reply.code(answer.status).headers(keepUntilThisSecondEnds(answer.headers));
    if (answer.body === undefined) reply.send();
    else reply.send(answer.body);
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
    const declared = store.declaredFor(origin + (mark === -1 ? url : url.slice(0, mark)));
    if (!declared) return false;
    const { key } = pageKey(url, declared, origin);
    const page = store.find(key);
    if (!page) return false;
    const answer = hit(key, page, raw);
    response.writeHead(answer.status, keepUntilThisSecondEnds(answer.headers));
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
    const at = pageKey(request.url, sitePage.query, originOf(request.raw));
    const kept = store.find(at.key);
    if (kept) return send(reply, hit(at.key, kept, request.raw));
    const pending = store.pending(at.key);
    if (!pending) {
      request.pageRender = store.begin(at, sitePage.query, true);
      return done();
    }
    pending.then((page) => {
      if (page) return send(reply, hit(at.key, page, request.raw));
      // The one render's answer was not for sharing (an error, a cookie): this request renders its own.
      request.pageRender = store.begin(at, sitePage.query, false);
      done();
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const render = request.pageRender;
    if (!render) return done(null, payload);
    request.pageRender = null;
    if (!shareable(reply, payload)) {
      store.end(render, null);
      return done(null, payload);
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    keptPageOf(reply, body).then(
      (page) => {
        store.keep(render, page);
        store.end(render, page);
        // Fastify answers HEAD with the Content-Length of the body given here, so HEAD gets no 304 on this path.
        const answer = answerFrom(page, askedBy(request.raw), 'miss', {
          conditional: request.method !== 'HEAD',
          plain: () => body,
        });
        reply.code(answer.status).headers(keepUntilThisSecondEnds(answer.headers));
        done(null, answer.body ?? null);
      },
      (error: Error) => {
        store.end(render, null);
        done(error);
      },
    );
  });

  // A render that never reached onSend (the client went away first) must not keep others waiting.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.pageRender) store.end(request.pageRender, null);
    done();
  });
});
