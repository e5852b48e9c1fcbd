import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/config';

/** s3rver accepts any signature made with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  config: S3Config;
  /** The environment that configures the app's storage to this server's bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  listKeys(): Promise<string[]>;
  close(): Promise<void>;
};

/** An S3 server on 127.0.0.1 at a free port, over a temporary folder, with one empty bucket. */
export async function startS3Server(bucket = 'media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'news-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = { endpoint, bucket, region: 'us-east-1', credentials: CREDENTIALS, publicUrl: undefined };
  const client = new S3Client({ endpoint, region: config.region, credentials: CREDENTIALS, forcePathStyle: true });
  return {
    config,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async listKeys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    async close() {
      client.destroy();
      // Idle keep-alive sockets of clients already closed would otherwise hold the server open.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
