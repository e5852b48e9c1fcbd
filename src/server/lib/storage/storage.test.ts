import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../tests/helpers/s3-server';
import { createLocalDiskStorage } from './disk';
import type { MediaStorage } from './media-storage';
import { type BucketMediaStorage, createS3Storage } from './s3';

type Store = { storage: MediaStorage; close(): Promise<void> };

const ESCAPING_KEYS = [
  '../outside.webp',
  '2026/../../outside.webp',
  '/etc/passwd',
  '',
  'a//b.webp',
  '.hidden',
  'a\\b.webp',
];

/** The same cases for every implementation: what media.service.ts and the pages rely on. */
function storageContract(name: string, open: () => Promise<Store>) {
  describe(`${name} media storage`, () => {
    let store: Store;
    const storage = () => store.storage;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('stores bytes, answers their /uploads/ address and reads them back', async () => {
      const bytes = Buffer.from('first image');
      expect(await storage().put('2026/11/one.webp', bytes, 'image/webp')).toBe('/uploads/2026/11/one.webp');
      expect(await storage().read('2026/11/one.webp')).toEqual(bytes);
    });

    it('keeps keys nested several folders deep apart from their neighbours', async () => {
      await storage().put('2026/11/deep/er/two.webp', Buffer.from('deep'), 'image/webp');
      await storage().put('2026/11/deep/two.webp', Buffer.from('shallow'), 'image/webp');
      expect((await storage().read('2026/11/deep/er/two.webp'))?.toString()).toBe('deep');
      expect((await storage().read('2026/11/deep/two.webp'))?.toString()).toBe('shallow');
    });

    it('replaces what a key held when it is stored again', async () => {
      await storage().put('2026/11/three.webp', Buffer.from('old'), 'image/webp');
      await storage().put('2026/11/three.webp', Buffer.from('new and longer'), 'image/webp');
      expect((await storage().read('2026/11/three.webp'))?.toString()).toBe('new and longer');
    });

    it('says which keys hold something without reading them', async () => {
      await storage().put('2026/11/held.webp', Buffer.from('held'), 'image/webp');
      expect(await storage().exists('2026/11/held.webp')).toBe(true);
      expect(await storage().exists('2026/11/never.webp')).toBe(false);
      // A folder is no file, on disk as in a bucket.
      expect(await storage().exists('2026/11')).toBe(false);
    });

    it('reads nothing under a missing key, and removing one is no error', async () => {
      expect(await storage().read('2026/11/never.webp')).toBeUndefined();
      await expect(storage().remove('2026/11/never.webp')).resolves.toBeUndefined();
    });

    it('removes a key, leaving its neighbours', async () => {
      await storage().put('2026/11/four.webp', Buffer.from('4'), 'image/webp');
      await storage().put('2026/11/four-320.webp', Buffer.from('4 small'), 'image/webp');
      await storage().remove('2026/11/four.webp');
      expect(await storage().read('2026/11/four.webp')).toBeUndefined();
      expect((await storage().read('2026/11/four-320.webp'))?.toString()).toBe('4 small');
    });

    it('lists every key it holds, nested ones too, and no longer a removed one', async () => {
      const listed = async () => {
        const keys: string[] = [];
        for await (const key of storage().list()) if (key.startsWith('listed/')) keys.push(key);
        return keys.sort();
      };
      await storage().put('listed/a.webp', Buffer.from('a'), 'image/webp');
      await storage().put('listed/2026/11/b-320.webp', Buffer.from('b'), 'image/webp');
      await storage().put('listed/2026/11/c.webp', Buffer.from('c'), 'image/webp');
      await storage().remove('listed/2026/11/c.webp');
      expect(await listed()).toEqual(['listed/2026/11/b-320.webp', 'listed/a.webp']);
    });

    it('answers the /uploads/ address of a key', () => {
      expect(storage().urlFor('2026/11/five-640.webp')).toBe('/uploads/2026/11/five-640.webp');
    });

    it.each(ESCAPING_KEYS)('refuses the key %j, which would leave the store', async (key) => {
      await expect(storage().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/storage key/i);
      await expect(storage().read(key)).rejects.toThrow(/storage key/i);
      await expect(storage().remove(key)).rejects.toThrow(/storage key/i);
      expect(() => storage().urlFor(key)).toThrow(/storage key/i);
    });
  });
}

let diskParent: string;
storageContract('disk', async () => {
  diskParent = await mkdtemp(path.join(os.tmpdir(), 'news-storage-'));
  return {
    storage: createLocalDiskStorage(path.join(diskParent, 'uploads')),
    async close() {
      // Nothing escaped the uploads folder: the refused keys wrote nothing beside it.
      expect(await readdir(diskParent)).toEqual(['uploads']);
      await rm(diskParent, { recursive: true, force: true });
    },
  };
});

let server: TestS3Server;
storageContract('S3', async () => {
  server = await startS3Server();
  const storage = createS3Storage(server.config);
  return {
    storage,
    async close() {
      storage.close();
      await server.close();
    },
  };
});

describe('S3 media storage, beyond the shared cases', () => {
  let s3: TestS3Server;
  let storage: BucketMediaStorage;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = createS3Storage(s3.config);
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it('stores each object with its content type and a year of immutable caching', async () => {
    await storage.put('2026/11/typed.webp', Buffer.from('webp bytes'), 'image/webp');
    const answer = await storage.open('2026/11/typed.webp', {}, false);
    expect(answer).toMatchObject({
      status: 200,
      headers: {
        'content-type': 'image/webp',
        'content-length': '10',
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  });

  it('answers addresses under S3_PUBLIC_URL when the bucket serves its files, while rows keep /uploads/', async () => {
    const served = createS3Storage({ ...s3.config, publicUrl: 'https://media.example/news' });
    try {
      expect(served.urlFor('2026/11/cdn.webp')).toBe('https://media.example/news/2026/11/cdn.webp');
      expect(await served.put('2026/11/cdn.webp', Buffer.from('x'), 'image/webp')).toBe('/uploads/2026/11/cdn.webp');
    } finally {
      served.close();
    }
  });

  it('finds the bucket reachable, and a missing bucket not', async () => {
    expect(await storage.bucketReachable()).toBe(true);
    const missing = createS3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      expect(await missing.bucketReachable()).toBe(false);
    } finally {
      missing.close();
    }
  });
});
