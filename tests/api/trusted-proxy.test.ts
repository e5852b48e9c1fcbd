import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext, type TestContext } from '../helpers/app';
import { buildNews } from '../helpers/news.factory';

// Which address, scheme and host the app takes for the reader's, by TRUST_PROXY. The peer of an
// injected request is 127.0.0.1 unless a test says otherwise. The database plays no part: SQLite only.
let opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.reverse()) await thing.close();
  opened = [];
});

async function appTrusting(trustProxy?: string) {
  const context: TestContext = await createTestContext('sqlite', {
    env: trustProxy ? { TRUST_PROXY: trustProxy } : {},
  });
  const app = await buildApp(context.ctx, { loggerInstance: context.log });
  opened.push(context, app);
  return { app, ctx: context.ctx };
}

type App = Awaited<ReturnType<typeof appTrusting>>['app'];

/** Whether a visit was counted: once per reader address, so it shows which address the app saw. */
async function visitCounted(app: App, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const response = await app.inject({ method: 'POST', url: '/api/v1/visit', headers, remoteAddress });
  expect(response.statusCode).toBe(200);
  return (response.json() as { counted: boolean }).counted;
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default: every reader behind one peer is that peer', async () => {
    const { app } = await appTrusting();
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.1' })).toBe(true);
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.2' })).toBe(false);
  });

  it('takes the reader address a trusted proxy names, and a spoofed earlier entry is not believed', async () => {
    const { app } = await appTrusting('127.0.0.1');
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.1' })).toBe(true);
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.2' })).toBe(true);
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.1' })).toBe(false);
    // The reader put 198.51.100.9 in front; the proxy appended the address it saw.
    expect(await visitCounted(app, { 'x-forwarded-for': '198.51.100.9, 203.0.113.2' })).toBe(false);
  });

  it('does not believe X-Forwarded-For from a peer outside the trusted addresses', async () => {
    const { app } = await appTrusting('10.0.0.0/8');
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.1' }, '192.0.2.50')).toBe(true);
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.2' }, '192.0.2.50')).toBe(false);
    // Through a trusted hop (10.1.2.3) the same header is the reader's.
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.3' }, '10.1.2.3')).toBe(true);
    expect(await visitCounted(app, { 'x-forwarded-for': '203.0.113.4' }, '10.1.2.3')).toBe(true);
  });

  it('counts hops: with 2, the second proxy from the server names the reader', async () => {
    const { app } = await appTrusting('2');
    // reader-given, reader (seen by the edge), edge (seen by nginx); the peer is nginx.
    expect(await visitCounted(app, { 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 10.0.0.2' })).toBe(true);
    expect(await visitCounted(app, { 'x-forwarded-for': '2.2.2.2, 203.0.113.7, 10.0.0.3' })).toBe(false);
  });

  it("links pages to the scheme and host a trusted proxy was asked at, and keeps them apart from the proxy's own", async () => {
    const { app, ctx } = await appTrusting('127.0.0.1');
    const article = await buildNews(ctx);
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'news.example.com', host: 'app:3000' };
    const first = await app.inject({ url: `/${article.slug}`, headers: forwarded });
    expect(canonicalOf(first.body)).toBe(`https://news.example.com/${article.slug}`);
    const direct = await app.inject({ url: `/${article.slug}`, headers: { host: 'app:3000' } });
    expect(canonicalOf(direct.body)).toBe(`http://app:3000/${article.slug}`);
    const again = await app.inject({ url: `/${article.slug}`, headers: forwarded });
    expect(again.headers['x-cache']).toBe('hit');
    expect(canonicalOf(again.body)).toBe(`https://news.example.com/${article.slug}`);
  });

  it('answers kept pages at the front door under the same origin as the routed answer', async () => {
    const { app, ctx } = await appTrusting('127.0.0.1');
    const article = await buildNews(ctx);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const ask = (headers: Record<string, string>) =>
      new Promise<{ cache: string | undefined; keepUntil: string | undefined; order: string[]; body: string }>(
        (resolve, reject) => {
          const request = http.get({ host: '127.0.0.1', port, path: `/${article.slug}`, headers }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              body += chunk;
            });
            response.on('end', () =>
              resolve({
                cache: response.headers['x-cache'] as string | undefined,
                keepUntil: response.headers['x-accel-expires'] as string | undefined,
                order: response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase()),
                body,
              }),
            );
          });
          request.on('error', reject);
        },
      );
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'news.example.com', host: 'app:3000' };
    expect((await ask(forwarded)).cache).toBe('miss');
    const direct = await ask({ host: 'app:3000' });
    expect(direct.cache).toBe('miss');
    expect(canonicalOf(direct.body)).toBe(`http://app:3000/${article.slug}`);
    const again = await ask(forwarded);
    expect(again.cache).toBe('hit');
    expect(canonicalOf(again.body)).toBe(`https://news.example.com/${article.slug}`);
    // nginx keeps the page to the end of this second, on the routed miss and on the front door's hit.
    const thisSecond = Math.floor(Date.now() / 1000);
    for (const answer of [direct, again]) {
      expect(Number(answer.keepUntil?.slice(1))).toBeGreaterThanOrEqual(thisSecond - 1);
      expect(Number(answer.keepUntil?.slice(1))).toBeLessThanOrEqual(thisSecond);
      // nginx reads no Cache-Control (its stale-while-revalidate) that comes after X-Accel-Expires.
      expect(answer.order.indexOf('cache-control')).toBeGreaterThanOrEqual(0);
      expect(answer.order.indexOf('cache-control')).toBeLessThan(answer.order.indexOf('x-accel-expires'));
    }
  });

  it('never lets an untrusted peer choose the host its page is kept under', async () => {
    const { app, ctx } = await appTrusting();
    const article = await buildNews(ctx);
    const forged = await app.inject({
      url: `/${article.slug}`,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', host: 'news.example.com' },
    });
    expect(canonicalOf(forged.body)).toBe(`http://news.example.com/${article.slug}`);
    const reader = await app.inject({ url: `/${article.slug}`, headers: { host: 'news.example.com' } });
    expect(reader.headers['x-cache']).toBe('hit');
    // Only a proxy is told how long to keep a page by its own clock.
    expect(reader.headers['x-accel-expires']).toBeUndefined();
    expect(reader.body).not.toContain('evil.example');
  });
});
