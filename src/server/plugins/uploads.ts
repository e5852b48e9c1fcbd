import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_URL_PREFIX } from '../../shared/urls';
import { immutableFiles } from '../lib/immutable-files';
import type { AppMediaStorage } from '../lib/storage/index';
import { isStorageKey } from '../lib/storage/media-storage';
import type { BucketMediaStorage } from '../lib/storage/s3';

/** How long a browser may remember where a file moved to: a day, so a changed S3_PUBLIC_URL is followed soon. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

const ROUTE_OPTIONS = { config: { access: 'public' as const }, schema: { hide: true } };

function keyOf(request: FastifyRequest): string | undefined {
  const key = (request.params as { '*': string })['*'];
  return isStorageKey(key) ? key : undefined;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Streams the file from the bucket with the disk route's headers, ranges and conditional answers. */
async function sendFromBucket(storage: BucketMediaStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (!key) return reply.callNotFound();
  const answer = await storage.open(
    key,
    {
      range: headerValue(request.headers.range),
      ifNoneMatch: headerValue(request.headers['if-none-match']),
      ifModifiedSince: headerValue(request.headers['if-modified-since']),
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
      handler: (request, reply) => {
        const key = keyOf(request);
        if (!key) return reply.callNotFound();
        return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(storage.urlFor(key), 302);
      },
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
