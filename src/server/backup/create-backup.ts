import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { createMediaStorage } from '../lib/storage/index';
import { filesIn, packArchive } from './archive';
import { MANIFEST_FILE, newManifest, sha256OfFile } from './manifest';
import { copyMediaOut } from './media';
import { dumpPostgres } from './postgres';
import { BackupError } from './run-tool';
import { copySecretsOut } from './secrets';
import { copySqliteDatabase } from './sqlite';

export const SQLITE_FILE = 'news.sqlite';
export const DATABASE_COPY = { sqlite: `database/${SQLITE_FILE}`, postgres: 'database/postgres.dump' } as const;

/**
 * Writes one archive of the running site into BACKUP_DIR: the database, every media object, the
 * secrets of DATA_DIR and a manifest (decision 215). Answers the archive's path.
 */
export async function createBackup(config: Config, now = new Date()): Promise<string> {
  await mkdir(config.backupDir, { recursive: true, mode: 0o700 });
  // Staged beside the archive: the same disk, and owner-only like it.
  const staging = await mkdtemp(path.join(config.backupDir, '.staging-'));
  try {
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    await mkdir(path.join(staging, 'database'));
    const databaseCopy = path.join(staging, DATABASE_COPY[dialect]);
    const rows = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, databaseCopy)
      : await copySqliteDatabase(path.join(config.dataDir, SQLITE_FILE), databaseCopy);

    const storage = createMediaStorage(config.s3, path.resolve(config.dataDir, 'uploads'));
    await mkdir(path.join(staging, 'media'));
    const media = await copyMediaOut(storage, path.join(staging, 'media')).finally(() => {
      if (storage.kind === 's3') storage.close();
    });
    const secrets = await copySecretsOut(config.dataDir, path.join(staging, 'secrets'));

    const files: Record<string, string> = {};
    for (const file of await filesIn(staging)) files[file] = await sha256OfFile(path.join(staging, file));
    const manifest = newManifest({ createdAt: now.toISOString(), database: { dialect, rows }, media, secrets, files });
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const target = path.join(config.backupDir, archiveName(now));
    if (await stat(target).catch(() => undefined)) throw new BackupError(`${target} exists already`);
    await packArchive(staging, target);
    return target;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** `backup-2026-11-26T031500Z.tar.gz`: sorts by time, and no colons for file systems that refuse them. */
export function archiveName(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replaceAll(':', '')}Z.tar.gz`;
}
