import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Config } from './config';
import type { Db } from './db/client';
import { type AppCaches, createInMemoryAppCaches } from './lib/app-caches';
import { type ContentEvents, createInProcessContentEvents, type ErrorLog } from './lib/content-events';
import { createMailer, type Mailer } from './lib/mailer';
import { createRedisConnection } from './lib/redis';
import { createRedisEventTransport } from './lib/redis-event-transport';
import { createSharedContentEvents } from './lib/shared-content-events';
import { type AppMediaStorage, createMediaStorage } from './lib/storage/index';
import { createTokenKeys, type TokenKeys } from './lib/tokens';

/** What every module gets from the process: passed to route plugins and services explicitly. */
export type AppContext = {
  config: Config;
  db: Db;
  tokens: TokenKeys;
  /** Signs cookies (poll votes, captcha); derived from the JWT secret. */
  cookieSecret: string;
  /** Uploaded media: DATA_DIR/uploads, or the S3 bucket when one is configured (decision 200). */
  storage: AppMediaStorage;
  /**
   * Committed changes, for whoever must react to them (page cache, scheduled publishing); shared by
   * every instance through Redis when REDIS_URL is set (decision 205), and closed by `app.close()`.
   */
  events: ContentEvents;
  /** State kept across requests (kept reads, rendered frames), released by `app.close()` (decision 135). */
  caches: AppCaches;
  /** The site's outgoing mail (one-time codes, reply notices); closed by `app.close()`. */
  mailer: Mailer;
  /** For work that outlives a request: event listeners, media clean-up, the publish timer, mail. */
  log: AppLog;
  /**
   * The site's Redis when REDIS_URL is set, for state several instances share; its keys start with
   * `config.redis.prefix`. Commands fail at once while it is down: callers fall back to this process.
   */
  redis: Redis | undefined;
};

export type AppLog = ErrorLog & {
  info(details: object, message: string): void;
  /** Trouble the site rides out (a mail server down): worth a look, not an error of the request. */
  warn(details: object, message: string): void;
};

export function createAppContext(options: {
  config: Config;
  db: Db;
  secret: string;
  log?: AppLog;
  /** A bus of the test's own; by default one over Redis when REDIS_URL is set, else an in-process one. */
  events?: ContentEvents;
}): AppContext {
  const log = options.log ?? pino({ level: options.config.logLevel });
  const redisConfig = options.config.redis;
  const redis = redisConfig ? createRedisConnection(redisConfig.url, log, 'commands') : undefined;
  const events =
    options.events ??
    (redisConfig && redis
      ? createSharedContentEvents(
          log,
          createRedisEventTransport({ url: redisConfig.url, prefix: redisConfig.prefix, publisher: redis, log }),
        )
      : createInProcessContentEvents(log));
  return {
    config: options.config,
    db: options.db,
    tokens: createTokenKeys(options.secret),
    cookieSecret: createHmac('sha256', options.secret).update('cookie-signing').digest('base64url'),
    storage: createMediaStorage(options.config.s3, path.resolve(options.config.dataDir, 'uploads')),
    events,
    caches: createInMemoryAppCaches(events),
    mailer: createMailer({
      smtpUrl: options.config.smtpUrl,
      from: options.config.mailFrom,
      outboxDir: path.resolve(options.config.dataDir, 'outbox'),
      log,
    }),
    log,
    redis,
  };
}

/** Ends what a context holds open besides the database: mail, Redis, the bucket's client. */
export async function closeAppContext(ctx: AppContext): Promise<void> {
  // The bus first: it lets go of the command connection it publishes on before that closes.
  await ctx.events.close();
  await ctx.mailer.close();
  ctx.redis?.disconnect();
  if (ctx.storage.kind === 's3') ctx.storage.close();
}
