import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_FILE_MODE = 0o600;

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  const pair = value as { publicKey?: unknown; privateKey?: unknown } | null;
  return typeof pair?.publicKey === 'string' && typeof pair.privateKey === 'string';
}

async function readKeyFile(file: string): Promise<{ publicKey: string; privateKey: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pair: unknown = JSON.parse(text);
  if (!isKeyPair(pair)) throw new Error(`${file} does not hold a VAPID key pair; remove it to make a new one`);
  await chmod(file, KEY_FILE_MODE);
  return pair;
}

/**
 * The site's web push identity (docs/decisions/162): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else a
 * pair generated once into DATA_DIR/vapid.json (mode 0600) and kept, since every subscription is
 * bound to the public key it was made with. Never logged.
 */
export async function loadVapidKeys(config: Config): Promise<VapidKeys> {
  if (config.vapidKeys) return { ...config.vapidKeys, subject: config.vapidSubject };
  const file = path.join(config.dataDir, 'vapid.json');
  const stored = await readKeyFile(file);
  if (stored) return { ...stored, subject: config.vapidSubject };
  const generated = webpush.generateVAPIDKeys();
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': another process starting at the same moment may have written it first; then theirs is the one.
    await writeFile(file, `${JSON.stringify(generated)}\n`, { mode: KEY_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = await readKeyFile(file);
    if (theirs) return { ...theirs, subject: config.vapidSubject };
  }
  return { ...generated, subject: config.vapidSubject };
}
