import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorSchema } from '../../shared/schemas/common';
import { tooManyRequests } from '../lib/errors';
import type { SharedStore } from '../lib/shared-store';
import { isMultipartRequest, routeTakesFiles } from './multipart';
import { sharedRateLimitStore } from './rate-limit-store';

const MINUTE_MS = 60 * 1000;

/** A number of calls allowed in a window; every route-level limit of the API is one of these. */
export type Limit = { max: number; windowMs: number };

/** Feedback messages per address (the service also limits them per email, docs/decisions/046). */
export const CONTACT_SENDS_PER_ADDRESS: Limit = { max: 5, windowMs: 10 * MINUTE_MS };
export const POLL_VOTES_PER_ADDRESS: Limit = { max: 30, windowMs: MINUTE_MS };
export const VISITS_PER_ADDRESS: Limit = { max: 60, windowMs: MINUTE_MS };
/** Article read beacons per address: a page each, and an office behind one address reads many. */
export const READS_PER_ADDRESS: Limit = { max: 120, windowMs: MINUTE_MS };
/** Comments from one address, all its readers together (each reader also waits 30 s: docs/product.md, Comments). */
export const COMMENTS_PER_ADDRESS: Limit = { max: 60, windowMs: MINUTE_MS };
/** Push subscriptions per address: a browser subscribes once, or again when its keys change. */
export const PUSH_SUBSCRIPTIONS_PER_ADDRESS: Limit = { max: 20, windowMs: 10 * MINUTE_MS };
/** Requests that carry files, per admin across every upload route: each image costs up to a second of work. */
export const UPLOADS_PER_ADMIN: Limit = { max: 30, windowMs: MINUTE_MS };

export const UPLOADS_THROTTLED = `Too many uploads: at most ${UPLOADS_PER_ADMIN.max} a minute. Please wait a minute and try again.`;

/**
 * A limit keyed by the caller's address, for a route's `config.rateLimit`. `afterValidation`
 * counts only well-formed calls (the check then runs in preHandler).
 */
export function limitPerAddress(limit: Limit, message: string, options: { afterValidation?: boolean } = {}) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    ...(options.afterValidation ? { hook: 'preHandler' as const } : {}),
    errorResponseBuilder: () => tooManyRequests(message),
  } satisfies RateLimitOptions;
}

/**
 * Every rate limit of the API in one place. Route limits are declared by the route
 * (`config.rateLimit: limitPerAddress(…)`); the upload limit joins every route that takes files
 * by itself. It runs in onRequest after the access check, so it is keyed by the admin and counts
 * before a byte of the upload is read. `shared`: the site's Redis, where every instance counts
 * together (decision 210); each instance counts alone without it.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, { shared }: { shared: SharedStore | undefined }) => {
  await app.register(rateLimit, { global: false, ...(shared ? { store: sharedRateLimitStore(shared) } : {}) });

  const uploads = app.rateLimit({
    max: UPLOADS_PER_ADMIN.max,
    timeWindow: UPLOADS_PER_ADMIN.windowMs,
    keyGenerator: (request) => `upload:${request.admin.id}`,
    allowList: (request) => !isMultipartRequest(request),
    errorResponseBuilder: () => tooManyRequests(UPLOADS_THROTTLED),
  });
  app.addHook('onRoute', (route) => {
    if (!routeTakesFiles(route.config?.multipart)) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, uploads];
    if (route.schema && !route.schema.hide)
      route.schema.response = { ...(route.schema.response as object), 429: errorSchema };
  });
});
