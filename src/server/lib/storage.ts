import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL_PREFIX } from '../../shared/urls';

/** Where uploaded media lives. Local disk now; an S3-compatible store implements the same calls. */
export interface MediaStorage {
  /** Stores bytes under a key such as `2026/11/0193ab…-640.webp` and answers its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The bytes stored under a key, or undefined when nothing is. */
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  urlFor(key: string): string;
}

export function createLocalDiskStorage(root: string): MediaStorage {
  const resolveKey = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return target;
  };
  return {
    async put(key, bytes) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes, { mode: 0o644 });
      return UPLOADS_URL_PREFIX + key;
    },
    async read(key) {
      try {
        return await readFile(resolveKey(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
    urlFor(key) {
      return UPLOADS_URL_PREFIX + key;
    },
  };
}
