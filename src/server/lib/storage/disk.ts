import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, isStorageKey, type MediaStorage, uploadsPath } from './media-storage';

/** Files under one folder (DATA_DIR/uploads), served at `/uploads/` by @fastify/static. */
export type DiskMediaStorage = MediaStorage & { kind: 'disk'; root: string };

export function createLocalDiskStorage(root: string): DiskMediaStorage {
  const resolveKey = (key: string) => {
    assertStorageKey(key);
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return target;
  };
  return {
    kind: 'disk',
    root,
    async put(key, bytes) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes, { mode: 0o644 });
      return uploadsPath(key);
    },
    async read(key) {
      try {
        return await readFile(resolveKey(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(resolveKey(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (isStorageKey(key)) yield key;
      }
    },
    urlFor(key) {
      assertStorageKey(key);
      return uploadsPath(key);
    },
  };
}
