import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_FROM_BYTES, compressOneAnswer, preferredEncoding } from '../lib/content-encoding';
import { addVary } from '../lib/vary';

/** Text a client reads: JSON, HTML, XML feeds, scripts, SVG. Images, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)/;

/**
 * Answers made for one request (a search nobody asked before, an admin's list, an error page) are
 * compressed in one go at the fastest levels (decision 280). Answers that come compressed (kept
 * pages, readers' kept answers) pass as they are; streamed files are left to @fastify/compress,
 * whose per-route hook runs after this one.
 */
export const answerCompressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.statusCode === 206 || reply.statusCode === 304)
      return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    // A string is copied into bytes only when it is compressed.
    const compressed = compressOneAnswer(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    reply.header('content-encoding', encoding).header('content-length', compressed.byteLength);
    done(null, compressed);
  });
});
