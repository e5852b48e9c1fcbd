import { Redis, type RedisOptions } from 'ioredis';

/** Where a connection says it was lost and found again. */
export type RedisLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

/** Waits between reconnection attempts: 100 ms doubling to at most 5 s, for as long as it takes. */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(0, attempt - 1), 5000);
}

/**
 * A connection to the site's Redis that never gives up: it reconnects with backoff, logs the loss
 * and the return once each, and fails commands at once while it is down (no offline queue), so
 * callers fall back instead of waiting. A subscriber needs a connection of its own (`duplicate()`).
 */
export function createRedisConnection(url: string, log: RedisLog, name: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    ...options,
    connectionName: name,
    retryStrategy: reconnectDelay,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
  });
  let lost = false;
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ err: error, connection: name }, 'Redis is unreachable; retrying');
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info({ connection: name }, 'Redis is reachable again');
  });
  return redis;
}
