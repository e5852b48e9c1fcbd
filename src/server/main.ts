import cluster from 'node:cluster';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { ensureSuperAdmin, prepareDataDir, resolveJwtSecret, type SuperAdminLogin } from './bootstrap';
import { type Config, ConfigError, loadConfig } from './config';
import { type AppContext, closeAppContext, createAppContext } from './context';
import { createDb, type Db, migrateToLatest, optimizeDatabase } from './db/client';
import { createSharedContentEvents } from './lib/shared-content-events';
import { createWorkerEventTransport } from './lib/worker-event-transport';
import { assignListingSlugs } from './modules/categories/listing-slugs';
import { rebuildLatinSearchKeys } from './modules/news/news.search-backfill';
import { seedDemoContentIfEmpty } from './seed/demo';
import { DRAIN_MS, runPrimary } from './workers';

const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/** The password itself only on the start that generated it; later starts say where it is kept. */
function shownPassword(login: SuperAdminLogin): string {
  if (login.generatedPassword) return login.generatedPassword;
  if (login.passwordFrom) return `(see ${login.passwordFrom})`;
  return '(password unchanged)';
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function openDb(config: Config): Db {
  return config.databaseUrl
    ? createDb({ dialect: 'postgres', url: config.databaseUrl })
    : createDb({ dialect: 'sqlite', file: path.join(path.resolve(config.dataDir), 'news.sqlite') });
}

function createLog(config: Config) {
  return pino(
    config.production
      ? { level: config.logLevel }
      : {
          level: config.logLevel,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: config.workers > 1 ? 'hostname' : 'pid,hostname' },
          },
        },
  );
}

function printBanner(config: Config, login: SuperAdminLogin, seeded: { news: number; categories: number } | null) {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${shownHost}:${config.port}`;
  const lines = [
    '',
    `  News site      ${url}/`,
    `  Back office    ${url}/admin`,
    `  API docs       ${url}/api/docs`,
    `  Database       ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(path.resolve(config.dataDir), 'news.sqlite')}`,
    `  Admin login    ${login.email} / ${shownPassword(login)}`,
    ...(seeded ? [`  Demo content   ${seeded.news} articles in ${seeded.categories} categories`] : []),
    ...(config.workers > 1 ? [`  Workers        ${config.workers} processes`] : []),
    '',
  ];
  console.log(lines.join('\n'));
}

/**
 * With Redis the site is meant to run as several instances; secrets generated into one instance's
 * DATA_DIR differ from the others', so a token or a push subscription made on one fails on another.
 */
function warnOfSecretsPerInstance(config: Config, log: ReturnType<typeof createLog>): void {
  if (!config.redis) return;
  const generated = [!config.jwtSecret && 'JWT_SECRET', !config.vapidKeys && 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY'];
  for (const name of generated.filter(Boolean))
    log.warn(`${name} not set: this instance uses its own from DATA_DIR; set the same value on every instance`);
}

/**
 * Serves the port with one app until SIGTERM or SIGINT, then stops taking connections and ends
 * within DRAIN_MS, whatever is still in flight by then.
 */
async function serve(ctx: AppContext, log: ReturnType<typeof createLog>): Promise<void> {
  const optimizeTimer = setInterval(() => void optimizeDatabase(ctx.db).catch(() => {}), OPTIMIZE_EVERY_MS).unref();
  const app = await buildApp(ctx, { loggerInstance: log });
  await app.listen({ port: ctx.config.port, host: ctx.config.host });
  let stopping = false;
  const stop = async (signal: string) => {
    // Kept listening after the first: a second SIGTERM (systemd signals the whole group, and the
    // primary signals its workers too) would otherwise end the process without draining.
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, finishing the requests in flight`);
    setTimeout(() => {
      app.log.warn(`Requests still in flight after ${DRAIN_MS} ms; stopping anyway`);
      process.exit(1);
    }, DRAIN_MS).unref();
    clearInterval(optimizeTimer);
    await app.close();
    await ctx.db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A worker whose primary is gone serves nobody's restarts: it ends too.
  if (cluster.isWorker) process.once('disconnect', () => void stop('disconnect'));
}

/** A worker of several: the primary prepared the database and the secret; it serves the shared port. */
async function runWorker(config: Config): Promise<void> {
  const log = createLog(config);
  const db = openDb(config);
  const secret = await resolveJwtSecret(config);
  // Without Redis the workers' kept pages and reads are purged through the primary (decision 198).
  const events = config.redis ? undefined : createSharedContentEvents(log, createWorkerEventTransport());
  await serve(createAppContext({ config, db, secret, log, events }), log);
}

async function main(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) return runWorker(config);

  await prepareDataDir(config);
  const db = openDb(config);
  await migrateToLatest(db);
  const log = createLog(config);
  warnOfSecretsPerInstance(config, log);
  const ctx = createAppContext({ config, db, secret: await resolveJwtSecret(config), log });
  const login = await ensureSuperAdmin(db, config);
  await rebuildLatinSearchKeys(db, log);
  await assignListingSlugs(db, log);
  const seeded = config.seedDemo ? await seedDemoContentIfEmpty(ctx) : null;
  await optimizeDatabase(db);

  if (config.workers === 1) {
    await serve(ctx, log);
    printBanner(config, login, seeded);
    return;
  }
  // The primary serves nothing: what it opened for the preparation closes before the workers start.
  await closeAppContext(ctx);
  await db.destroy();
  runPrimary({ workers: config.workers, log });
  cluster.once('listening', () => printBanner(config, login, seeded));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
