import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import BetterSqlite3NodeApi from 'better-sqlite3-napi';
import { DEFAULT_MIGRATION_TABLE, Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect';
import type { Database } from './database';
import { migrationProvider } from './migrations/index';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export type DbOptions = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

// PostgreSQL returns bigint (count(*)) as text; our counts fit comfortably in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * better-sqlite3 12 compiled against Node 24.19+ headers aborts the process whenever a statement is
 * garbage-collected (nodejs/node#65446); 13 is built on Node-API 10, which Node 20 and Node 22 before
 * 22.14 lack. Each runtime gets the major that works on it (decision 071).
 */
export const SqliteDatabase: typeof BetterSqlite3 =
  Number(process.versions.napi) >= 10 ? BetterSqlite3NodeApi : BetterSqlite3;

export function createDb(options: DbOptions): Db {
  if (options.dialect === 'sqlite') {
    if (options.file !== ':memory:') restrictSqliteFiles(options.file);
    const database = new SqliteDatabase(options.file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
}

/**
 * The database holds every password hash: its files are the owner's alone. Created empty with 0600
 * before SQLite opens it, SQLite gives its -wal and -shm files the same mode; files made by an
 * earlier version are tightened.
 */
function restrictSqliteFiles(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const companion of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(companion)) chmodSync(companion, 0o600);
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a keyed read. Our queries are
 * a small, fixed set of SQL texts (values are parameters), so their statements are kept and reused.
 * Safe because better-sqlite3 runs each statement to completion synchronously.
 */
function withStatementCache(database: BetterSqlite3.Database): BetterSqlite3.Database {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return new Proxy(database, {
    get(target, property) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (sqlText: string) => {
        let statement = statements.get(sqlText);
        if (!statement) {
          if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
          statement = target.prepare(sqlText);
          statements.set(sqlText, statement);
        }
        return statement;
      };
    },
  });
}

export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
}

/**
 * On PostgreSQL Kysely looks for its migration tables in every schema unless told which one;
 * naming ours keeps databases that share a server (parallel test files) from seeing each other's.
 */
async function migratorFor(db: Db): Promise<Migrator> {
  const schema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}

/**
 * Refreshes the planner's statistics where they are stale. SQLite keeps none until asked
 * (`PRAGMA optimize`, with 0x10002 so never-analysed tables are analysed too); without them it guesses
 * that `active = 1` is selective and walks every published article to answer a rare-word search.
 * PostgreSQL's autovacuum analyses eventually; after a bulk load (the demo seed, an import) an
 * explicit ANALYZE gives the planner real numbers at once, and a VACUUM of the articles marks their
 * pages all-visible, so listing totals are index-only scans instead of heap reads (at 100,000
 * articles: 12 ms instead of 65 ms for the newest-articles total).
 */
export async function optimizeDatabase(db: Db): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`pragma optimize=0x10002`.execute(db);
    return;
  }
  await sql`vacuum news`.execute(db);
  await sql`analyze`.execute(db);
}

/**
 * True when every known migration has been applied (readiness). Reads the migrations table of the
 * connection's own schema: Kysely's `getMigrations()` first lists the tables of every schema, which
 * fails while another site on the same PostgreSQL drops a schema.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const known = Object.keys(await migrationProvider.getMigrations());
  const applied = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`
    .execute(db)
    .then(({ rows }) => new Set(rows.map((row) => row.name)))
    .catch((error: unknown) => {
      if (/no such table|does not exist/.test(String((error as Error).message))) return new Set<string>();
      throw error;
    });
  return known.every((name) => applied.has(name));
}
