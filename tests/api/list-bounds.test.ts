import { expect, it } from 'vitest';
import { newId } from '../../src/server/lib/ids';
import { buildAd } from '../helpers/ads.factory';
import { describeEachDialect } from '../helpers/app';
import { buildBreakingNews } from '../helpers/breaking.factory';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildAdmin, buildSuperAdmin } from '../helpers/factories';
import { buildLiveStream } from '../helpers/live.factory';
import { buildManyNews, buildNews } from '../helpers/news.factory';
import { buildPoll } from '../helpers/polls.factory';
import { buildVideo } from '../helpers/videos.factory';

describeEachDialect('bounded list answers', (t) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('answers at most the 1,000 newest articles to an unpaged GET /news/all, with the true total', async () => {
    const category = await buildCategory(t().ctx);
    const ids = await buildManyNews(t().ctx, 1003, { category, word: 'capword' });
    const response = await get(`/news/all?category=${category.id}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.news).toHaveLength(1000);
    expect(answer.news[0]._id).toBe(ids[0]);
    expect(answer.news[999]._id).toBe(ids[999]);
    expect(answer.pagination).toEqual({ total: 1003, page: 1, limit: 1000, pages: 2 });
  });

  it('counts a search only up to 1,000 matches and then says the total is a lower bound', async () => {
    const category = await buildCategory(t().ctx);
    const ids = await buildManyNews(t().ctx, 1002, { category, word: 'lowerbound' });
    const common = (await get('/news/all?q=lowerbound&limit=20')).json();
    expect(common.news.map((news: { _id: string }) => news._id)).toEqual(ids.slice(0, 20));
    expect(common.pagination).toEqual({ total: 1000, page: 1, limit: 20, pages: 50, totalIsLowerBound: true });
    const unpaged = (await get('/news/all?q=lowerbound')).json();
    expect(unpaged.news).toHaveLength(1000);
    expect(unpaged.pagination).toEqual({ total: 1000, page: 1, limit: 1000, pages: 1, totalIsLowerBound: true });
    const exact = (await get('/news/all?q=lowerbound 1001&limit=10')).json();
    expect(exact.pagination).toEqual({ total: 1, page: 1, limit: 10, pages: 1 });
  });

  it('keeps search results newest first when an edit moves an article’s publish time', async () => {
    const category = await buildCategory(t().ctx);
    const older = await buildNews(t().ctx, { category, title: 'moveword old', publish: '2026-01-01T10:00:00Z' });
    const newer = await buildNews(t().ctx, { category, title: 'moveword new', publish: '2026-01-02T10:00:00Z' });
    const order = async () => (await get('/news/all?q=moveword')).json().news.map((news: { _id: string }) => news._id);
    expect(await order()).toEqual([newer._id, older._id]);
    const { auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const update = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id: older._id, publish: '2026-01-03T10:00:00Z' },
    });
    expect(update.statusCode).toBe(200);
    expect(await order()).toEqual([older._id, newer._id]);
  });

  it('answers at most the 1,000 newest registered users when no page is asked for', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const now = Date.parse('2026-06-01T00:00:00Z');
    const readers = Array.from({ length: 1001 }, (_, index) => {
      const id = newId();
      const at = new Date(now - index * 1000).toISOString();
      return {
        id,
        name: `R${index}`,
        email: `r${index}-${id}@example.com`,
        location: '',
        token_version: 1,
        created_at: at,
        updated_at: at,
      };
    });
    for (let start = 0; start < readers.length; start += 500) {
      await t()
        .db.insertInto('readers')
        .values(readers.slice(start, start + 500))
        .execute();
    }
    const users = (await get('/users', auth)).json().users;
    expect(users).toHaveLength(1000);
    expect(users[0]._id).toBe(readers[0]?.id);
  });

  it('takes a limit of 1 to 500 on every editorial list and answers the first items in its order', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    await buildSubcategory(t().ctx);
    await buildSubcategory(t().ctx);
    for (let index = 0; index < 3; index += 1) {
      const at = new Date(Date.parse('2030-01-01T00:00:00Z') + index * 1000).toISOString();
      await buildAd(t().ctx, { created_at: at });
      await buildVideo(t().ctx, { publish_at: at, created_at: at });
      await buildPoll(t().ctx, { createdAt: at });
      await buildBreakingNews(t().ctx, { created_at: at });
      await buildLiveStream(t().ctx, { created_at: at });
      await buildCategory(t().ctx);
    }
    const lists: [string, string][] = [
      ['/ads/getAll', 'ads'],
      ['/yt/getAll', 'videos'],
      ['/poll/get', 'polls'],
      ['/breakingNews/getAll', 'breakingNewss'],
      ['/live/getAll', 'liveStreams'],
      ['/admin', 'admins'],
      ['/category/all', 'categories'],
      ['/subcategory/all', 'subCategories'],
    ];
    for (const [url, field] of lists) {
      const all = (await get(url, auth)).json()[field];
      expect(all.length, url).toBeGreaterThan(1);
      const limited = await get(`${url}?limit=1`, auth);
      expect([limited.statusCode, limited.json()[field]], url).toEqual([200, all.slice(0, 1)]);
      for (const limit of ['0', '501', '2.5', 'many']) {
        const refused = await get(`${url}?limit=${limit}`, auth);
        expect([refused.statusCode, refused.json()], `${url}?limit=${limit}`).toEqual([
          400,
          {
            success: false,
            message: 'Limit must be a whole number from 1 to 500',
            errors: { limit: 'Limit must be a whole number from 1 to 500' },
          },
        ]);
      }
    }
  });

  it('refuses a page size above 100 on the paged lists with a clear message', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    for (const url of ['/news/all', '/news/notifications', `/category/${category.id}`, '/users', '/contact/all']) {
      const response = await get(`${url}?limit=101`, auth);
      expect([response.statusCode, response.json().message], url).toEqual([
        400,
        'Limit must be a whole number from 1 to 100',
      ]);
    }
    const page = await get('/news/all?page=0');
    expect(page.json().message).toBe('Page must be a whole number from 1');
  });
});
