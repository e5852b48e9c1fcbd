import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Answers kept compressed (pages, readers' API answers): each is compressed both ways once, off
 * the event loop, and every later request gets the bytes of the encoding it asks for.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** An answer's body in each encoding, and the hash of the plain body its ETags derive from. */
export type Compressed = { br: Buffer; gzip: Buffer; tag: string };

/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

/** Quality 5 is within 1% of 8 for pages and 25 times faster than 11, so a miss stays cheap. */
const BROTLI_QUALITY = 5;

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** Brotli at `quality` for a text body, told its size so that it sizes its window to it. */
const brotliOptions = (quality: number, body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  },
});

/**
 * An answer sent once (decision 280) is compressed at the fastest levels: on 69 KB of the demo's
 * Hindi and English JSON, Brotli 1 took 0.95 ms for 22.0 KB and gzip 1 0.81 ms for 21.6 KB,
 * against 1.70 ms for 19.1 KB (Brotli 4, @fastify/compress's) and 3.14 ms for 17.8 KB (gzip 6).
 */
const ONE_ANSWER_BROTLI_QUALITY = 1;
const ONE_ANSWER_GZIP_LEVEL = 1;

/**
 * One answer compressed in one go on the event loop. Node's thread pool was slower here, not
 * faster: a search nobody asked before answered 390 times a second through it, 2,121 this way
 * (and 298 through @fastify/compress's stream, 16 KB at a time).
 */
export function compressOneAnswer(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: ONE_ANSWER_GZIP_LEVEL });
  return zlib.brotliCompressSync(body, brotliOptions(ONE_ANSWER_BROTLI_QUALITY, body));
}

export async function compressBothWays(body: Buffer): Promise<Compressed> {
  const [br, gzip] = await Promise.all([brotliCompress(body, brotliOptions(BROTLI_QUALITY, body)), gzipCompress(body)]);
  return { br, gzip, tag: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };
export const etagOf = (tag: string, encoding: Encoding) => `"${tag}${ETAG_SUFFIX[encoding]}"`;

/** If-None-Match compares weakly (RFC 9110 13.1.2): any encoding of the same body matches. */
export function notModified(header: string | undefined, tag: string): boolean {
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
