import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { Dialect } from '../db/client';
import { createMediaStorage } from '../lib/storage/index';
import { isStorageKey } from '../lib/storage/media-storage';
import { filesIn, unpackArchive } from './archive';
import { DATABASE_COPY, SQLITE_FILE } from './create-backup';
import { MANIFEST_FILE, type Manifest, parseManifest, sha256OfFile } from './manifest';
import { copyMediaIn } from './media';
import { assertEmptyPostgres, restorePostgres } from './postgres';
import { BackupError } from './run-tool';
import { assertSecretsFit, copySecretsIn } from './secrets';
import { assertNoSqliteDatabase, countSqliteRows, installSqliteDatabase, type RowCounts } from './sqlite';

export type RestoreSummary = { manifest: Manifest; rows: number; media: number };

const DIALECT_NAMES: Record<Dialect, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * Restores an archive of `createBackup` into this site's empty database and DATA_DIR, then its
 * media into the configured store (decisions 215-217). Every check runs before the first write.
 */
export async function restoreBackup(config: Config, archive: string): Promise<RestoreSummary> {
  // Unpacked under TMPDIR: the data folder stays as it was until every check has passed.
  const staging = await mkdtemp(path.join(os.tmpdir(), 'news-restore-'));
  try {
    await unpackArchive(archive, staging);
    const manifest = parseManifest(await readFile(path.join(staging, MANIFEST_FILE), 'utf8').catch(() => undefined));
    await verifyFiles(staging, manifest);
    const dialect: Dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.database.dialect !== dialect)
      throw new BackupError(
        `This backup holds a ${DIALECT_NAMES[manifest.database.dialect]} database and this site uses ${DIALECT_NAMES[dialect]} ` +
          `(${config.databaseUrl ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}); a backup restores into the same kind of database`,
      );
    const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
    if (config.databaseUrl) await assertEmptyPostgres(config.databaseUrl);
    else await assertNoSqliteDatabase(sqliteFile);
    const secrets = path.join(staging, 'secrets');
    await assertSecretsFit(manifest.secrets, secrets, config.dataDir);
    const media = path.join(staging, 'media');
    const keys = await filesIn(media);
    const badKey = keys.find((key) => !isStorageKey(key));
    if (badKey !== undefined) throw new BackupError(`Not a backup of this site: media/${badKey} is not a storage key`);

    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    const databaseCopy = path.join(staging, DATABASE_COPY[dialect]);
    let rows: RowCounts;
    if (config.databaseUrl) rows = await restorePostgres(config.databaseUrl, databaseCopy);
    else {
      await installSqliteDatabase(databaseCopy, sqliteFile);
      rows = countSqliteRows(sqliteFile);
    }
    assertSameRows(manifest.database.rows, rows);
    await copySecretsIn(manifest.secrets, secrets, config.dataDir);
    const storage = createMediaStorage(config.s3, path.resolve(config.dataDir, 'uploads'));
    try {
      await copyMediaIn(storage, media, keys);
    } finally {
      if (storage.kind === 's3') storage.close();
    }
    return { manifest, rows: Object.values(rows).reduce((sum, n) => sum + n, 0), media: keys.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Every file the manifest names, with its checksum, and nothing it does not name. */
async function verifyFiles(staging: string, manifest: Manifest): Promise<void> {
  const present = new Set((await filesIn(staging)).filter((name) => name !== MANIFEST_FILE));
  const extra = [...present].find((name) => !Object.hasOwn(manifest.files, name));
  if (extra !== undefined)
    throw new BackupError(`The backup is damaged: it holds ${extra}, which its manifest does not list`);
  for (const [name, checksum] of Object.entries(manifest.files)) {
    if (!present.has(name)) throw new BackupError(`The backup is damaged: ${name} is missing`);
    if ((await sha256OfFile(path.join(staging, name))) !== checksum)
      throw new BackupError(`The backup is damaged: ${name} does not match its checksum`);
  }
  if (!Object.hasOwn(manifest.files, DATABASE_COPY[manifest.database.dialect]))
    throw new BackupError(`The backup is damaged: it holds no ${manifest.database.dialect} database`);
}

function assertSameRows(expected: RowCounts, restored: RowCounts): void {
  for (const table of new Set([...Object.keys(expected), ...Object.keys(restored)]))
    if (expected[table] !== restored[table])
      throw new BackupError(
        `The restored database differs from the backup: ${table} has ${restored[table] ?? 'no'} rows, the backup ${expected[table] ?? 'no'}`,
      );
}
