import pg from 'pg';
import { BackupError, runTool } from './run-tool';
import type { RowCounts } from './sqlite';

const CLIENT_TOOLS = 'apt-get install postgresql-client, matching the server major version or newer';

/**
 * Dumps the database with pg_dump (custom format, decision 215) from a snapshot this connection
 * exports, so the row counts in the manifest are those of the dump, whatever is written meanwhile.
 */
export async function dumpPostgres(url: string, target: string): Promise<RowCounts> {
  const client = await connect(url);
  try {
    const server = await serverMajor(client);
    const tool = await toolMajor('pg_dump');
    if (tool < server)
      throw new BackupError(
        `pg_dump ${tool} cannot dump a PostgreSQL ${server} server; put pg_dump ${server} or newer first on PATH`,
      );
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    const counts = await countPostgresRows(client);
    const { dbname, env } = toolConnection(url);
    await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--file', target, '--dbname', dbname], {
      missing: `pg_dump is not installed (${CLIENT_TOOLS})`,
      env,
    });
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/** A restore never mixes with data: a database with any table of its own is refused (decision 217). */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const client = await connect(url);
  try {
    const tables = Object.keys(await countPostgresRows(client)).length;
    if (tables > 0)
      throw new BackupError(
        `The database of DATABASE_URL already holds ${tables} tables; restore into an empty database (createdb a new one)`,
      );
  } finally {
    await client.end();
  }
}

/** Loads a dump into the empty database in one transaction: all of it or nothing. */
export async function restorePostgres(url: string, dump: string): Promise<RowCounts> {
  const { dbname, env } = toolConnection(url);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', dbname, dump],
    { missing: `pg_restore is not installed (${CLIENT_TOOLS})`, env },
  );
  const client = await connect(url);
  try {
    return await countPostgresRows(client);
  } finally {
    await client.end();
  }
}

/** Rows per table of every schema but the system's, as `schema.table`. */
async function countPostgresRows(client: pg.Client): Promise<RowCounts> {
  const { rows: tables } = await client.query<{ schemaname: string; tablename: string }>(
    `select schemaname, tablename from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%'
      order by schemaname, tablename`,
  );
  const counts: RowCounts = {};
  for (const { schemaname, tablename } of tables) {
    const name = `${pg.escapeIdentifier(schemaname)}.${pg.escapeIdentifier(tablename)}`;
    const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${name}`);
    counts[`${schemaname}.${tablename}`] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(`Cannot connect to DATABASE_URL: ${(error as Error).message}`);
  }
  return client;
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

async function toolMajor(tool: string): Promise<number> {
  const version = await runTool(tool, ['--version'], { missing: `${tool} is not installed (${CLIENT_TOOLS})` });
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(version)?.[1];
  if (!major) throw new BackupError(`Cannot tell the version of ${tool} from: ${version.trim()}`);
  return Number(major);
}

/** The URL without its password, which goes in PGPASSWORD instead: argv is readable by every user of the machine. */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}
