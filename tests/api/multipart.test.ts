import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, describeEachDialect, type TestApp } from '../helpers/app';
import { buildAdmin, buildSuperAdmin } from '../helpers/factories';
import { makeImage } from '../helpers/images';
import { multipart } from '../helpers/multipart';

const NOT_MULTIPART = { success: false, message: 'This address does not take multipart/form-data: send JSON' };
const NO_FILES = { success: false, message: 'This form takes no files' };
const MALFORMED = { success: false, message: 'The multipart form is malformed or incomplete' };
const BOUNDARY = '----hostile-form-boundary';
const PUBLIC_FORM_ROUTES = ['/api/v1/auth/login', '/api/v1/visit', '/api/v1/poll/vote', '/api/v1/contact/create'];

/** Ten 9 MB files, each under the old per-file limit, made as they are sent: the client holds 1 MB at a time. */
function hostileBody(): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  const parts = 10;
  const megabytesPerPart = 9;
  let sent = 0;
  return new Readable({
    read() {
      const part = Math.floor(sent / megabytesPerPart);
      if (part === parts) {
        this.push(`\r\n--${BOUNDARY}--\r\n`);
        this.push(null);
        return;
      }
      if (sent % megabytesPerPart === 0) {
        const separator = part === 0 ? '' : '\r\n';
        this.push(
          `${separator}--${BOUNDARY}\r\nContent-Disposition: form-data; name="thumbnail"; filename="p${part}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        );
      }
      sent += 1;
      this.push(chunk);
    },
  });
}

/** Ten 9 MB text fields, sent without a length as the fields of a text-only form. */
function hostileFields(): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  let sent = 0;
  return new Readable({
    read() {
      const field = Math.floor(sent / 9);
      if (field === 10) {
        this.push(`\r\n--${BOUNDARY}--\r\n`);
        this.push(null);
        return;
      }
      if (sent % 9 === 0) {
        this.push(
          `${field === 0 ? '' : '\r\n'}--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${field}"\r\n\r\n`,
        );
      }
      sent += 1;
      this.push(chunk);
    },
  });
}

type Answer = { status: number; body: string } | { error: string };

/** Streams a body to a real server; the answer, or how the connection ended if none came. */
function post(port: number, url: string, body: Readable, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (data) => {
          text += data;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
          request.destroy();
        });
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('error', (error) => resolve({ error: error.message }));
    body.pipe(request);
  });
}

describeEachDialect('multipart only where a route stores files', (t) => {
  const inject = async (url: string, form: Awaited<ReturnType<typeof multipart>>, headers = {}) =>
    t().app.inject({ method: 'POST', url, headers: { ...form.headers, ...headers }, payload: form.payload });

  it('public routes that take no file refuse any multipart body with 415', async () => {
    const file = { field: 'thumbnail', filename: 'a.png', type: 'image/png', bytes: await makeImage('png') };
    for (const url of ['/api/v1/auth/login', '/api/v1/visit', '/api/v1/poll/vote']) {
      const response = await inject(url, await multipart({ email: 'a@b.c' }, [file]));
      expect(response.statusCode, url).toBe(415);
      expect(response.json(), url).toEqual(NOT_MULTIPART);
    }
  });

  it('forms of text fields refuse a file part with 415 and keep taking their fields', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const file = { field: 'name', filename: 'a.png', type: 'image/png', bytes: await makeImage('png') };
    const withFile = await inject('/api/v1/breakingNews/create', await multipart({}, [file]), auth);
    expect(withFile).toAnswer(415, NO_FILES);
    const contact = await inject('/api/v1/contact/create', await multipart({ name: 'A' }, [file]));
    expect(contact).toAnswer(415, NO_FILES);

    const fields = await inject('/api/v1/breakingNews/create', await multipart({ name: 'Flood alert' }), auth);
    expect(fields.statusCode).toBe(201);
  });

  it('a form that declares more than the route may take is refused unread with 413', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(90 * 1024 * 1024),
      },
      payload: `--${BOUNDARY}--\r\n`,
    });
    expect(response).toFailWith(413, 'The request body is too large');
  });

  it('text-only forms refuse a value too long for them, and too many fields, with 413', async () => {
    const long = await inject('/api/v1/contact/create', await multipart({ name: 'A', message: 'x'.repeat(70_000) }));
    expect(long).toFailWith(413, 'A form field is too long');
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`field${i}`, 'x']));
    expect(await inject('/api/v1/contact/create', await multipart(many))).toFailWith(413, 'Too many parts in the form');
  });

  it('answers a malformed or truncated form with 400 and a clear message', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const noBoundary = await t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      headers: { ...auth, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary).toAnswer(400, MALFORMED);

    const withFile = await multipart({}, [
      { field: 'thumbnail', filename: 'a.png', type: 'image/png', bytes: await makeImage('png') },
    ]);
    const fieldsOnly = await multipart({ name: 'Flood alert', note: 'x'.repeat(100) });
    for (const [url, form] of [
      ['/api/v1/image/multi', withFile],
      ['/api/v1/breakingNews/create', fieldsOnly],
    ] as const) {
      const truncated = await t().app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...form.headers },
        payload: form.payload.subarray(0, form.payload.length - 60),
      });
      expect(truncated.statusCode, url).toBe(400);
      expect(truncated.json(), url).toEqual(MALFORMED);
    }
  });
});

describe('multipart against a listening server', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    app = await buildApp(testApp.ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  it('answers 401 on an upload route without a token while the body is still being sent', async () => {
    const endless = new Readable({ read() {} });
    endless.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="thumbnail"; filename="a.jpg"\r\n\r\n`);
    const answer = await post(port, '/api/v1/image/multi', endless);
    endless.destroy();
    expect(answer).toEqual({
      status: 401,
      body: JSON.stringify({ success: false, message: 'Authentication required' }),
    });
  });

  it('20 parallel 90 MB posts to public routes leave the memory where it was', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(port, PUBLIC_FORM_ROUTES[i % PUBLIC_FORM_ROUTES.length] as string, hostileBody()),
      ),
    );
    globalThis.gc?.();
    const grownMegabytes = (process.memoryUsage().rss - before) / (1024 * 1024);
    expect(grownMegabytes).toBeLessThan(50);
    // The feedback form takes text fields, but never without a declared length.
    answers.forEach((answer, i) => {
      const route = PUBLIC_FORM_ROUTES[i % PUBLIC_FORM_ROUTES.length];
      expect(answer, route).toMatchObject({ status: route === '/api/v1/contact/create' ? 411 : 415 });
    });
  });

  it('20 parallel 90 MB text forms sent without a length leave the memory where it was', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(port, '/api/v1/contact/create', hostileFields())),
    );
    globalThis.gc?.();
    const grownMegabytes = (process.memoryUsage().rss - before) / (1024 * 1024);
    expect(grownMegabytes).toBeLessThan(50);
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 411,
        body: JSON.stringify({ success: false, message: 'Send the form with a Content-Length header' }),
      });
    }
  });
});
