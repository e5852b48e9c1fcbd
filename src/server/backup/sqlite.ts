import { chmod, copyFile, rename, rm, stat } from 'node:fs/promises';
import { SqliteDatabase } from '../db/client';
import { BackupError } from './run-tool';

export type RowCounts = Record<string, number>;

/** The most pages better-sqlite3 passes to one backup step. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live database with SQLite's online backup API: a consistent snapshot while the server
 * keeps writing (its WAL included), without stopping it. Answers the copy's rows per table.
 */
export async function copySqliteDatabase(file: string, target: string): Promise<RowCounts> {
  const source = openExisting(file);
  try {
    // All pages in one step, inside one read snapshot: SQLite restarts a stepwise backup whenever
    // another connection writes between steps, which on a busy site could be forever. In WAL mode
    // the site's writers carry on meanwhile.
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  return countSqliteRows(target);
}

/** Rows per table, full-text tables included, their internal shadow tables not (they follow). */
export function countSqliteRows(file: string): RowCounts {
  const database = openExisting(file);
  try {
    const tables = database.pragma('table_list') as { schema: string; name: string; type: string }[];
    const counts: RowCounts = {};
    for (const { name } of tables
      .filter((table) => table.schema === 'main' && ['table', 'virtual'].includes(table.type))
      .filter((table) => !table.name.startsWith('sqlite_'))
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const row = database.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number };
      counts[name] = row.n;
    }
    return counts;
  } finally {
    database.close();
  }
}

/** A restore never mixes with data: a database file that holds any table is refused (decision 217). */
export async function assertNoSqliteDatabase(file: string): Promise<void> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats || stats.size === 0) return;
  const database = openExisting(file);
  try {
    const { n } = database.prepare(`select count(*) as n from sqlite_master where type = 'table'`).get() as {
      n: number;
    };
    if (n > 0)
      throw new BackupError(
        `${file} already holds a database (${n} tables); restore into an empty DATA_DIR, or move that file away first`,
      );
  } finally {
    database.close();
  }
}

/** Puts the backed-up file in place (owner-only, as the app keeps it), replacing an empty one. */
export async function installSqliteDatabase(copy: string, file: string): Promise<void> {
  const incoming = `${file}.restoring`;
  await copyFile(copy, incoming);
  await chmod(incoming, 0o600);
  for (const companion of [`${file}-wal`, `${file}-shm`]) await rm(companion, { force: true });
  await rename(incoming, file);
}

function openExisting(file: string) {
  try {
    return new SqliteDatabase(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupError(`Cannot open the SQLite database ${file}: ${(error as Error).message}`);
  }
}
