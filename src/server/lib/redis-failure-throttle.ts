import { randomBytes } from 'node:crypto';
import {
  createMemoryFailureThrottle,
  type FailureThrottle,
  type FailureThrottleOptions,
  waitSeconds,
} from './failure-throttle';
import type { SharedStore } from './shared-store';

/**
 * One sorted set per key, scored by the attempt's time: drop what left the window, then either
 * refuse (answering the time of the attempt whose ageing-out frees a slot) or add this attempt and
 * push the key's expiry to the window's end. One script, so parallel attempts on every instance
 * together get exactly `max` slots.
 */
const TAKE = `
local key = KEYS[1]
local at = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', at - window)
local count = redis.call('ZCARD', key)
if count >= max then
  local freeing = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
  return freeing[2]
end
redis.call('ZADD', key, at, ARGV[4])
redis.call('PEXPIRE', key, window)
return false
`;

/**
 * `FailureThrottle` shared by every instance through Redis (decision 210), with the memory one's
 * window, answers and messages. Times come from the caller's clock, like the memory store's, so
 * instances need clocks in step to the second. While Redis fails, `local` counts instead (decision 211).
 */
export function createRedisFailureThrottle(
  store: SharedStore,
  name: string,
  options: FailureThrottleOptions & { local: FailureThrottle },
): FailureThrottle {
  const now = options.now ?? Date.now;
  const { local } = options;
  const keyOf = (key: string) => `${store.prefix}throttle:${name}:${key}`;
  return {
    take(key) {
      return store.ask(
        `throttle ${name}`,
        async () => {
          const at = now();
          const member = `${at}:${randomBytes(6).toString('hex')}`;
          const freeing = (await store.redis.eval(TAKE, 1, keyOf(key), at, options.windowMs, options.max, member)) as
            | string
            | null;
          return freeing === null ? 0 : waitSeconds(Number(freeing), options.windowMs, at);
        },
        () => local.take(key),
      );
    },
    release(key) {
      return store.ask(
        `throttle ${name}`,
        async () => {
          await store.redis.zpopmax(keyOf(key));
        },
        () => local.release(key),
      );
    },
    async reset(key) {
      await Promise.all([
        store.ask(
          `throttle ${name}`,
          async () => {
            await store.redis.del(keyOf(key));
          },
          async () => {},
        ),
        local.reset(key),
      ]);
    },
  };
}

/** The throttle named `name`: shared through Redis when the site has one, else this process's own. */
export function createFailureThrottle(
  shared: SharedStore | undefined,
  name: string,
  options: FailureThrottleOptions,
): FailureThrottle {
  const local = createMemoryFailureThrottle(options);
  return shared ? createRedisFailureThrottle(shared, name, { ...options, local }) : local;
}
