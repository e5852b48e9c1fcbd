import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildAdmin } from '../helpers/factories';
import { buildNews, ISO } from '../helpers/news.factory';

type ListAnswer = { success: true; news: { slug: string }[]; pagination: Record<string, number> };

describeEachDialect('GET /api/v1/news/all', (t) => {
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t().app.inject({ method: 'GET', url: `/api/v1/news/all${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as ListAnswer;
  };
  const slugs = (answer: ListAnswer) => answer.news.map((news) => news.slug);

  it('answers every published article newest first, with whole items, when no page is asked for', async () => {
    const category = await buildCategory(t().ctx);
    const older = await buildNews(t().ctx, { category, slug: 'all-older', publish: '2026-03-01T08:00:00Z' });
    const newer = await buildNews(t().ctx, { category, slug: 'all-newer', publish: '2026-03-02T08:00:00Z' });
    await buildNews(t().ctx, { category, slug: 'all-inactive', active: false });
    await buildNews(t().ctx, { category, slug: 'all-future', publish: '2999-01-01T00:00:00Z' });
    const answer = await list(`?category=${category.id}`);
    expect(answer).toEqual({
      success: true,
      news: [newer, older],
      pagination: { total: 2, page: 1, limit: 2, pages: 1 },
    });
    expect(newer.publish).toEqual(ISO);
  });

  it('shows inactive and scheduled articles to an admin token', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    await buildNews(t().ctx, { category, slug: 'adm-live', publish: '2026-03-01T08:00:00Z' });
    await buildNews(t().ctx, { category, slug: 'adm-inactive', active: false, publish: '2026-03-02T08:00:00Z' });
    await buildNews(t().ctx, { category, slug: 'adm-future', publish: '2999-01-01T00:00:00Z' });
    expect(slugs(await list(`?category=${category.id}`, auth))).toEqual(['adm-future', 'adm-inactive', 'adm-live']);
  });

  it('orders articles of the same publish time by id, newest first', async () => {
    const category = await buildCategory(t().ctx);
    const publish = '2026-04-01T00:00:00Z';
    const first = await buildNews(t().ctx, { category, publish });
    const second = await buildNews(t().ctx, { category, publish });
    expect(slugs(await list(`?category=${category.id}`))).toEqual([second.slug, first.slug]);
  });

  it('pages with page and limit', async () => {
    const category = await buildCategory(t().ctx);
    for (let day = 1; day <= 5; day += 1) {
      await buildNews(t().ctx, { category, slug: `page-${day}`, publish: `2026-05-0${day}T00:00:00Z` });
    }
    const second = await list(`?category=${category.id}&page=2&limit=2`);
    expect(slugs(second)).toEqual(['page-3', 'page-2']);
    expect(second.pagination).toEqual({ total: 5, page: 2, limit: 2, pages: 3 });
    const beyond = await list(`?category=${category.id}&page=9&limit=2`);
    expect([beyond.news, beyond.pagination]).toEqual([[], { total: 5, page: 9, limit: 2, pages: 3 }]);
    const pageOnly = await list(`?category=${category.id}&page=1`);
    expect(pageOnly.pagination).toEqual({ total: 5, page: 1, limit: 10, pages: 1 });
  });

  it('filters by category, subcategory, type and language', async () => {
    const category = await buildCategory(t().ctx);
    const subcategory = await buildSubcategory(t().ctx, { category });
    await buildNews(t().ctx, { subcategory, slug: 'f-sub', type: 'big-news', language: 'English' });
    await buildNews(t().ctx, { category, slug: 'f-hindi-big', type: 'big-news', language: 'Hindi' });
    await buildNews(t().ctx, { category, slug: 'f-interview', type: 'Interview', language: 'Hindi' });
    const within = `?category=${category.id}`;
    expect(slugs(await list(`?subcategory=${subcategory.id}`))).toEqual(['f-sub']);
    expect(slugs(await list(`${within}&type=big-news`)).sort()).toEqual(['f-hindi-big', 'f-sub']);
    expect(slugs(await list(`${within}&type=big-news&language=Hindi`))).toEqual(['f-hindi-big']);
    expect(slugs(await list(`${within}&type=Interview`))).toEqual(['f-interview']);
    expect(slugs(await list('?category=0123456789abcdef01234567'))).toEqual([]);
  });

  it('rejects bad paging and filter values with 400', async () => {
    for (const query of ['?limit=101', '?limit=0', '?page=0', '?page=x', '?type=gossip', '?language=French']) {
      const response = await t().app.inject({ method: 'GET', url: `/api/v1/news/all${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: expect.any(Object) });
    }
  });
});

describeEachDialect('GET /api/v1/news/notifications', (t) => {
  it('lists articles sent as notifications, newest created first, with the public rules and paging', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const first = await buildNews(t().ctx, { notificationSend: true, publish: '2026-06-02T00:00:00Z' });
    await buildNews(t().ctx, { notificationSend: false });
    const second = await buildNews(t().ctx, { notificationSend: true, publish: '2026-06-01T00:00:00Z' });
    const hidden = await buildNews(t().ctx, { notificationSend: true, active: false });
    const publicAnswer = await t().app.inject({ method: 'GET', url: '/api/v1/news/notifications' });
    expect(publicAnswer.json()).toEqual({
      success: true,
      news: [second, first],
      pagination: { total: 2, page: 1, limit: 2, pages: 1 },
    });
    const adminAnswer = await t().app.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: auth });
    expect(adminAnswer.json().news.map((news: { _id: string }) => news._id)).toEqual([
      hidden._id,
      second._id,
      first._id,
    ]);
    const paged = await t().app.inject({ method: 'GET', url: '/api/v1/news/notifications?page=2&limit=1' });
    expect(paged.json()).toEqual({
      success: true,
      news: [first],
      pagination: { total: 2, page: 2, limit: 1, pages: 2 },
    });
  });
});
