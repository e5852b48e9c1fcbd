import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext, postgresAvailable, type TestContext, testedDialects } from '../helpers/app';
import { buildSuperAdmin } from '../helpers/factories';
import { makeImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { buildNews } from '../helpers/news.factory';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';

type Upload = { public_id: string; url: string; width: number; height: number };

/** The main file and its 320, 640 and 1024 px copies (the image is wider than all of them). */
const keysOf = (upload: Upload) => ['', '-320', '-640', '-1024'].map((suffix) => `${upload.public_id}${suffix}.webp`);

/** An app whose media lives in a bucket of its own s3rver (decision 200). */
async function startBucketApp(dialect: TestContext['dialect'], env: (s3: TestS3Server) => Record<string, string>) {
  const s3 = await startS3Server();
  const context = await createTestContext(dialect, { env: env(s3) });
  const app = await buildApp(context.ctx, { loggerInstance: context.log });
  await app.ready();
  return {
    s3,
    context,
    app,
    async close() {
      await app.close();
      await context.close();
      await s3.close();
    },
  };
}

for (const dialect of testedDialects) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`media in an S3 bucket [${dialect}]`, () => {
    let bucketApp: Awaited<ReturnType<typeof startBucketApp>>;
    let app: FastifyInstance;
    beforeAll(async () => {
      bucketApp = await startBucketApp(dialect, (s3) => s3.env);
      app = bucketApp.app;
    });
    afterAll(() => bucketApp.close());

    const upload = async (): Promise<Upload> => {
      const { auth } = await buildSuperAdmin(bucketApp.context.ctx);
      const body = await multipart({}, [
        { field: 'thumbnail', filename: 'photo.png', type: 'image/png', bytes: await makeImage('png', 1200, 800) },
      ]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/image/multi',
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().images[0];
    };

    it('stores an upload and its width copies in the bucket, and serves them at their /uploads/ address', async () => {
      const image = await upload();
      expect(image.url).toBe(`/uploads/${image.public_id}.webp`);
      expect(await bucketApp.s3.listKeys()).toEqual(expect.arrayContaining(keysOf(image)));

      for (const key of keysOf(image)) {
        const response = await app.inject({ method: 'GET', url: `/uploads/${key}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'content-length': String(response.rawPayload.length),
          etag: expect.stringMatching(/^"[0-9a-f]+"$/),
          'last-modified': expect.stringMatching(/ GMT$/),
        });
        expect(response.rawPayload).toEqual(await bucketApp.context.ctx.storage.read(key));
      }
    });

    it('answers a byte range with 206, an unsatisfiable one with 416, a cached copy with 304, HEAD without a body', async () => {
      const [key] = keysOf(await upload());
      const url = `/uploads/${key}`;
      const whole = await app.inject({ method: 'GET', url });
      const size = whole.rawPayload.length;

      const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=10-109' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 10-109/${size}`);
      expect(part.headers['content-length']).toBe('100');
      expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 110));

      const beyond = await app.inject({ method: 'GET', url, headers: { range: `bytes=${size + 10}-` } });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${size}`);

      const cached = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(whole.headers.etag) } });
      expect(cached.statusCode).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': String(size) });
      expect(head.rawPayload.length).toBe(0);
    });

    it('answers 404 for a key the bucket lacks and refuses keys that climb out', async () => {
      const missing = await app.inject({ method: 'GET', url: '/uploads/2026/11/missing.webp' });
      expect(missing).toAnswer(404, { success: false, message: 'Not found: GET /uploads/2026/11/missing.webp' });
      const climbing = await app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
      expect(climbing).toAnswer(403, { success: false, message: 'The request was refused' });
    });

    it('removes the upload and every copy from the bucket when the article naming it is deleted', async () => {
      const { auth } = await buildSuperAdmin(bucketApp.context.ctx);
      const image = await upload();
      const news = await buildNews(bucketApp.context.ctx, { images: [image] });
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/v1/news/delete',
        headers: auth,
        payload: { id: news._id },
      });
      expect(response.statusCode, response.body).toBe(200);
      const left = await bucketApp.s3.listKeys();
      expect(left.filter((key) => keysOf(image).includes(key))).toEqual([]);
      const gone = await app.inject({ method: 'GET', url: image.url });
      expect(gone.statusCode).toBe(404);
    });

    it('is ready while the bucket answers', async () => {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response).toAnswer(200, { success: true, status: 'ready' });
    });
  });

  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(
    `media bucket trouble and a public URL [${dialect}]`,
    () => {
      it('is not ready when the bucket cannot be reached', async () => {
        const bucketApp = await startBucketApp(dialect, (s3) => ({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
        try {
          const response = await bucketApp.app.inject({ method: 'GET', url: '/readyz' });
          expect(response).toAnswer(503, { success: false, message: 'Media bucket unreachable: no-such-bucket' });
        } finally {
          await bucketApp.close();
        }
      });

      it('sends /uploads/ addresses to S3_PUBLIC_URL, and lets pages show images from there', async () => {
        const bucketApp = await startBucketApp(dialect, (s3) => ({
          ...s3.env,
          S3_PUBLIC_URL: 'https://media.example/news/',
        }));
        try {
          const response = await bucketApp.app.inject({ method: 'GET', url: '/uploads/2026/11/abc-640.webp' });
          expect(response.statusCode).toBe(302);
          expect(response.headers.location).toBe('https://media.example/news/2026/11/abc-640.webp');
          expect(response.headers['content-security-policy']).toContain(
            "img-src 'self' data: blob: https://media.example;",
          );
          const home = await bucketApp.app.inject({ method: 'GET', url: '/' });
          expect(home.headers['content-security-policy']).toContain(
            "img-src 'self' data: blob: https://media.example;",
          );
        } finally {
          await bucketApp.close();
        }
      });
    },
  );
}
