import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { migrationProvider } from './migrations/index';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export type DbOptions = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

// PostgreSQL returns bigint (count(*)) as text; our counts fit comfortably in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function createDb(options: DbOptions): Db {
  if (options.dialect === 'sqlite') {
    if (options.file !== ':memory:') mkdirSync(path.dirname(options.file), { recursive: true });
    const database = new SqliteDatabase(options.file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}

/** True when every known migration has been applied (readiness). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const migrations = await migrator.getMigrations();
  return migrations.every((migration) => migration.executedAt !== undefined);
}
