import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { resolveJwtSecret } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { type AppContext, createAppContext } from '../../src/server/context';
import { createDb, type Db, type Dialect, migrateToLatest } from '../../src/server/db/client';
import { dropTestDatabase, onPostgres, postgresDatabaseUrl } from './app';
import { createTestLog } from './app-log';

export type ScriptResult = { code: number | null; stdout: string; stderr: string };

/** Variables of the test run that would point a script at something other than the site under test. */
const SITE_VARIABLES = /^(DATA_DIR|DATABASE_URL|BACKUP_DIR|JWT_SECRET|S3_.*|VAPID_.*)$/;

/** `npm run <script> [args]` as an operator types it, with the site's environment. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SITE_VARIABLES.test(name)));
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, ...args], {
      // The AWS SDK's notice that it will need Node 22 is no output of these scripts.
      env: { ...inherited, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A site to back up or restore into: its own DATA_DIR and a fresh SQLite file or PostgreSQL database. */
export type Site = {
  dialect: Dialect;
  dataDir: string;
  /** What `npm run backup` and `restore` need to find this site's database and media. */
  env: Record<string, string>;
  /** The database as the tests read it (the site's app writes through the same one). */
  db(): Db;
  /** The app on this site's data, built on first call; its secret is DATA_DIR's jwt-secret. */
  open(): Promise<{ app: FastifyInstance; ctx: AppContext }>;
  close(): Promise<void>;
};

export async function createSite(dialect: Dialect, extraEnv: Record<string, string> = {}): Promise<Site> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-backup-'));
  const database = `t_${randomBytes(6).toString('hex')}`;
  const databaseUrl = postgresDatabaseUrl(database);
  if (dialect === 'postgres') await onPostgres(`create database ${database}`);
  const env = { DATA_DIR: dataDir, ...(dialect === 'postgres' ? { DATABASE_URL: databaseUrl } : {}), ...extraEnv };
  let db: Db | undefined;
  let opened: { app: FastifyInstance; ctx: AppContext } | undefined;
  const site: Site = {
    dialect,
    dataDir,
    env,
    db() {
      db ??=
        dialect === 'postgres'
          ? createDb({ dialect, url: databaseUrl })
          : createDb({ dialect, file: path.join(dataDir, 'news.sqlite') });
      return db;
    },
    async open() {
      if (opened) return opened;
      const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
      await migrateToLatest(site.db());
      const log = createTestLog();
      const ctx = createAppContext({ config, db: site.db(), secret: await resolveJwtSecret(config), log });
      const app = await buildApp(ctx, { loggerInstance: log });
      await app.ready();
      opened = { app, ctx };
      return opened;
    },
    async close() {
      await opened?.app.close();
      await db?.destroy();
      if (dialect === 'postgres') await dropTestDatabase(database);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/** Every table the database itself lists, each as its rows in JSON, sorted: to compare whole databases. */
export type TableRows = Map<string, string[]>;

export async function readAllTables(db: Db, dialect: Dialect): Promise<TableRows> {
  const names =
    dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db)
        ).rows
      : // A full-text table's shadow tables are its index; the full-text table's own rows are compared.
        (
          await sql<{
            name: string;
          }>`select name from pragma_table_list where schema = 'main' and type in ('table', 'virtual') and name not like 'sqlite_%'`.execute(
            db,
          )
        ).rows;
  const tables: TableRows = new Map();
  for (const { name } of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    tables.set(name, rows.map((row) => JSON.stringify(row)).sort());
  }
  return tables;
}

/** The rows of `outer` each found in `inner`, counting repeats: a multiset's `inner ⊆ outer`. */
export function missingRows(inner: string[], outer: string[]): string[] {
  const left = new Map<string, number>();
  for (const row of outer) left.set(row, (left.get(row) ?? 0) + 1);
  return inner.filter((row) => {
    const count = left.get(row) ?? 0;
    left.set(row, count - 1);
    return count <= 0;
  });
}

/** Every file under a folder, by its path there, with its bytes. */
export async function filesUnder(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, file).split(path.sep).join('/'), await readFile(file));
  }
  return files;
}
