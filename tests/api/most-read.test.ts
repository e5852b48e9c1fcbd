import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { ContentChanged } from '../../src/server/lib/content-events';
import { READ_RATE_LIMIT_MESSAGE } from '../../src/server/modules/most-read/most-read.routes';
import { readCounterOf } from '../../src/server/modules/most-read/most-read.service';
import { hoursBefore } from '../../src/server/modules/most-read/read-hours';
import { listingMessages } from '../../src/shared/messages/listings';
import { READ_NEWS_ID_MESSAGE } from '../../src/shared/schemas/most-read';
import {
  createTestContext,
  describeEachDialect,
  postgresAvailable,
  type TestApp,
  testedDialects,
} from '../helpers/app';
import { buildAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

let addressCount = 0;
/** A reader address no other test has used: the hour's gate remembers every address it admitted. */
const freshAddress = () => {
  addressCount += 1;
  return `198.18.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

const read = (t: TestApp, newsId: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/news/read/${newsId}`, remoteAddress });

/** `times` reads of the article, each from an address of its own. */
async function readsOf(t: TestApp, newsId: string, times: number) {
  for (let count = 0; count < times; count += 1)
    expect((await read(t, newsId, freshAddress())).json().counted).toBe(true);
}

async function storedReads(t: TestApp) {
  const rows = await t.db.selectFrom('news_reads').selectAll().orderBy('news_id').execute();
  return rows.map((row) => ({ newsId: row.news_id, hour: row.hour, count: Number(row.count) }));
}

const flush = (t: TestApp) => readCounterOf(t.ctx).flush();

/** The block's links in rank order, and its heading. */
async function blockOn(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const section = /<section aria-labelledby="most-read"[^>]*>(.*?)<\/section>/s.exec(response.body)?.[1];
  return {
    cache: response.headers['x-cache'],
    heading: section && /<h2[^>]*>(.*?)<\/h2>/s.exec(section)?.[1],
    links: section ? [...section.matchAll(/<a href="\/([^"]+)"/g)].map((match) => match[1]) : [],
  };
}

/** Every content event of the 'most read' block the bus carries from now on. */
function blockAnnouncements(t: TestApp) {
  const heard: ContentChanged[] = [];
  const unsubscribe = t.ctx.events.subscribe((event) => {
    if (event.entity === 'most_read') heard.push(event);
  });
  return { heard, unsubscribe };
}

