import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../lib/storage/media-storage';

/**
 * Copies every object of the store, disk or bucket, into a folder under its key. A key listed and
 * gone before it is read was removed meanwhile (decision 057): it is simply not in the backup.
 */
export async function copyMediaOut(storage: MediaStorage, folder: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for await (const key of storage.list()) {
    const content = await storage.read(key);
    if (!content) continue;
    const target = path.join(folder, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
    count += 1;
    bytes += content.length;
  }
  return { count, bytes };
}

/** Puts every file back under its key: an object already there is replaced with the same bytes. */
export async function copyMediaIn(storage: MediaStorage, folder: string, keys: string[]): Promise<void> {
  for (const key of keys) {
    const bytes = await readFile(path.join(folder, ...key.split('/')));
    await storage.put(key, bytes, contentTypeOf(key));
  }
}

/** The app stores WebP (media.service.ts); older or hand-placed files keep a type a browser understands. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}
