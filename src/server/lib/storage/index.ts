import type { S3Config } from '../../config';
import { createLocalDiskStorage, type DiskMediaStorage } from './disk';
import { type BucketMediaStorage, createS3Storage } from './s3';

/** The store the app's media lives in: the bucket when S3 is configured, the folder otherwise (decision 200). */
export type AppMediaStorage = DiskMediaStorage | BucketMediaStorage;

export function createMediaStorage(s3: S3Config | undefined, uploadsDir: string): AppMediaStorage {
  return s3 ? createS3Storage(s3) : createLocalDiskStorage(uploadsDir);
}
