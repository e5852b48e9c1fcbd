import { chmod, copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './run-tool';

/**
 * The files of DATA_DIR a site needs besides its database: the JWT secret (sessions, reader links),
 * the VAPID pair (every push subscription is bound to it) and the first SuperAdmin's login
 * (decision 216). Absent ones (JWT_SECRET or VAPID keys set in the environment) are skipped.
 */
const SECRET_FILES = ['jwt-secret', 'vapid.json', 'initial-admin.txt'];

export async function copySecretsOut(dataDir: string, folder: string): Promise<string[]> {
  const copied: string[] = [];
  for (const name of SECRET_FILES) {
    const content = await readIfPresent(path.join(dataDir, name));
    if (content === undefined) continue;
    if (copied.length === 0) await mkdir(folder, { recursive: true, mode: 0o700 });
    await copyFile(path.join(dataDir, name), path.join(folder, name));
    copied.push(name);
  }
  return copied;
}

/** A secret already in DATA_DIR that differs from the archive's would silently win or lose: refused. */
export async function assertSecretsFit(names: string[], folder: string, dataDir: string): Promise<void> {
  for (const name of names) {
    if (!SECRET_FILES.includes(name)) throw new BackupError(`Not a backup of this site: it names a secret ${name}`);
    const present = await readIfPresent(path.join(dataDir, name));
    if (present !== undefined && !present.equals(await readFile(path.join(folder, name))))
      throw new BackupError(
        `${path.join(dataDir, name)} differs from the one in the backup; restore into an empty DATA_DIR, or move it away first`,
      );
  }
}

export async function copySecretsIn(names: string[], folder: string, dataDir: string): Promise<void> {
  for (const name of names) {
    const target = path.join(dataDir, name);
    await copyFile(path.join(folder, name), target);
    await chmod(target, 0o600);
  }
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
