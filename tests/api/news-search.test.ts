import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { parseSearchQuery } from '../../src/server/modules/news/news.search';
import { describeEachDialect } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('GET /api/v1/news/all?q= (full-text search)', (t) => {
  const search = async (q: string, headers: Record<string, string> = {}, extra = '') => {
    const response = await t().app.inject({
      method: 'GET',
      url: `/api/v1/news/all?q=${encodeURIComponent(q)}${extra}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { news: { _id: string; slug: string }[]; pagination: { total: number } };
  };
  const searchRows = async (newsId: string) => {
    const { rows } = await sql<{
      count: number;
    }>`select count(*) as count from news_search where news_id = ${newsId}`.execute(t().db);
    return Number(rows[0]?.count);
  };
  const slugsFor = async (q: string, headers: Record<string, string> = {}) =>
    (await search(q, headers)).news.map((news) => news.slug).sort();

  it('finds a Hindi word in the body, whole and as a prefix, without splitting at vowel signs', async () => {
    await buildNews(t().ctx, { slug: 'hindi-cricket', description: '<p>आज <b>क्रिकेट</b> का बड़ा मैच है।</p>' });
    await buildNews(t().ctx, { slug: 'hindi-karna', description: '<p>हमें मेहनत करना है।</p>' });
    expect(await slugsFor('क्रिकेट')).toEqual(['hindi-cricket']);
    expect(await slugsFor('क्र')).toEqual(['hindi-cricket']);
    // 'कर' is where a tokenizer that drops the virama and vowel signs would split 'क्रिकेट'.
    expect(await slugsFor('कर')).toEqual(['hindi-karna']);
    expect(await slugsFor('केट')).toEqual([]);
  });

  it('matches English words in any letter case, every word as a prefix', async () => {
    await buildNews(t().ctx, { slug: 'monsoon-kerala', title: 'Monsoon reaches Kerala early' });
    await buildNews(t().ctx, { slug: 'monsoon-delhi', title: 'Delhi waits for the MONSOON' });
    expect(await slugsFor('monsoon')).toEqual(['monsoon-delhi', 'monsoon-kerala']);
    expect(await slugsFor('MONS')).toEqual(['monsoon-delhi', 'monsoon-kerala']);
    expect(await slugsFor('monsoon KERALA')).toEqual(['monsoon-kerala']);
    expect(await slugsFor('monsoon, kera!')).toEqual(['monsoon-kerala']);
  });

  it('searches subtitle and tags as well as title and description', async () => {
    await buildNews(t().ctx, { slug: 'by-tag', tag: ['Ranji-Trophy', 'घरेलू'] });
    await buildNews(t().ctx, { slug: 'by-subtitle', subtitle: 'Quarterfinal thriller in Lucknow' });
    expect(await slugsFor('ranji')).toEqual(['by-tag']);
    expect(await slugsFor('घरेलू')).toEqual(['by-tag']);
    expect(await slugsFor('quarterfinal')).toEqual(['by-subtitle']);
  });

  it('keeps the index in step with updates and deletes', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx, { slug: 'will-change', title: 'Pangolin sighted near Kota' });
    expect(await slugsFor('pangolin')).toEqual(['will-change']);
    const updated = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id: news._id, title: 'Leopard sighted near Kota', tag: ['वन्यजीव'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(await slugsFor('pangolin')).toEqual([]);
    expect(await slugsFor('leopard')).toEqual(['will-change']);
    expect(await slugsFor('वन्यजीव')).toEqual(['will-change']);
    expect(await searchRows(news._id)).toBe(1);
    await t().app.inject({ method: 'DELETE', url: '/api/v1/news/delete', headers: auth, payload: { id: news._id } });
    expect(await slugsFor('leopard')).toEqual([]);
    expect(await searchRows(news._id)).toBe(0);
  });

  it('follows the visibility rules and combines with filters and paging', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    await buildNews(t().ctx, { slug: 'quokka-1', title: 'Quokka one', category, publish: '2026-01-01T00:00:00Z' });
    await buildNews(t().ctx, { slug: 'quokka-2', title: 'Quokka two', category, publish: '2026-01-02T00:00:00Z' });
    await buildNews(t().ctx, { slug: 'quokka-3', title: 'Quokka three', publish: '2026-01-03T00:00:00Z' });
    await buildNews(t().ctx, { slug: 'quokka-hidden', title: 'Quokka hidden', category, active: false });
    expect(await slugsFor('quokka')).toEqual(['quokka-1', 'quokka-2', 'quokka-3']);
    expect(await slugsFor('quokka', auth)).toEqual(['quokka-1', 'quokka-2', 'quokka-3', 'quokka-hidden']);
    const page = await search('quokka', {}, `&category=${category.id}&limit=1&page=2`);
    expect(page.news.map((news) => news.slug)).toEqual(['quokka-1']);
    expect(page.pagination).toEqual({ total: 2, page: 2, limit: 1, pages: 2 });
  });

  it('lets no query syntax through: punctuation finds nothing, operators are plain words', async () => {
    await buildNews(t().ctx, { slug: 'plain-words', title: 'Narwhal or walrus' });
    expect(await slugsFor('!!! *** ""')).toEqual([]);
    expect(await slugsFor('narwhal OR')).toEqual(['plain-words']);
    expect(await slugsFor('NOT narwhal')).toEqual([]);
    expect(await slugsFor(`narwhal" OR zebu --`)).toEqual([]);
    expect(await slugsFor("walrus') ; drop table news; --")).toEqual([]);
    expect(await slugsFor('narwhal:* | walrus')).toEqual(['plain-words']);
  });

  it('answers every article when the query is empty', async () => {
    const all = await t().app.inject({ method: 'GET', url: '/api/v1/news/all' });
    expect((await search('   ')).pagination.total).toBe(all.json().pagination.total);
  });
});

it('turns a query into letter, digit and mark tokens only', () => {
  expect(parseSearchQuery(`क्रिकेट "world" cup-2026 ; DROP`).tokens).toEqual(['क्रिकेट', 'world', 'cup', '2026', 'DROP']);
  expect(parseSearchQuery('*:&|!()\'"').tokens).toEqual([]);
});
