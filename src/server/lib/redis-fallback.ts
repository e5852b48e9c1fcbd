import type { Redis } from 'ioredis';
import type { AppContext, AppLog } from '../context';

/** The site's Redis and the prefix every key it writes starts with; undefined when REDIS_URL is not set. */
export type SharedStore = { redis: Redis; prefix: string; log: AppLog };

export function sharedStoreOf(ctx: Pick<AppContext, 'redis' | 'config' | 'log'>): SharedStore | undefined {
  if (!ctx.redis || !ctx.config.redis) return undefined;
  return { redis: ctx.redis, prefix: ctx.config.redis.prefix, log: ctx.log };
}

/**
 * Asks Redis and, when the command fails, answers from this process instead, so a reader or an
 * editor never meets Redis' trouble as an error (decision 211). A lost connection logs itself once
 * (`lib/redis.ts`); a command failing on a live connection is worth a warning each time.
 */
export async function sharedOrLocal<T>(
  store: SharedStore,
  what: string,
  shared: () => Promise<T>,
  local: () => Promise<T>,
): Promise<T> {
  try {
    return await shared();
  } catch (error) {
    if (store.redis.status === 'ready') store.log.warn({ err: error, what }, 'Redis command failed; answering locally');
    return local();
  }
}
