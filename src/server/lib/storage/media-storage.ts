import { UPLOADS_URL_PREFIX } from '../../../shared/urls';

/** Where uploaded media lives: the local disk or an S3-compatible bucket (decision 200). */
export interface MediaStorage {
  /**
   * Stores bytes under a key such as `2026/11/0193ab…-640.webp` and answers the address rows keep,
   * `/uploads/<key>` whichever store holds it (decision 201).
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The bytes stored under a key, or undefined when nothing is. */
  read(key: string): Promise<Buffer | undefined>;
  /** Whether a key holds something, without reading it (a bucket answers a HEAD). */
  exists(key: string): Promise<boolean>;
  /** Removes a key; a key that holds nothing is no error. */
  remove(key: string): Promise<void>;
  /** Every key the store holds, in no particular order (backups walk it: decision 215). */
  list(): AsyncIterable<string>;
  /** Where a browser fetches the file: `/uploads/<key>`, or under S3_PUBLIC_URL when the bucket serves it. */
  urlFor(key: string): string;
}

/** Uploads are named by id and never change: caches may keep them a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The address every stored file is known by in the database and the pages. */
export function uploadsPath(key: string): string {
  return UPLOADS_URL_PREFIX + key;
}

/** Relative segments of letters, digits and `._-`: nothing that climbs out (`..`), starts at the root or hides (`.name`). */
const STORAGE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key) && !key.split('/').includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key (it must stay inside the store): ${JSON.stringify(key)}`);
}
