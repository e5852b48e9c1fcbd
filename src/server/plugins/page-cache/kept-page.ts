import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { compressBothWays, type Encoding, etagOf, notModified, preferredEncoding } from '../../lib/content-encoding';

/**
 * Browsers ask again every time (the cache answers a matching ETag with 304); a shared cache may
 * keep a page one second (decision 081). `stale-while-revalidate` is for nginx (decision 281),
 * which ignores `must-revalidate`: a second after a page's time it still answers the stale copy
 * while one request refreshes it, where readers waited on its cache lock before.
 */
export const PAGE_CACHE_CONTROL = 'max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=1';
/** For a CDN that reads RFC 9213's own field: one second fresh, then served stale while it asks again. */
export const PAGE_CDN_CACHE_CONTROL = 'max-age=1, stale-while-revalidate=10, stale-if-error=86400';
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

export type Headers = Record<string, string | string[]>;

/**
 * One answer as kept: compressed both ways once, when stored. The plain body is kept too once a
 * client that takes neither (curl, some crawlers) asks for the page (page-store.ts, `plainOf`).
 */
export type KeptPage = {
  status: number;
  /**
   * The whole header set of a hit in each encoding, made once when stored: the answer's headers
   * as rendered (security headers included), the cache's own, the ETag, encoding and length.
   */
  headers: Record<Encoding, Headers>;
  br: Buffer;
  gzip: Buffer;
  /** The uncompressed body, once a client asked for it. */
  plain?: Buffer;
  /** The hash of the uncompressed body; each encoding's ETag is derived from it. */
  tag: string;
};

/** What a request says that decides the answer to it. */
type Asked = { acceptEncoding: string | undefined; ifNoneMatch: string | undefined };
export type Answer = { status: number; headers: Headers; body: Buffer | undefined };

/** A page only keeps and shares what is the same for every reader. */
export function shareable(reply: FastifyReply, payload: unknown): payload is string | Buffer {
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

/** A rendered answer as the cache keeps it: compressed both ways, its tag, its headers in each encoding. */
export async function keptPageOf(reply: FastifyReply, body: Buffer): Promise<KeptPage> {
  const { br, gzip, tag } = await compressBothWays(body);
  const lengths = { br: br.byteLength, gzip: gzip.byteLength, identity: body.byteLength };
  return { status: reply.statusCode, headers: keptHeaders(reply, tag, lengths), br, gzip, tag };
}

/**
 * The answer to one request from a kept page: the kept headers, the ETag and body of the encoding
 * the client prefers, or a 304 without a body when its copy is current (`conditional`). A client
 * that takes no encoding gets `plain` (the store's `plainOf` for a hit, the rendered body for a miss).
 */
export function answerFrom(
  page: KeptPage,
  asked: Asked,
  source: 'hit' | 'miss',
  { conditional = true, plain }: { conditional?: boolean; plain: () => Buffer },
): Answer {
  const encoding = preferredEncoding(asked.acceptEncoding);
  const headers = source === 'hit' ? page.headers[encoding] : { ...page.headers[encoding], 'x-cache': source };
  if (conditional && page.status === 200 && notModified(asked.ifNoneMatch, page.tag)) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...unchanged } = headers;
    return { status: 304, headers: unchanged, body: undefined };
  }
  return { status: page.status, headers, body: encoding === 'identity' ? plain() : page[encoding] };
}

/** The plain body of a kept page, from its gzip copy. */
export const unzippedBody = (page: KeptPage): Buffer => zlib.gunzipSync(page.gzip);

export function askedBy(raw: IncomingMessage): Asked {
  return { acceptEncoding: raw.headers['accept-encoding'], ifNoneMatch: raw.headers['if-none-match'] };
}
