import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type AppContext, createAppContext } from '../../src/server/context';
import { createDb, type Db, type Dialect, migrateToLatest } from '../../src/server/db/client';
import type { ContentEvents, ErrorLog } from '../../src/server/lib/content-events';
import { createTestLog, type TestLog } from './app-log';
import { answersOneOf3Tries } from './probe';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one statement as the tests' PostgreSQL login (create or drop a database of a test's own). */
export async function onPostgres(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a database a test created, once the sessions of the pools it closed have ended. A closed
 * pool has sent each session its goodbye but not seen it go; dropping `with (force)` meanwhile ends
 * such a session with a FATAL error, which reaches a client that no longer listens for errors and
 * fails the test run. `with (force)` still ends whatever is left after 5 s.
 */
export async function dropTestDatabase(database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const until = Date.now() + 5000;
    const sessions = async () =>
      (await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [database])).rows[0].n;
    while ((await sessions()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    await admin.query(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Any number, the same in every test process: the key of the turn below. */
const SCHEMA_TURN_LOCK = 4_217_001;

/**
 * Test files on several workers share one PostgreSQL database, a schema each. Kysely's migrator
 * reads the tables of every schema, and that read fails ("schema … does not exist") when another
 * file drops its schema meanwhile: creating and migrating a schema, and dropping one, take turns.
 * The lock is the session's, so it goes with the connection whatever happens.
 */
export async function inSchemaTurn<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [SCHEMA_TURN_LOCK]);
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The tests' PostgreSQL address, naming another database on the same server. */
export function postgresDatabaseUrl(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

const DIALECTS = ['sqlite', 'postgres'] as const;

/** `TEST_DIALECTS=sqlite` narrows a run to the dialects named (the Node 24 pass of `npm test` does). */
export const testedDialects = DIALECTS.filter((dialect) =>
  (process.env.TEST_DIALECTS ?? DIALECTS.join(',')).split(',').includes(dialect),
);

/** Whether the tests' PostgreSQL answers, asked even in a run narrowed to SQLite: a restore across kinds needs it. */
export const postgresAvailable = await answersOneOf3Tries(postgresAnswers);

export type TestContext = { ctx: AppContext; db: Db; dialect: Dialect; log: TestLog; close(): Promise<void> };

/**
 * A context on a fresh database, with no app yet: an in-memory SQLite file, or a new PostgreSQL
 * schema dropped afterwards. `events` replaces the in-process bus (a test counting its listeners);
 * `env` adds environment variables (SMTP_URL for a test's own mail server, REDIS_URL); `log`
 * replaces the test log (one that keeps warnings).
 */
export async function createTestContext(
  dialect: Dialect,
  {
    events,
    env = {},
    log = createTestLog(),
  }: { events?: (log: ErrorLog) => ContentEvents; env?: Record<string, string>; log?: TestLog } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db =
    dialect === 'postgres' ? createDb({ dialect, url: POSTGRES_URL, schema }) : createDb({ dialect, file: ':memory:' });
  if (dialect === 'postgres') {
    await inSchemaTurn(async (admin) => {
      await admin.query(`create schema ${schema}`);
      await migrateToLatest(db);
    });
  } else await migrateToLatest(db);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const ctx = createAppContext({ config, db, secret: randomBytes(32).toString('hex'), log, events: events?.(log) });
  return {
    ctx,
    db,
    dialect,
    log,
    async close() {
      // A context with REDIS_URL listens on Redis from the start; its app closes the bus too, unless it had none.
      await ctx.events.close();
      await db.destroy();
      if (dialect === 'postgres') await inSchemaTurn((admin) => admin.query(`drop schema ${schema} cascade`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = { app: FastifyInstance; ctx: AppContext; db: Db; dialect: Dialect; close(): Promise<void> };

/** The real app on a fresh database (`createTestContext`, with its options). */
export async function createTestApp(
  dialect: Dialect,
  options?: Parameters<typeof createTestContext>[1],
): Promise<TestApp> {
  const context = await createTestContext(dialect, options);
  const app = await buildApp(context.ctx, { loggerInstance: context.log });
  await app.ready();
  return {
    app,
    ctx: context.ctx,
    db: context.db,
    dialect,
    async close() {
      await app.close();
      await context.close();
    },
  };
}

/**
 * Declares the suite once per tested database: SQLite, and PostgreSQL when a server answers
 * (skipped otherwise; scripts/test.mjs says why on the line above its summary).
 */
export function describeEachDialect(name: string, suite: (t: () => TestApp) => void): void {
  for (const dialect of testedDialects) {
    describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`${name} [${dialect}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await createTestApp(dialect);
      });
      afterAll(async () => {
        await testApp?.close();
      });
      suite(() => {
        if (!testApp) throw new Error('test app not ready');
        return testApp;
      });
    });
  }
}

/**
 * A test of PostgreSQL alone: declared only when PostgreSQL is a tested dialect (a run narrowed to
 * SQLite has no such test, rather than a skipped one), skipped when no server answers.
 */
export function itOnPostgres(name: string, test: () => Promise<void>, timeout?: number): void {
  if (testedDialects.includes('postgres')) it.skipIf(!postgresAvailable)(name, test, timeout);
}
