import type { S3Config } from '../../config';
import { createLocalDiskStorage, type DiskMediaStorage } from './disk';
import { type BucketMediaStorage, createS3Storage } from './s3';

/** The store the app's media lives in: the bucket when S3 is configured, the folder otherwise (decision 200). */
export type AppMediaStorage = DiskMediaStorage | BucketMediaStorage;

export function createMediaStorage(s3: S3Config | undefined, uploadsDir: string): AppMediaStorage {
  return s3 ? createS3Storage(s3) : createLocalDiskStorage(uploadsDir);
}

/** Where pages' images come from besides this site: the origin of S3_PUBLIC_URL, for the CSP's img-src (decision 201). */
export function mediaOrigins(s3: S3Config | undefined): string[] {
  return s3?.publicUrl ? [new URL(s3.publicUrl).origin] : [];
}
