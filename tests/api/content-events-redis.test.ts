import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, outageMessage } from '../../src/server/app';
import { type AppContext, createAppContext } from '../../src/server/context';
import { KEEP_DURING_OUTAGE_MS } from '../../src/server/lib/shared-content-events';
import { createTestContext, postgresAvailable, type TestContext, testedDialects } from '../helpers/app';
import { createTestLog } from '../helpers/app-log';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { buildNews, newsBody } from '../helpers/news.factory';
import { describeWithRedis, REDIS_URL, uniqueRedisPrefix } from '../helpers/redis';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/** A change heard through Redis shows on another instance within this (docs/decisions/081: every change within 1 s). */
const HEARD_WITHIN_MS = 1000;
/** The subscriber reconnects with backoff of at most 5 s (lib/redis.ts); a little more for the handshake. */
const RECONNECTED_WITHIN_MS = 8000;

const html = (body: string) => body.replace(/<!-- -->/g, '');

/** Asks until `check` answers something, for at most `withinMs`; answers it and how long it took. */
async function waitFor<T>(what: string, withinMs: number, check: () => Promise<T | undefined>) {
  const started = Date.now();
  for (;;) {
    const found = await check();
    if (found !== undefined) return { found, tookMs: Date.now() - started };
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const shows = (app: FastifyInstance, url: string, text: string, withinMs: number) =>
  waitFor(`${url} showing "${text}"`, withinMs, async () => {
    const response = await app.inject({ method: 'GET', url });
    return html(response.body).includes(text) ? response : undefined;
  });

const readiness = (app: FastifyInstance, status: number, withinMs: number) =>
  waitFor(`/readyz answering ${status}`, withinMs, async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    return response.statusCode === status ? response.json() : undefined;
  });

async function startApp(ctx: AppContext, log = createTestLog()): Promise<FastifyInstance> {
  const app = await buildApp(ctx, { loggerInstance: log });
  await app.ready();
  return app;
}

async function renameArticle(app: FastifyInstance, auth: Record<string, string>, id: string, title: string) {
  const form = await multipart({ id, title });
  return app.inject({
    method: 'PUT',
    url: '/api/v1/news/update',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

describeWithRedis('content events across instances', () => {
  for (const dialect of testedDialects) {
    describe.skipIf(dialect === 'postgres' && !postgresAvailable)(dialect, () => {
      /** Each instance reaches Redis through a proxy of its own: cut both, Redis is down; cut one, that instance is cut off. */
      let proxyOfA: TcpProxy;
      let proxyOfB: TcpProxy;
      /** Instance A's context and database; B is a second context on the same database and Redis. */
      let site: TestContext;
      /** Test data is written through B, whose own listeners run before the write returns; A hears it later and keeps nothing the tests read. */
      let contextOfB: AppContext;
      /** Another site on the same Redis, under a prefix of its own. */
      let otherSite: TestContext;
      const warningsOfA: string[] = [];
      /** B's own, to tell a test that B's link did drop (a stalled heartbeat on a busy machine) from a lost purge. */
      const warningsOfB: string[] = [];
      let a: FastifyInstance;
      let b: FastifyInstance;
      let other: FastifyInstance;
      let auth: Record<string, string>;

      beforeAll(async () => {
        const redis = new URL(REDIS_URL);
        const server = { host: redis.hostname, port: Number(redis.port || 6379) };
        [proxyOfA, proxyOfB] = [await startTcpProxy(server), await startTcpProxy(server)];
        const prefix = uniqueRedisPrefix();
        site = await createTestContext(dialect, {
          env: { REDIS_URL: `redis://127.0.0.1:${proxyOfA.port}`, REDIS_PREFIX: prefix },
          log: createTestLog(warningsOfA),
        });
        contextOfB = createAppContext({
          config: { ...site.ctx.config, redis: { url: `redis://127.0.0.1:${proxyOfB.port}`, prefix } },
          db: site.db,
          secret: randomBytes(32).toString('hex'),
          log: createTestLog(warningsOfB),
        });
        otherSite = await createTestContext(dialect, {
          env: { REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix() },
        });
        a = await startApp(site.ctx, site.log);
        b = await startApp(contextOfB);
        other = await startApp(otherSite.ctx, otherSite.log);
        for (const app of [a, b, other]) await readiness(app, 200, RECONNECTED_WITHIN_MS);
        ({ auth } = await buildSuperAdmin(site.ctx));
      });

      afterAll(async () => {
        await Promise.all([a?.close(), b?.close(), other?.close()]);
        await site?.close();
        await otherSite?.close();
        await proxyOfA?.close();
        await proxyOfB?.close();
      });

      it("an edit through A forgets B's kept page within a second", async () => {
        const article = await buildNews(contextOfB, { title: 'पहला शीर्षक' });
        const first = await b.inject({ method: 'GET', url: `/${article.slug}` });
        expect(first.headers['x-cache']).toBe('miss');
        expect(html(first.body)).toContain('पहला शीर्षक');
        const second = await b.inject({ method: 'GET', url: `/${article.slug}` });
        expect(second.headers['x-cache']).toBe('hit');

        const edit = await renameArticle(a, auth, article._id, 'बदला हुआ शीर्षक');
        expect(edit.statusCode).toBe(200);
        const { found } = await shows(b, `/${article.slug}`, 'बदला हुआ शीर्षक', HEARD_WITHIN_MS);
        expect(found.headers['x-cache']).toBe('miss');
      });

      it("an article published through A shows in B's kept reads within a second", async () => {
        const category = await buildCategory(contextOfB, { name: 'खेल' });
        const before = await b.inject({ method: 'GET', url: '/' });
        expect(before.statusCode).toBe(200);
        expect((await b.inject({ method: 'GET', url: '/' })).headers['x-cache']).toBe('hit');

        const created = await a.inject({
          method: 'POST',
          url: '/api/v1/news/create',
          headers: auth,
          payload: newsBody(category.id, { title: 'नई छपी खबर', slug: 'published-through-a', type: 'big-news' }),
        });
        expect(created.statusCode).toBe(201);
        await shows(b, '/', 'नई छपी खबर', HEARD_WITHIN_MS);
      });

      it('a site under another prefix on the same Redis does not hear the change', async () => {
        expect((await other.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
        expect((await other.inject({ method: 'GET', url: '/' })).headers['x-cache']).toBe('hit');
        const article = await buildNews(contextOfB, { title: 'केवल इसी साइट की खबर' });
        expect((await b.inject({ method: 'GET', url: `/${article.slug}` })).headers['x-cache']).toBe('miss');

        await renameArticle(a, auth, article._id, 'इसी साइट में बदली खबर');
        // B heard it through Redis, so the other site, subscribed to the same server, would have by now.
        await shows(b, `/${article.slug}`, 'इसी साइट में बदली खबर', HEARD_WITHIN_MS);
        expect((await other.inject({ method: 'GET', url: '/' })).headers['x-cache']).toBe('hit');
      });

      it('rides out a Redis outage on short expiry and returns to purges by event when Redis is back', async () => {
        const article = await buildNews(contextOfB, { title: 'कटाव से पहले', type: 'big-news' });
        expect((await b.inject({ method: 'GET', url: `/${article.slug}` })).headers['x-cache']).toBe('miss');
        expect((await b.inject({ method: 'GET', url: `/${article.slug}` })).headers['x-cache']).toBe('hit');

        proxyOfA.cut();
        proxyOfB.cut();
        for (const app of [a, b]) {
          const { found } = await readiness(app, 503, 3000);
          expect(found).toEqual({ success: false, message: outageMessage('Redis is unreachable') });
        }
        // B may have missed changes since the link went down: what it kept is gone, and what it keeps now is short.
        const kept = await b.inject({ method: 'GET', url: `/${article.slug}` });
        expect(kept.headers['x-cache']).toBe('miss');
        const keptAt = Date.now();
        expect((await b.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
        expect((await b.inject({ method: 'GET', url: `/${article.slug}` })).headers['x-cache']).toBe('hit');

        const edit = await renameArticle(a, auth, article._id, 'कटाव के दौरान बदली');
        expect(edit.statusCode).toBe(200);
        expect(warningsOfA.join('\n')).toContain(
          'A content change was not sent to other instances; it goes out when the link is back',
        );
        const stale = await b.inject({ method: 'GET', url: `/${article.slug}` });
        expect(stale.headers['x-cache']).toBe('hit');
        expect(html(stale.body)).toContain('कटाव से पहले');
        // No event told B: the page expired, and so did the kept read of the home page's articles.
        await shows(b, `/${article.slug}`, 'कटाव के दौरान बदली', KEEP_DURING_OUTAGE_MS + 1000);
        expect(Date.now() - keptAt).toBeGreaterThanOrEqual(KEEP_DURING_OUTAGE_MS - 250);
        await shows(b, '/', 'कटाव के दौरान बदली', KEEP_DURING_OUTAGE_MS + 1000);

        proxyOfA.restore();
        proxyOfB.restore();
        for (const app of [a, b]) {
          const { found } = await readiness(app, 200, RECONNECTED_WITHIN_MS);
          expect(found).toEqual({ success: true, status: 'ready' });
        }
        // Kept again (A's change from the outage may still be arriving and purge once more).
        await waitFor('a kept page on B', HEARD_WITHIN_MS, async () => {
          const response = await b.inject({ method: 'GET', url: `/${article.slug}` });
          return response.headers['x-cache'] === 'hit' ? response : undefined;
        });
        expect((await renameArticle(a, auth, article._id, 'लौटने के बाद बदली')).statusCode).toBe(200);
        await shows(b, `/${article.slug}`, 'लौटने के बाद बदली', HEARD_WITHIN_MS);
      }, 40_000);

      it('an instance cut off alone sends the changes made meanwhile once it is back', async () => {
        const warningsBefore = warningsOfB.length;
        const article = await buildNews(contextOfB, { title: 'अकेले कटने से पहले' });
        expect((await b.inject({ method: 'GET', url: `/${article.slug}` })).headers['x-cache']).toBe('miss');

        proxyOfA.cut();
        await readiness(a, 503, 3000);
        expect((await b.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        expect((await renameArticle(a, auth, article._id, 'अकेले में बदली')).statusCode).toBe(200);
        // B never lost its link, so it trusts what it kept: only A can tell it.
        const trusted = await b.inject({ method: 'GET', url: `/${article.slug}` });
        expect(trusted.headers['x-cache'], `B's warnings: ${warningsOfB.slice(warningsBefore).join('\n')}`).toBe('hit');
        expect(html(trusted.body)).toContain('अकेले कटने से पहले');

        proxyOfA.restore();
        await readiness(a, 200, RECONNECTED_WITHIN_MS);
        await shows(b, `/${article.slug}`, 'अकेले में बदली', HEARD_WITHIN_MS);
      }, 30_000);
    });
  }
});