describeEachDialect('most read', (getApp) => {
  beforeEach(async () => {
    const t = getApp();
    await flush(t);
    await t.db.deleteFrom('news_reads').execute();
  });

  it('counts a read once per address and article per hour', async () => {
    const t = getApp();
    const [first, second] = [await buildNews(t.ctx), await buildNews(t.ctx)];
    const reader = freshAddress();
    expect(await read(t, first._id, reader)).toAnswer(200, { success: true, counted: true });
    expect(await read(t, first._id, reader)).toAnswer(200, { success: true, counted: false });
    expect((await read(t, second._id, reader)).json().counted).toBe(true);
    expect((await read(t, first._id, freshAddress())).json().counted).toBe(true);
    // One IPv6 /64 is one reader address.
    expect((await read(t, first._id, '2001:db8:7:1::1')).json().counted).toBe(true);
    expect((await read(t, first._id, '2001:db8:7:1::2')).json().counted).toBe(false);
    await flush(t);
    expect(await storedReads(t)).toEqual(
      [
        { newsId: first._id, hour: expect.any(String), count: 3 },
        { newsId: second._id, hour: expect.any(String), count: 1 },
      ].sort((a, b) => a.newsId.localeCompare(b.newsId)),
    );
  });

  it('writes no row on the request path: the reads wait for the batch, which writes them to the hour', async () => {
    const t = getApp();
    const news = await buildNews(t.ctx);
    const before = new Date().toISOString().slice(0, 13);
    await readsOf(t, news._id, 3);
    expect(await storedReads(t)).toEqual([]);
    await flush(t);
    const rows = await storedReads(t);
    expect(rows).toEqual([{ newsId: news._id, hour: expect.any(String), count: 3 }]);
    expect([before, new Date().toISOString().slice(0, 13)]).toContain(rows[0]?.hour);
    // A second batch adds to the same bucket.
    await readsOf(t, news._id, 2);
    await flush(t);
    expect((await storedReads(t))[0]?.count).toBe(5);
  });

  it('refuses an id that is not an article id, and drops reads of an unknown article at the batch', async () => {
    const t = getApp();
    expect(await read(t, 'not-an-id', freshAddress())).toAnswer(400, {
      success: false,
      message: READ_NEWS_ID_MESSAGE,
      errors: { newsId: READ_NEWS_ID_MESSAGE },
    });
    expect((await read(t, 'a'.repeat(24), freshAddress())).json().counted).toBe(true);
    await flush(t);
    expect(await storedReads(t)).toEqual([]);
  });

  it('answers 429 with a clear message past 120 reads a minute from one address', async () => {
    const t = getApp();
    const news = await buildNews(t.ctx);
    const address = freshAddress();
    for (let call = 1; call <= 120; call += 1) expect((await read(t, news._id, address)).statusCode).toBe(200);
    expect(await read(t, news._id, address)).toFailWith(429, READ_RATE_LIMIT_MESSAGE);
  });

  it('shows the block on home and beside an article, ranked, in the page language, kept until the next batch', async () => {
    const t = getApp();
    const [top, second, third] = [
      await buildNews(t.ctx, { title: 'सबसे पहली ख़बर' }),
      await buildNews(t.ctx, { title: 'Second most read', language: 'English' }),
      await buildNews(t.ctx),
    ];
    await readsOf(t, top._id, 3);
    await readsOf(t, second._id, 2);
    await readsOf(t, third._id, 1);
    await flush(t);

    const home = await blockOn(t, '/');
    expect(home.heading).toBe(listingMessages.mostRead.hi);
    expect(home.links).toEqual([top.slug, second.slug, third.slug]);
    const english = await blockOn(t, `/${second.slug}`);
    expect(english.heading).toBe('Most read');
    expect(english.links).toEqual([top.slug, second.slug, third.slug]);
    expect((await blockOn(t, `/${top.slug}`)).heading).toBe('सबसे ज़्यादा पढ़ी गईं');

    // New reads change nothing on the kept pages until their batch is written.
    await readsOf(t, third._id, 4);
    const kept = await blockOn(t, '/');
    expect(kept.cache).toBe('hit');
    expect(kept.links).toEqual([top.slug, second.slug, third.slug]);
    await flush(t);
    expect((await blockOn(t, '/')).links).toEqual([third.slug, top.slug, second.slug]);
    expect((await blockOn(t, `/${second.slug}`)).links).toEqual([third.slug, top.slug, second.slug]);
  });

  it('announces the block after a batch only when its articles or their order changed', async () => {
    const t = getApp();
    const [first, second] = [await buildNews(t.ctx), await buildNews(t.ctx)];
    await readsOf(t, first._id, 2);
    await readsOf(t, second._id, 1);
    await flush(t);
    const { heard, unsubscribe } = blockAnnouncements(t);
    await readsOf(t, first._id, 1);
    await flush(t);
    expect(heard).toEqual([]);
    // Kept pages stay kept through a batch that changed no rank.
    await blockOn(t, '/');
    expect((await blockOn(t, '/')).cache).toBe('hit');
    await readsOf(t, second._id, 3);
    await flush(t);
    expect(heard).toEqual([expect.objectContaining({ action: 'update', ids: [second._id, first._id] })]);
    unsubscribe();
  });

  it('drops an article from the block at once when it is hidden or deleted', async () => {
    const t = getApp();
    const { auth } = await buildAdmin(t.ctx, { permissions: { canDelete: true } });
    const [hidden, deleted, staying] = [await buildNews(t.ctx), await buildNews(t.ctx), await buildNews(t.ctx)];
    await readsOf(t, hidden._id, 3);
    await readsOf(t, deleted._id, 2);
    await readsOf(t, staying._id, 1);
    await flush(t);
    expect((await blockOn(t, '/')).links).toEqual([hidden.slug, deleted.slug, staying.slug]);

    const toggled = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: hidden._id, activeStatus: false },
    });
    expect(toggled.statusCode).toBe(200);
    expect((await blockOn(t, '/')).links).toEqual([deleted.slug, staying.slug]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/news/delete',
      headers: auth,
      payload: { id: deleted._id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await blockOn(t, '/')).links).toEqual([staying.slug]);
    expect((await blockOn(t, `/${staying.slug}`)).links).toEqual([staying.slug]);
  });

  it('lists the top 10 of the last 24 hours with their counts on the dashboard, for admins', async () => {
    const t = getApp();
    const { auth } = await buildAdmin(t.ctx);
    const articles = [];
    for (let index = 0; index < 12; index += 1) articles.push(await buildNews(t.ctx, { title: `Read ${index}` }));
    // The first has the most reads, the last the fewest.
    const rows = articles.map((news, index) => ({
      news_id: news._id,
      hour: hoursBefore(new Date(), index % 3),
      count: 20 - index,
    }));
    await t.db.insertInto('news_reads').values(rows).execute();
    // Reads from before the last 24 hours count for nothing.
    const old = articles[11];
    if (!old) throw new Error('no article');
    await t.db
      .insertInto('news_reads')
      .values({ news_id: old._id, hour: hoursBefore(new Date(), 24), count: 100 })
      .execute();

    expect(await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/most-read' })).toFailWith(
      401,
      'Authentication required',
    );
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/most-read', headers: auth });
    expect(answer).toAnswer(200, {
      success: true,
      hours: 24,
      articles: articles.slice(0, 10).map((news, index) => ({
        _id: news._id,
        title: news.title,
        slug: news.slug,
        language: 'Hindi',
        active: true,
        reads: 20 - index,
      })),
    });
  });

  it('prunes buckets older than two days at the first batch of an hour', async () => {
    const t = getApp();
    const news = await buildNews(t.ctx);
    // Two hours on: the counter's last pruning was in an earlier hour.
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await t.db
      .insertInto('news_reads')
      .values([
        { news_id: news._id, hour: hoursBefore(later, 48), count: 1 },
        { news_id: news._id, hour: hoursBefore(later, 47), count: 2 },
      ])
      .execute();
    await readCounterOf(t.ctx).flush(later);
    expect((await storedReads(t)).map((row) => row.count)).toEqual([2]);
  });
});

describe('closing the app', () => {
  for (const dialect of testedDialects) {
    it.skipIf(dialect === 'postgres' && !postgresAvailable)(`writes the pending reads first [${dialect}]`, async () => {
      const context = await createTestContext(dialect);
      try {
        const app = await buildApp(context.ctx, { loggerInstance: context.log });
        await app.ready();
        const news = await buildNews(context.ctx);
        const answer = await app.inject({
          method: 'POST',
          url: `/api/v1/news/read/${news._id}`,
          remoteAddress: '192.0.2.5',
        });
        expect(answer.json()).toEqual({ success: true, counted: true });
        expect(await context.db.selectFrom('news_reads').selectAll().execute()).toEqual([]);
        await app.close();
        const rows = await context.db.selectFrom('news_reads').select(['news_id', 'count']).execute();
        expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([{ news_id: news._id, count: 1 }]);
      } finally {
        await context.close();
      }
    });
  }
});
