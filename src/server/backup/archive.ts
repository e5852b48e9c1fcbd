import { createWriteStream } from 'node:fs';
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { BackupError, runTool } from './run-tool';

/** The system's tar writes and reads archives (decision 215): nothing more to install or trust. */
const TAR_MISSING = 'tar is not installed; backups are gzip-compressed tar archives written by the system tar';

/** The folders an archive may hold besides its manifest; anything else in it is refused unread. */
export const ARCHIVE_FOLDERS = ['database', 'media', 'secrets'] as const;

/**
 * Packs a staging folder into `target`, owner-only from its first byte (the archive holds the
 * database and DATA_DIR's secrets), under a temporary name until it is whole.
 */
export async function packArchive(stagingDir: string, target: string): Promise<void> {
  const partial = `${target}.partial`;
  const output = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const entries = (await readdir(stagingDir)).sort();
  try {
    await runTool('tar', ['-czf', '-', '-C', stagingDir, ...entries], { missing: TAR_MISSING, stdout: output });
    await finished(output);
    await rename(partial, target);
  } catch (error) {
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** Unpacks an archive into an empty folder after checking every name in it stays in our layout. */
export async function unpackArchive(file: string, into: string): Promise<void> {
  const stats = await lstat(file).catch(() => undefined);
  if (!stats?.isFile()) throw new BackupError(`No backup archive at ${file}`);
  let names: string[];
  try {
    names = (await runTool('tar', ['-tzf', file], { missing: TAR_MISSING })).split('\n').filter(Boolean);
  } catch (error) {
    if (error instanceof BackupError && !error.message.startsWith('tar is not'))
      throw new BackupError(`Not a backup archive (tar cannot read ${file}): ${error.message.split('\n')[0]}`);
    throw error;
  }
  const stray = names.find((name) => !isLayoutName(name));
  if (stray !== undefined)
    throw new BackupError(`Not a backup of this site: the archive holds ${JSON.stringify(stray)}`);
  await runTool('tar', ['-xzf', file, '-C', into, '--no-same-owner', '--no-same-permissions'], {
    missing: TAR_MISSING,
  });
  await refuseLinks(into);
}

/** The files under a folder, by their `/`-separated paths there, sorted; none when it does not exist. */
export async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function isLayoutName(name: string): boolean {
  const segments = name.replace(/^\.\//, '').replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
  if (segments.length === 1 && segments[0] === 'manifest.json') return true;
  return (ARCHIVE_FOLDERS as readonly string[]).includes(segments[0] ?? '');
}

/** Only files and folders: a link in an archive could point a later write outside the staging folder. */
async function refuseLinks(folder: string): Promise<void> {
  for (const entry of await readdir(folder, { recursive: true })) {
    const stats = await lstat(path.join(folder, entry));
    if (!stats.isFile() && !stats.isDirectory())
      throw new BackupError(`Not a backup of this site: ${entry} in the archive is not a plain file`);
  }
}
