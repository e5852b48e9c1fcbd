import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { ensureSuperAdmin, prepareDataDir, resolveJwtSecret, type SuperAdminLogin } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createAppContext } from './context';
import { createDb, migrateToLatest, optimizeDatabase } from './db/client';
import { seedDemoContentIfEmpty } from './seed/demo';

const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/** The password itself only on the start that generated it; later starts say where it is kept. */
function shownPassword(login: SuperAdminLogin): string {
  if (login.generatedPassword) return login.generatedPassword;
  if (login.passwordFrom) return `(see ${login.passwordFrom})`;
  return '(password unchanged)';
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const dataDir = path.resolve(config.dataDir);
  await prepareDataDir(config);
  const db = config.databaseUrl
    ? createDb({ dialect: 'postgres', url: config.databaseUrl })
    : createDb({ dialect: 'sqlite', file: path.join(dataDir, 'news.sqlite') });
  await migrateToLatest(db);

  const log = pino(
    config.production
      ? { level: config.logLevel }
      : {
          level: config.logLevel,
          transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
        },
  );
  const ctx = createAppContext({ config, db, secret: await resolveJwtSecret(config), log });
  const login = await ensureSuperAdmin(db, config);
  const seeded = config.seedDemo ? await seedDemoContentIfEmpty(ctx) : null;
  await optimizeDatabase(db);
  const optimizeTimer = setInterval(() => void optimizeDatabase(db).catch(() => {}), OPTIMIZE_EVERY_MS).unref();

  const app = await buildApp(ctx, { loggerInstance: log });
  await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.publicUrl ?? `http://${shownHost}:${config.port}`;
  const lines = [
    '',
    `  News site      ${url}/`,
    `  Back office    ${url}/admin`,
    `  API docs       ${url}/api/docs`,
    `  Database       ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, 'news.sqlite')}`,
    `  Admin login    ${login.email} / ${shownPassword(login)}`,
    ...(seeded ? [`  Demo content   ${seeded.news} articles in ${seeded.categories} categories`] : []),
    '',
  ];
  console.log(lines.join('\n'));

  const stop = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    clearInterval(optimizeTimer);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
