import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { commentAs } from '../helpers/comments.factory';
import { buildReader, buildSuperAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

/** A Hindi description past the size from which answers are compressed. */
const PAST_COMPRESSION_SIZE = `<p>${'जयपुर में कबड्डी लीग के पहले दिन दर्शकों की भीड़ रही। '.repeat(20)}</p>`;

describeEachDialect("readers' listings, searches and articles, kept between changes", (t) => {
  const slugsFor = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t().app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { news: { slug: string }[] }).news.map((news) => news.slug).sort();
  };

  const retitle = async (auth: Record<string, string>, id: string, title: string) => {
    const edited = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id, title },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  };

  const renameCategory = async (auth: Record<string, string>, id: string, name: string) => {
    const renamed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/update',
      headers: auth,
      payload: { id, name },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  };

  it('answers a repeated search with the same bytes, and a changed one after every kind of write', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const url = '/api/v1/news/all?q=kabaddi&limit=20';
    await buildNews(t().ctx, { slug: 'kabaddi-one', title: 'Kabaddi league opens' });
    const first = await t().app.inject({ method: 'GET', url });
    const again = await t().app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');

    const second = await buildNews(t().ctx, { slug: 'kabaddi-two', title: 'Kabaddi final tonight' });
    expect(await slugsFor(url)).toEqual(['kabaddi-one', 'kabaddi-two']);

    const hidden = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: second._id, activeStatus: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await slugsFor(url)).toEqual(['kabaddi-one']);
    // An admin's answer is never the reader's kept one, nor kept for readers.
    expect(await slugsFor(url, auth)).toEqual(['kabaddi-one', 'kabaddi-two']);
    expect(await slugsFor(url)).toEqual(['kabaddi-one']);

    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/news/delete?id=${second._id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await slugsFor(url, auth)).toEqual(['kabaddi-one']);
  });

  it('sends a kept article compressed as it was kept, in the encoding asked, with an ETag a client can revalidate', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const article = await buildNews(t().ctx, {
      slug: 'kept-compressed',
      title: 'कबड्डी लीग का पहला दिन',
      description: PAST_COMPRESSION_SIZE,
    });
    const url = `/api/v1/news/${article.slug}`;
    const ask = (headers: Record<string, string>) => t().app.inject({ method: 'GET', url, headers });
    const plain = (await ask({})).body;
    // Compressed off the event loop once kept: the kept copies arrive a moment after the first answer.
    await expect.poll(async () => (await ask({ 'accept-encoding': 'br' })).headers.etag).toBeTruthy();

    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await ask({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const identity = await ask({});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);

    const revalidated = await ask({ 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    await retitle(auth, article._id, 'कबड्डी लीग का दूसरा दिन');
    const changed = await ask({ 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(zlib.gunzipSync(changed.rawPayload).toString()).toContain('कबड्डी लीग का दूसरा दिन');
  });

  it('keeps a search whole from its second ask, compressed once, until an article changes', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const article = await buildNews(t().ctx, {
      slug: 'kabaddi-kept',
      title: 'कबड्डी लीग',
      description: PAST_COMPRESSION_SIZE,
    });
    const url = `/api/v1/news/all?q=${encodeURIComponent('कबड्डी')}&page=1&limit=20`;
    const ask = (headers: Record<string, string> = {}) => t().app.inject({ method: 'GET', url, headers });
    // Asked once, a search is answered and not kept: no tag to revalidate, however long one waits.
    const once = await ask({ 'accept-encoding': 'gzip' });
    expect(once.headers.etag).toBeUndefined();
    await sleep(100);
    // Asked again, it is kept, and its compressed copies follow a moment later.
    const plain = (await ask()).body;
    await expect.poll(async () => (await ask({ 'accept-encoding': 'gzip' })).headers.etag).toBeTruthy();
    const kept = await ask({ 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(kept.rawPayload).toString()).toBe(plain);
    const revalidated = await ask({ 'accept-encoding': 'gzip', 'if-none-match': String(kept.headers.etag) });
    expect(revalidated.statusCode).toBe(304);

    await retitle(auth, article._id, 'कबड्डी लीग का दूसरा दिन');
    const changed = await ask({ 'accept-encoding': 'gzip', 'if-none-match': String(kept.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).toBeUndefined();
    expect(zlib.gunzipSync(changed.rawPayload).toString()).toContain('कबड्डी लीग का दूसरा दिन');
  });

  it('shows a renamed category in the kept answers at once', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { name: 'Khel' });
    await buildNews(t().ctx, { category, slug: 'khel-story' });
    const url = `/api/v1/news/all?category=${category.id}&page=1&limit=10`;
    const before = await t().app.inject({ method: 'GET', url });
    expect(before.body).toContain('Khel');
    await renameCategory(auth, category.id, 'Khel Jagat');
    const after = await t().app.inject({ method: 'GET', url });
    expect(after.body).toContain('Khel Jagat');
  });

  it('shows a scheduled article once its time comes, without any write', async () => {
    const url = '/api/v1/news/all?q=hockey&limit=20';
    const publish = new Date(Date.now() + 1200).toISOString();
    await buildNews(t().ctx, { slug: 'hockey-now', title: 'Hockey camp begins' });
    await buildNews(t().ctx, { slug: 'hockey-later', title: 'Hockey squad named', publish });
    expect(await slugsFor(url)).toEqual(['hockey-now']);
    await sleep(Date.parse(publish) - Date.now() + 300);
    expect(await slugsFor(url)).toEqual(['hockey-later', 'hockey-now']);
  });

  it("keeps an article's answer until the article, its category or its comments change", async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { name: 'Kushti' });
    const article = await buildNews(t().ctx, { category, slug: 'kept-answer', title: 'Kept answer' });
    const read = async (key: string) => {
      const response = await t().app.inject({ method: 'GET', url: `/api/v1/news/${key}` });
      return { status: response.statusCode, body: response.body, news: response.json().news };
    };
    const first = await read('kept-answer');
    expect((await read('kept-answer')).body).toBe(first.body);
    expect((await read(article._id)).body).toBe(first.body);

    const reader = await buildReader(t().ctx);
    await commentAs(t(), reader, article._id, 'First to comment');
    expect((await read('kept-answer')).news.commentCount).toBe(1);
    expect((await read(article._id)).news.commentCount).toBe(1);

    await retitle(auth, article._id, 'Kept answer, edited');
    expect((await read('kept-answer')).news.title).toBe('Kept answer, edited');

    await renameCategory(auth, category.id, 'Kushti Jagat');
    expect((await read(article._id)).body).toContain('Kushti Jagat');

    await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: article._id, activeStatus: false },
    });
    expect((await read('kept-answer')).status).toBe(404);
    const forAdmin = await t().app.inject({ method: 'GET', url: '/api/v1/news/kept-answer', headers: auth });
    expect(forAdmin.json().news.active).toBe(false);
    expect((await read('kept-answer')).status).toBe(404);
  });

  it("keeps a category's page until its articles or its name change", async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { name: 'Shatranj' });
    await buildNews(t().ctx, { category, slug: 'shatranj-one' });
    const url = `/api/v1/category/${category.id}?page=1&limit=10`;
    const first = await t().app.inject({ method: 'GET', url });
    expect((await t().app.inject({ method: 'GET', url })).body).toBe(first.body);

    await buildNews(t().ctx, { category, slug: 'shatranj-two' });
    expect(await slugsFor(url)).toEqual(['shatranj-one', 'shatranj-two']);
    await renameCategory(auth, category.id, 'Shatranj Jagat');
    expect((await t().app.inject({ method: 'GET', url })).json().category.name).toBe('Shatranj Jagat');
  });
});
