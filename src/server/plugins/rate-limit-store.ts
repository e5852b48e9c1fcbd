import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedStore } from '../lib/shared-store';

type Count = { current: number; ttl: number };

function countWith(store: FastifyRateLimitStore, key: string, timeWindow: number, max: number): Promise<Count> {
  return new Promise((resolve, reject) => {
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, max);
  });
}

/** Counts in Redis and, while Redis fails, in this process: the limit goes on limiting per instance (decision 211). */
class FallingBackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly store: SharedStore,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number, max: number): void {
    this.store
      .ask(
        'rate limit',
        () => countWith(this.shared, key, timeWindow, max),
        () => countWith(this.local, key, timeWindow, max),
      )
      .then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallingBackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.store);
  }
}

/**
 * The route limits' store when the site has Redis (decision 210): the plugin's own Redis store (one
 * INCR and PEXPIRE script per call, keys under `<prefix>rate-limit:`), so every instance counts
 * towards one limit, keyed as before by the caller's address.
 */
export function sharedRateLimitStore(store: SharedStore): FastifyRateLimitStoreCtor {
  const nameSpace = `${store.prefix}rate-limit:`;
  return class extends FallingBackStore {
    constructor() {
      super(new RedisStore(false, false, store.redis, nameSpace), new LocalStore(false, false), store);
    }
  };
}
