import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppContext } from '../../src/server/context';
import { nextSiteMidnight } from '../../src/server/lib/site-day';
import { updateCategoryDetails } from '../../src/server/modules/categories/categories.service';
import { toggleArticleActive, updateArticle } from '../../src/server/modules/news/news.service';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { PAGE_CACHE_CONTROL, PAGE_CDN_CACHE_CONTROL } from '../../src/server/plugins/page-cache/kept-page';
import { describeEachDialect } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';
import { recordingContext } from '../helpers/query-recorder';

const html = (body: string) => body.replace(/<!-- -->/g, '');

/** Another app on the same database, with routes of its own added before it starts. */
async function appWith(ctx: AppContext, routes: (app: FastifyInstance) => void = () => {}): Promise<FastifyInstance> {
  const app = await buildApp(ctx);
  routes(app);
  await app.ready();
  return app;
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request over a real connection: kept pages are answered before Fastify sees the request. */
function request(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

/** Asks until the page shows what it should, for at most `withinMs`; answers how long it took. */
async function shownWithin(app: FastifyInstance, url: string, shows: (page: string) => boolean, withinMs: number) {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    const response = await app.inject({ method: 'GET', url });
    if (shows(html(response.body))) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not show the change within ${withinMs} ms`);
}

describeEachDialect('public page cache', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the second request from memory with the same bytes and no query', async () => {
    const article = await buildNews(t().ctx, { title: 'कैश की पहली खबर' });
    const recording = recordingContext(t());
    const app = await appWith(recording.ctx);
    try {
      const first = await app.inject({ method: 'GET', url: `/${article.slug}` });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('miss');
      expect(first.body).toContain('कैश की पहली खबर');
      recording.queries.length = 0;
      const second = await app.inject({ method: 'GET', url: `/${article.slug}` });
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(second.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(second.headers['cdn-cache-control']).toBe(PAGE_CDN_CACHE_CONTROL);
      expect(second.headers.vary).toBe('Accept-Encoding');
      expect(recording.queries).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('answers 304 to a matching If-None-Match, from memory and after a purge', async () => {
    const article = await buildNews(t().ctx);
    const url = `/${article.slug}`;
    const first = await t().app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const revalidated = await t().app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['x-cache']).toBe('hit');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.body).toBe('');

    // The browser kept the Brotli copy; its tag names the same content.
    const brotli = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const byBrotliTag = await t().app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `W/${brotli.headers.etag}, "something-else"` },
    });
    expect(byBrotliTag.statusCode).toBe(304);

    // Nothing changed on the page, only the cache was emptied: the new render has the same tag.
    t().app.pageCache.purge();
    const afterPurge = await t().app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(afterPurge.statusCode).toBe(304);
    expect(afterPurge.headers['x-cache']).toBe('miss');

    const changed = await t().app.inject({ method: 'GET', url, headers: { 'if-none-match': '"an-older-version"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(article.title);
  });

  it('answers HEAD with the headers and length of the page and no body, on a miss and on a hit', async () => {
    const article = await buildNews(t().ctx);
    const url = `/${article.slug}`;
    const head = await t().app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-cache']).toBe('miss');
    expect(head.body).toBe('');
    const get = await t().app.inject({ method: 'GET', url });
    expect(get.headers['x-cache']).toBe('hit');
    expect(head.headers['content-length']).toBe(String(get.rawPayload.byteLength));
    expect(head.headers.etag).toBe(get.headers.etag);

    const headBrotli = await t().app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    const getBrotli = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(headBrotli.headers['x-cache']).toBe('hit');
    expect(headBrotli.headers['content-encoding']).toBe('br');
    expect(headBrotli.headers['content-length']).toBe(String(getBrotli.rawPayload.byteLength));
    expect(headBrotli.body).toBe('');
  });

  it('keeps Brotli and gzip copies and sends the one the reader accepts, decoding to the same page', async () => {
    const article = await buildNews(t().ctx);
    const url = `/${article.slug}`;
    const plain = await t().app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['x-cache']).toBe('hit');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    // A client that takes no encoding has the plain body, unzipped once and then kept beside the others.
    const keptBefore = t().app.pageCache.bytes;
    const identity = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['x-cache']).toBe('hit');
    expect(identity.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(t().app.pageCache.bytes).toBe(keptBefore + plain.rawPayload.byteLength);
    const again = await t().app.inject({ method: 'GET', url });
    expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(t().app.pageCache.bytes).toBe(keptBefore + plain.rawPayload.byteLength);

    // Each encoding is a representation of its own: its own strong tag.
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it('keys a page on the query parameters it declares only: tracking parameters share the page, `page` does not', async () => {
    const category = await buildCategory(t().ctx, { name: 'पन्ने' });
    for (let index = 0; index < 12; index += 1) await buildNews(t().ctx, { category, title: `पन्ना खबर ${index + 1}` });
    const base = `/${category.slug}`;
    const second = await t().app.inject({ method: 'GET', url: `${base}?page=2` });
    expect(second.headers['x-cache']).toBe('miss');
    const tracked = await t().app.inject({
      method: 'GET',
      url: `${base}?utm_source=whatsapp&page=2&fbclid=IwAR0abc&utm_medium=social&ref=share`,
    });
    expect(tracked.headers['x-cache']).toBe('hit');
    expect(tracked.rawPayload.equals(second.rawPayload)).toBe(true);

    const first = await t().app.inject({ method: 'GET', url: `${base}?utm_campaign=diwali` });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.body).not.toBe(second.body);
    expect((await t().app.inject({ method: 'GET', url: base })).headers['x-cache']).toBe('hit');
  });

  it('normalises the order of declared parameters and ignores the rest, in one render', async () => {
    let renders = 0;
    const app = await appWith(t().ctx, (app) => {
      app.get(
        '/cache-probe',
        { config: { access: 'public', sitePage: { query: ['sort', 'page'] } }, schema: { hide: true } },
        async (request, reply) => {
          renders += 1;
          const { page, sort } = request.query as Record<string, string>;
          return reply.type('text/html; charset=utf-8').send(`<p>${page}:${sort}:${renders}</p>`);
        },
      );
    });
    try {
      const urls = [
        '/cache-probe?page=2&sort=new',
        '/cache-probe?sort=new&page=2&utm_source=x',
        '/cache-probe?fbclid=1&sort=new&page=2',
      ];
      const bodies = [];
      for (const url of urls) bodies.push((await app.inject({ method: 'GET', url })).body);
      expect(bodies).toEqual(['<p>2:new:1</p>', '<p>2:new:1</p>', '<p>2:new:1</p>']);
      expect((await app.inject({ method: 'GET', url: '/cache-probe?page=3&sort=new' })).body).toBe('<p>3:new:2</p>');
      expect(renders).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('renders a page once for many readers asking at the same time', async () => {
    const article = await buildNews(t().ctx, { title: 'एक साथ कई पाठक' });
    const recording = recordingContext(t());
    const app = await appWith(recording.ctx);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => app.inject({ method: 'GET', url: `/${article.slug}` })),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      }
      expect(answers.filter((answer) => answer.headers['x-cache'] === 'miss')).toHaveLength(1);
      const articleReads = recording.queries.filter((query) => query.parameters.includes(article.slug));
      expect(articleReads).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('shows an article edit and a deactivation at once, on the article, the home page and the category', async () => {
    const category = await buildCategory(t().ctx, { name: 'ताज़ा' });
    const article = await buildNews(t().ctx, { category, title: 'पहला शीर्षक', type: 'big-news' });
    const urls = [`/${article.slug}`, '/', `/${category.slug}`];
    for (const url of urls) {
      await t().app.inject({ method: 'GET', url });
      const kept = await t().app.inject({ method: 'GET', url });
      expect(kept.headers['x-cache'], url).toBe('hit');
      expect(html(kept.body), url).toContain('पहला शीर्षक');
    }

    await updateArticle(t().ctx, { id: article._id, title: 'बदला हुआ शीर्षक' }, [], null);
    for (const url of urls) {
      const page = html((await t().app.inject({ method: 'GET', url })).body);
      expect(page, url).toContain('बदला हुआ शीर्षक');
      expect(page, url).not.toContain('पहला शीर्षक');
    }

    await toggleArticleActive(t().ctx, article._id, false, null);
    const gone = await t().app.inject({ method: 'GET', url: `/${article.slug}` });
    expect(gone.statusCode).toBe(404);
    for (const url of urls.slice(1)) {
      expect(html((await t().app.inject({ method: 'GET', url })).body), url).not.toContain('बदला हुआ शीर्षक');
    }
  });

  it('shows a category rename and a settings change on pages kept before', async () => {
    const { admin } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { name: 'पुराना नाम' });
    const article = await buildNews(t().ctx, { category });
    const url = `/${article.slug}`;
    await t().app.inject({ method: 'GET', url });
    expect(html((await t().app.inject({ method: 'GET', url })).body)).toContain('पुराना नाम');

    await updateCategoryDetails(t().ctx, admin.id, { id: category.id, name: 'नया नाम' }, []);
    const renamed = await t().app.inject({ method: 'GET', url });
    expect(renamed.headers['x-cache']).toBe('miss');
    expect(html(renamed.body)).toContain('नया नाम');
    expect(html(renamed.body)).not.toContain('पुराना नाम');

    await updateSettings(t().ctx, { siteName: 'कैश समाचार' }, admin.id);
    expect(html((await t().app.inject({ method: 'GET', url })).body)).toContain('कैश समाचार');
    expect(html((await t().app.inject({ method: 'GET', url: '/' })).body)).toContain('कैश समाचार');
  });

  it('shows a scheduled article on the home page within 1 s of its publish time', async () => {
    const publishAt = Date.now() + 1500;
    const article = await buildNews(t().ctx, {
      title: 'समय पर छपने वाली खबर',
      type: 'big-news',
      publish: new Date(publishAt).toISOString(),
    });
    await t().app.inject({ method: 'GET', url: '/' });
    const before = await t().app.inject({ method: 'GET', url: '/' });
    expect(before.headers['x-cache']).toBe('hit');
    expect(html(before.body)).not.toContain('समय पर छपने वाली खबर');
    expect((await t().app.inject({ method: 'GET', url: `/${article.slug}` })).statusCode).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, Math.max(publishAt - Date.now(), 0)));
    await shownWithin(t().app, '/', (page) => page.includes('समय पर छपने वाली खबर'), 1000);
    expect((await t().app.inject({ method: 'GET', url: `/${article.slug}` })).statusCode).toBe(200);
  });

  it("renders pages again once the site's day changes (the top bar shows today's date)", async () => {
    const article = await buildNews(t().ctx);
    const url = `/${article.slug}`;
    const midnight = nextSiteMidnight(Date.now(), t().ctx.config.siteTimeZone);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(midnight - 30_000);
    await t().app.inject({ method: 'GET', url });
    expect((await t().app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    vi.setSystemTime(midnight + 30_000);
    expect((await t().app.inject({ method: 'GET', url })).headers['x-cache']).toBe('miss');
  });

  it('keeps within its byte budget, dropping the least recently used pages', async () => {
    const budget = 20_000;
    const app = await appWith({ ...t().ctx, config: { ...t().ctx.config, pageCacheBytes: budget } });
    try {
      const articles = [];
      for (let index = 0; index < 6; index += 1) articles.push(await buildNews(t().ctx));
      for (const article of articles) await app.inject({ method: 'GET', url: `/${article.slug}` });
      expect(app.pageCache.bytes).toBeLessThanOrEqual(budget);
      expect(app.pageCache.pages).toBeGreaterThan(0);
      expect(app.pageCache.pages).toBeLessThan(articles.length);
      expect((await app.inject({ method: 'GET', url: `/${articles.at(-1)!.slug}` })).headers['x-cache']).toBe('hit');
      expect((await app.inject({ method: 'GET', url: `/${articles[0]!.slug}` })).headers['x-cache']).toBe('miss');
    } finally {
      await app.close();
    }
  });

  it('keeps no page when the budget is 0', async () => {
    const app = await appWith({ ...t().ctx, config: { ...t().ctx.config, pageCacheBytes: 0 } });
    try {
      const article = await buildNews(t().ctx);
      const answers = [];
      for (let index = 0; index < 2; index += 1)
        answers.push(await app.inject({ method: 'GET', url: `/${article.slug}` }));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['x-cache']).toBeUndefined();
      }
      expect(app.pageCache.pages).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('never keeps answers for one reader: with a token, with a cookie, API answers, errors and 404s', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const article = await buildNews(t().ctx);
    let cookieRenders = 0;
    const app = await appWith(t().ctx, (app) => {
      app.get(
        '/cookie-page',
        { config: { access: 'public', sitePage: { query: [] } }, schema: { hide: true } },
        (_r, reply) => {
          cookieRenders += 1;
          return reply.header('set-cookie', 'seen=1; Path=/').type('text/html; charset=utf-8').send('<p>for you</p>');
        },
      );
    });
    try {
      app.pageCache.purge();
      const withToken = await app.inject({ method: 'GET', url: `/${article.slug}`, headers: auth });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers['x-cache']).toBeUndefined();
      expect(withToken.headers['cache-control']).toBe('no-store');
      expect(app.pageCache.pages).toBe(0);

      for (let index = 0; index < 2; index += 1) {
        const cookie = await app.inject({ method: 'GET', url: '/cookie-page' });
        expect(cookie.headers['set-cookie']).toBe('seen=1; Path=/');
        expect(cookie.headers['x-cache']).toBeUndefined();
      }
      expect(cookieRenders).toBe(2);

      const api = await app.inject({ method: 'GET', url: '/api/v1/news/all?limit=5' });
      expect(api.statusCode).toBe(200);
      expect(api.headers['x-cache']).toBeUndefined();

      for (let index = 0; index < 2; index += 1) {
        const missing = await app.inject({ method: 'GET', url: '/no-such-article-here' });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['x-cache']).toBe('miss');
      }
      const machine = await app.inject({ method: 'GET', url: '/api' });
      expect(machine.statusCode).toBe(404);
      expect(machine.json()).toEqual({ success: false, message: 'Not found: GET /api' });
      expect(app.pageCache.pages).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('answers kept pages over the network before routing, exactly as the routed answer', async () => {
    const category = await buildCategory(t().ctx, { name: 'दरवाज़ा' });
    for (let index = 0; index < 11; index += 1) await buildNews(t().ctx, { category });
    const article = await buildNews(t().ctx, { category, title: 'दरवाज़े पर जवाब' });
    const app = await appWith(t().ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const url = `/${article.slug}`;
      const miss = await request(base, url, { headers: { 'accept-encoding': 'br' } });
      expect(miss.headers['x-cache']).toBe('miss');
      const hit = await request(base, url, { headers: { 'accept-encoding': 'br' } });
      expect(hit.status).toBe(200);
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.body.equals(miss.body)).toBe(true);
      const { date: _missDate, ...missHeaders } = miss.headers;
      const { date: _hitDate, ...hitHeaders } = hit.headers;
      expect({ ...hitHeaders, 'x-cache': 'miss' }).toEqual(missHeaders);
      expect(brotliDecompressSync(hit.body).toString()).toContain('दरवाज़े पर जवाब');

      const head = await request(base, url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers['x-cache']).toBe('hit');
      expect(head.body.byteLength).toBe(0);
      const plain = await request(base, url);
      expect(head.headers['content-length']).toBe(String(plain.body.byteLength));

      const revalidated = await request(base, url, { headers: { 'if-none-match': String(hit.headers.etag) } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.byteLength).toBe(0);

      await request(base, `/${category.slug}?page=2`);
      const tracked = await request(base, `/${category.slug}?utm_source=x&page=2&fbclid=y`);
      expect(tracked.headers['x-cache']).toBe('hit');
      expect(html(tracked.body.toString())).toContain('पेज 2');
      expect((await request(base, `/${category.slug}?page=1`)).headers['x-cache']).toBe('miss');

      const { auth } = await buildSuperAdmin(t().ctx);
      const withToken = await request(base, url, { headers: auth });
      expect(withToken.headers['x-cache']).toBeUndefined();
      expect(withToken.headers['cache-control']).toBe('no-store');

      await updateArticle(t().ctx, { id: article._id, title: 'दरवाज़े पर नया जवाब' }, [], null);
      const changed = await request(base, url);
      expect(changed.headers['x-cache']).toBe('miss');
      expect(html(changed.body.toString())).toContain('दरवाज़े पर नया जवाब');
    } finally {
      await app.close();
    }
  });
});
