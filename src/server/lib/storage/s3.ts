import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import {
  assertStorageKey,
  IMMUTABLE_CACHE_CONTROL,
  isStorageKey,
  type MediaStorage,
  uploadsPath,
} from './media-storage';

/** What a request for a stored file asks beyond its key: a byte range and the caller's cached copy. */
export type FileRequest = { range?: string; ifNoneMatch?: string; ifModifiedSince?: string };

/** A stored file's answer, in HTTP terms: the route passes it on (plugins/uploads.ts). */
export type FileAnswer =
  | { status: 200 | 206 | 304 | 416; headers: Record<string, string>; body?: Readable }
  | { status: 404 };

/** Objects in one bucket, served at `/uploads/` by this app unless S3_PUBLIC_URL serves them (decision 201). */
export type BucketMediaStorage = MediaStorage & {
  kind: 's3';
  publicUrl: string | undefined;
  /** The file under a key, streamed from the bucket (no body when `withBody` is false, for HEAD). */
  open(key: string, request: FileRequest, withBody: boolean): Promise<FileAnswer>;
  /** Whether the bucket answered a HeadBucket lately: asked at most once per few seconds, for /readyz. */
  bucketReachable(): Promise<boolean>;
  /** Closes the client's connections. */
  close(): void;
};

const REACHABILITY_KEPT_MS = 5_000;
const REACHABILITY_TIMEOUT_MS = 2_000;

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The headers both the disk route and this one send with a file. */
function fileHeaders(object: {
  ContentType?: string;
  ContentLength?: number;
  ContentRange?: string;
  ETag?: string;
  LastModified?: Date;
}): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': IMMUTABLE_CACHE_CONTROL, 'accept-ranges': 'bytes' };
  if (object.ContentType) headers['content-type'] = object.ContentType;
  if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
  if (object.ContentRange) headers['content-range'] = object.ContentRange;
  if (object.ETag) headers.etag = object.ETag;
  if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
  return headers;
}

function validDate(value: string | undefined): Date | undefined {
  const date = value === undefined ? undefined : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export function createS3Storage(config: S3Config): BucketMediaStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // A custom endpoint (MinIO, R2, s3rver) names the bucket in the path, and many such stores
    // refuse or mishandle the checksum headers the SDK adds by default (decision 202).
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  const Bucket = config.bucket;
  let reachability: { at: number; answer: Promise<boolean> } | undefined;

  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    publicUrl: config.publicUrl,
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return uploadsPath(key);
    },
    async read(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        // Objects the app could not have written (outside the key rule) are not its media.
        for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    urlFor(key) {
      assertStorageKey(key);
      return config.publicUrl ? `${config.publicUrl}/${key}` : uploadsPath(key);
    },
    async open(key, request, withBody) {
      assertStorageKey(key);
      const input = {
        Bucket,
        Key: key,
        Range: request.range,
        IfNoneMatch: request.ifNoneMatch,
        IfModifiedSince: request.ifNoneMatch === undefined ? validDate(request.ifModifiedSince) : undefined,
      };
      try {
        if (!withBody) {
          const object = await client.send(new HeadObjectCommand(input));
          return { status: object.ContentRange ? 206 : 200, headers: fileHeaders(object) };
        }
        const object = await client.send(new GetObjectCommand(input));
        return {
          status: object.ContentRange ? 206 : 200,
          headers: fileHeaders(object),
          body: object.Body as Readable,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return { status: 404 };
        if (status === 304) {
          const stored = (error as S3ServiceException).$response?.headers ?? {};
          const headers: Record<string, string> = { 'cache-control': IMMUTABLE_CACHE_CONTROL };
          if (stored.etag) headers.etag = stored.etag;
          if (stored['last-modified']) headers['last-modified'] = stored['last-modified'];
          return { status: 304, headers };
        }
        if (status === 416) {
          // The store does not say how long the file is; a client needs it to ask again (RFC 9110, 15.5.17).
          const object = await head(key);
          if (!object) return { status: 404 };
          return { status: 416, headers: { 'content-range': `bytes */${object.ContentLength ?? 0}` } };
        }
        throw error;
      }
    },
    bucketReachable() {
      if (reachability && Date.now() - reachability.at < REACHABILITY_KEPT_MS) return reachability.answer;
      const answer = client
        .send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS) })
        .then(
          () => true,
          () => false,
        );
      reachability = { at: Date.now(), answer };
      return answer;
    },
    close() {
      client.destroy();
    },
  };
}
