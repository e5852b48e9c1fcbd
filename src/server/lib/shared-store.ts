import type { Redis } from 'ioredis';
import type { AppContext, AppLog } from '../context';
import { cacheSlot } from './app-caches';

/**
 * How long Redis may take before this process answers instead: Redis answers in a millisecond or
 * two, but a busy event loop reads the answer late, and a late reading must not pass for an outage.
 */
export const REDIS_ANSWER_MS = 1000;
/** After Redis left a command unanswered, how long this process answers alone before asking it again. */
const REDIS_PAUSE_MS = 5000;

/**
 * The site's Redis as the limits use it: the key prefix, and `ask`, which tries Redis and, when a
 * command fails or goes unanswered, answers from this process instead, so a reader or an editor
 * never meets Redis' trouble as an error or a wait (decision 211).
 */
export type SharedStore = {
  redis: Redis;
  /** Every key written starts with it (`REDIS_PREFIX`). */
  prefix: string;
  ask<T>(what: string, inRedis: () => Promise<T>, locally: () => Promise<T>): Promise<T>;
};

class Unanswered extends Error {}

function within<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Unanswered(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

export function createSharedStore(redis: Redis, prefix: string, log: AppLog): SharedStore {
  let askAgainAt = 0;
  return {
    redis,
    prefix,
    async ask(what, inRedis, locally) {
      if (Date.now() < askAgainAt) return locally();
      try {
        return await within(inRedis(), REDIS_ANSWER_MS);
      } catch (error) {
        // A lost connection logs itself once (`lib/redis.ts`) and fails commands at once; a live
        // connection that fails or stalls a command is worth a warning.
        if (error instanceof Unanswered) askAgainAt = Date.now() + REDIS_PAUSE_MS;
        if (redis.status === 'ready')
          log.warn({ err: error, what }, 'Redis failed or stalled a command; answering locally');
        return locally();
      }
    },
  };
}

const SHARED_STORE = cacheSlot<SharedStore | undefined>('shared-store');

/**
 * The limits' view of the context's Redis, one per app, so every limit learns from one stalled
 * command to leave Redis alone for a while; undefined when REDIS_URL is not set.
 */
export function sharedStoreOf(ctx: Pick<AppContext, 'redis' | 'config' | 'log' | 'caches'>): SharedStore | undefined {
  const { redis, config, log } = ctx;
  if (!redis || !config.redis) return undefined;
  const prefix = config.redis.prefix;
  return ctx.caches.get(SHARED_STORE, () => createSharedStore(redis, prefix, log));
}
