import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../../shared/urls';
import { AppError } from '../lib/errors';
import { immutableFiles } from '../lib/immutable-files';
import type { AppMediaStorage } from '../lib/storage/index';
import { isStorageKey } from '../lib/storage/media-storage';
import type { BucketMediaStorage } from '../lib/storage/s3';

/** How long a browser may remember where a file moved to: a day, so a changed S3_PUBLIC_URL is followed soon. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

const ROUTE_OPTIONS = { config: { access: 'public' as const }, schema: { hide: true } };

/** The key asked for; one that would leave the store (`..`, a dotfile) is refused, as the disk route refuses it. */
function keyOf(request: FastifyRequest): string {
  const key = (request.params as { '*': string })['*'];
  if (!isStorageKey(key)) throw new AppError(403, 'The request was refused');
  return key;
}

/** Streams the file from the bucket with the disk route's headers, ranges and conditional answers. */
async function sendFromBucket(storage: BucketMediaStorage, request: FastifyRequest, reply: FastifyReply) {
  const answer = await storage.open(
    keyOf(request),
    {
      range: request.headers.range,
      ifNoneMatch: request.headers['if-none-match'],
      ifModifiedSince: request.headers['if-modified-since'],
    },
    request.method === 'GET',
  );
  if (answer.status === 404) return reply.callNotFound();
  reply.code(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}

/**
 * `/uploads/<key>`: files on disk through @fastify/static; objects in the bucket streamed through
 * this app, or, when S3_PUBLIC_URL serves them, a redirect there, so the `/uploads/…` addresses
 * rows and pages keep stay good whichever store holds the files (decision 201).
 */
export async function uploadsRoutes(app: FastifyInstance, { storage }: { storage: AppMediaStorage }) {
  if (storage.kind === 'disk') {
    await app.register(fastifyStatic, immutableFiles(storage.root, UPLOADS_URL_PREFIX));
    return;
  }
  const url = `${UPLOADS_URL_PREFIX}*`;
  if (storage.publicUrl) {
    app.route({
      ...ROUTE_OPTIONS,
      method: ['GET', 'HEAD'],
      url,
      handler: (request, reply) =>
        reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(storage.urlFor(keyOf(request)), 302),
    });
    return;
  }
  app.route({
    ...ROUTE_OPTIONS,
    method: ['GET', 'HEAD'],
    url,
    handler: (request, reply) => sendFromBucket(storage, request, reply),
  });
}
