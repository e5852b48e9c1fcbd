import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { takeAppErrors } from '../helpers/app-log';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { countStoredFiles, makeImage, SVG_IMAGE, uploadsDir } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { buildNews, countRows, ID, ISO, newsBody, sideRows } from '../helpers/news.factory';

describeEachDialect('POST /api/v1/news/create', (t) => {
  it('publishes an article from JSON and answers it whole', async () => {
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const subcategory = await buildSubcategory(t().ctx);
    const body = newsBody(subcategory.category_id, { subcategory: subcategory.id, slug: 'India-Win-Series' });
    const before = Date.now();
    const response = await t().app.inject({ method: 'POST', url: '/api/v1/news/create', headers: auth, payload: body });
    expect(response.statusCode).toBe(201);
    const { news } = response.json();
    expect(response.json()).toEqual({
      success: true,
      message: 'News Details Added Successfully',
      news: {
        _id: ID,
        title: 'क्रिकेट: India win the series',
        subtitle: 'A late surge',
        description: '<p>The <strong>final</strong> match went to the last over.</p>',
        language: 'Hindi',
        type: 'top-news',
        category: { _id: subcategory.category_id, name: expect.any(String) },
        subcategory: { _id: subcategory.id, name: subcategory.name },
        location: 'Jaipur',
        youtubeurl: 'https://www.youtube.com/watch?v=abcdefghijk',
        notificationSend: true,
        tag: ['cricket', 'India'],
        slug: 'india-win-series',
        images: [{ public_id: '2026/11/cover', url: '/uploads/2026/11/cover.webp', width: 1200, height: 675 }],
        active: true,
        publish: ISO,
        createdAt: ISO,
        updatedAt: ISO,
        version: 1,
        commentsEnabled: true,
        commentCount: 0,
        likes: 0,
        live: false,
        liveStartedAt: null,
        liveEndedAt: null,
      },
    });
    expect(Date.parse(news.publish)).toBeGreaterThanOrEqual(before - 1000);
    const stored = await t().db.selectFrom('news').selectAll().where('id', '=', news._id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ created_by: admin.id, description_text: 'The final match went to the last over.' });
    const { tags, images, audits } = await sideRows(t(), news._id);
    expect(tags.map((row) => row.tag)).toEqual(['cricket', 'India']);
    expect(images).toHaveLength(1);
    expect(audits).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'news' })]);
  });

  it('takes a multipart form, stores its image files and appends them, honours active and publish', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const form = await multipart(
      { ...newsBody(category.id), notificationSend: 'false', active: 'false', publish: '2030-01-02T10:00:00+05:30' },
      [{ field: 'thumbnail', filename: 'cover.png', type: 'image/png', bytes: await makeImage('png', 400, 300) }],
    );
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const { news } = response.json();
    expect(news).toMatchObject({
      notificationSend: false,
      active: false,
      publish: '2030-01-02T04:30:00.000Z',
      tag: ['cricket', 'India'],
      subcategory: null,
    });
    expect(news.images).toEqual([
      { public_id: '2026/11/cover', url: '/uploads/2026/11/cover.webp', width: 1200, height: 675 },
      { public_id: expect.any(String), url: expect.stringMatching(/^\/uploads\/.+\.webp$/), width: 400, height: 300 },
    ]);
    expect(existsSync(path.join(uploadsDir(t().ctx), `${news.images[1].public_id}.webp`))).toBe(true);
  });

  it('leaves nothing behind when one of the form files is not an image (415)', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const [newsBefore, tagsBefore, filesBefore] = [
      await countRows(t(), 'news'),
      await countRows(t(), 'news_tags'),
      countStoredFiles(uploadsDir(t().ctx)),
    ];
    const form = await multipart(newsBody(category.id), [
      { field: 'thumbnail', filename: 'ok.png', type: 'image/png', bytes: await makeImage('png') },
      { field: 'images', filename: 'evil.svg', type: 'image/svg+xml', bytes: SVG_IMAGE },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response).toFailWith(415, expect.stringContaining('evil.svg'));
    expect(await countRows(t(), 'news')).toBe(newsBefore);
    expect(await countRows(t(), 'news_tags')).toBe(tagsBefore);
    expect(countStoredFiles(uploadsDir(t().ctx))).toBe(filesBefore);
  });

  it('removes the stored images again when the database write fails', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const filesBefore = countStoredFiles(uploadsDir(t().ctx));
    const form = await multipart(newsBody(category.id), [
      { field: 'thumbnail', filename: 'ok.png', type: 'image/png', bytes: await makeImage('png', 700, 400) },
    ]);
    const newsBefore = await countRows(t(), 'news');
    // The tags table is away, so the transaction fails after the image was stored.
    await t().db.schema.alterTable('news_tags').renameTo('news_tags_away').execute();
    try {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/v1/news/create',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(500);
      expect(takeAppErrors()).toEqual([expect.stringContaining('"msg":"request failed"')]);
    } finally {
      await t().db.schema.alterTable('news_tags_away').renameTo('news_tags').execute();
    }
    expect(await countRows(t(), 'news')).toBe(newsBefore);
    expect(countStoredFiles(uploadsDir(t().ctx))).toBe(filesBefore);
  });

  it('needs a token, an admin and the canAdd permission', async () => {
    const category = await buildCategory(t().ctx);
    const payload = newsBody(category.id);
    const call = (headers: Record<string, string>) =>
      t().app.inject({ method: 'POST', url: '/api/v1/news/create', headers, payload });
    expect((await call({})).json()).toEqual({ success: false, message: 'Authentication required' });
    expect((await call({})).statusCode).toBe(401);
    const reader = await call((await buildReader(t().ctx)).auth);
    expect([reader.statusCode, reader.json().message]).toEqual([403, 'Access denied']);
    const editor = await call((await buildAdmin(t().ctx, { permissions: { canEdit: true, canDelete: true } })).auth);
    expect([editor.statusCode, editor.json().message]).toEqual([403, 'Access denied']);
    expect((await call((await buildSuperAdmin(t().ctx)).auth)).statusCode).toBe(201);
  });
});

describeEachDialect('PUT /api/v1/news/update', (t) => {
  it('changes the fields sent and keeps the rest', async () => {
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const original = await buildNews(t().ctx, { tag: ['old'], notificationSend: true });
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    const form = await multipart({
      id: original._id,
      title: 'New headline',
      category: category.id,
      subcategory: '',
      tag: JSON.stringify(['new', 'new', 'fresh']),
    });
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response).toAnswer(200, {
      success: true,
      message: 'News Details Updated Successfully',
      news: {
        ...original,
        title: 'New headline',
        category: { _id: category.id, name: 'खेल' },
        tag: ['new', 'fresh'],
        updatedAt: ISO,
        version: 2,
      },
    });
    const { audits } = await sideRows(t(), original._id);
    expect(audits.at(-1)).toMatchObject({ admin_id: admin.id, action: 'update' });
  });

  it('replaces images when sent and appends uploaded files', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const original = await buildNews(t().ctx);
    const image = { public_id: 'x/1', url: '/uploads/x/1.webp', width: 10, height: 10 };
    const form = await multipart({ id: original._id, images: [image] }, [
      { field: 'images', filename: 'b.png', type: 'image/png', bytes: await makeImage('png', 80, 60) },
    ]);
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().news.images).toEqual([
      image,
      { public_id: expect.any(String), url: expect.any(String), width: 80, height: 60 },
    ]);
  });

  it('answers 404 for an unknown id and guards by canEdit', async () => {
    const news = await buildNews(t().ctx);
    const call = (headers: Record<string, string>, id = news._id) =>
      t().app.inject({ method: 'PUT', url: '/api/v1/news/update', headers, payload: { id, title: 'X' } });
    expect((await call({})).statusCode).toBe(401);
    expect((await call((await buildReader(t().ctx)).auth)).statusCode).toBe(403);
    const adder = await call((await buildAdmin(t().ctx, { permissions: { canAdd: true, canDelete: true } })).auth);
    expect([adder.statusCode, adder.json().message]).toEqual([403, 'Access denied']);
    const { auth } = await buildSuperAdmin(t().ctx);
    expect((await call(auth)).statusCode).toBe(200);
    const missing = await call(auth, '0123456789abcdef01234567');
    expect([missing.statusCode, missing.json()]).toEqual([404, { success: false, message: 'News not found' }]);
  });
});

describeEachDialect('PUT /api/v1/news/toggleActive', (t) => {
  it('lets any admin deactivate and activate, from a form or JSON', async () => {
    const { admin, auth } = await buildAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    const form = await multipart({ newsId: news._id, activeStatus: 'false' });
    const off = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(off).toAnswer(200, {
      success: true,
      message: 'News deactivated successfully',
      news: { ...news, active: false, updatedAt: ISO },
    });
    const on = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: news._id, activeStatus: true },
    });
    expect(on.json()).toMatchObject({ message: 'News activated successfully', news: { active: true } });
    const { audits } = await sideRows(t(), news._id);
    expect(audits.filter((row) => row.action === 'toggle')).toEqual([
      expect.objectContaining({ admin_id: admin.id, details: JSON.stringify({ active: false }) }),
      expect.objectContaining({ admin_id: admin.id, details: JSON.stringify({ active: true }) }),
    ]);
  });

  it('needs an admin token, a yes/no status and a known article', async () => {
    const news = await buildNews(t().ctx);
    const call = (headers: Record<string, string>, payload: object) =>
      t().app.inject({ method: 'PUT', url: '/api/v1/news/toggleActive', headers, payload });
    expect((await call({}, { newsId: news._id, activeStatus: false })).statusCode).toBe(401);
    expect((await call((await buildReader(t().ctx)).auth, { newsId: news._id, activeStatus: false })).statusCode).toBe(
      403,
    );
    const superAdmin = await call((await buildSuperAdmin(t().ctx)).auth, { newsId: news._id, activeStatus: 'true' });
    expect([superAdmin.statusCode, superAdmin.json().news.active]).toEqual([200, true]);
    const { auth } = await buildAdmin(t().ctx);
    const wrong = await call(auth, { newsId: news._id, activeStatus: 'maybe' });
    expect(wrong.json()).toEqual({
      success: false,
      message: 'activeStatus must be true or false',
      errors: { activeStatus: 'activeStatus must be true or false' },
    });
    const missing = await call(auth, { newsId: '0123456789abcdef01234567', activeStatus: true });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'News not found']);
  });
});

describeEachDialect('DELETE /api/v1/news/delete', (t) => {
  it('deletes the article with its tags, images and search row (id in a JSON body)', async () => {
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    const news = await buildNews(t().ctx, { title: 'Zanzibarian festival' });
    const response = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/news/delete',
      headers: auth,
      payload: { id: news._id },
    });
    expect(response).toAnswer(200, { success: true, message: 'News deleted successfully!' });
    const { tags, images, audits } = await sideRows(t(), news._id);
    expect([tags, images]).toEqual([[], []]);
    expect(audits.at(-1)).toMatchObject({ admin_id: admin.id, action: 'delete' });
    const search = await t().app.inject({ method: 'GET', url: '/api/v1/news/all?q=Zanzibarian', headers: auth });
    expect(search.json().news).toEqual([]);
    const again = await t().app.inject({ method: 'GET', url: `/api/v1/news/${news._id}`, headers: auth });
    expect(again.statusCode).toBe(404);
  });

  it('takes the id as ?id= too, answers 404 for unknown ids and 400 without one', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    const byQuery = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/news/delete?id=${news._id}`,
      headers: auth,
    });
    expect(byQuery.statusCode).toBe(200);
    const gone = await t().app.inject({ method: 'DELETE', url: `/api/v1/news/delete?id=${news._id}`, headers: auth });
    expect([gone.statusCode, gone.json()]).toEqual([404, { success: false, message: 'News not found' }]);
    const none = await t().app.inject({ method: 'DELETE', url: '/api/v1/news/delete', headers: auth });
    expect([none.statusCode, none.json()]).toEqual([
      400,
      { success: false, message: 'Id is required', errors: { id: 'Id is required' } },
    ]);
  });

  it('needs the canDelete permission', async () => {
    const news = await buildNews(t().ctx);
    const call = (headers: Record<string, string>) =>
      t().app.inject({ method: 'DELETE', url: '/api/v1/news/delete', headers, payload: { id: news._id } });
    expect((await call({})).statusCode).toBe(401);
    expect((await call((await buildReader(t().ctx)).auth)).statusCode).toBe(403);
    const editor = await call((await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true } })).auth);
    expect([editor.statusCode, editor.json().message]).toEqual([403, 'Access denied']);
    expect(await countRows(t(), 'news')).toBeGreaterThan(0);
    expect((await call((await buildSuperAdmin(t().ctx)).auth)).statusCode).toBe(200);
  });
});

describeEachDialect('GET /api/v1/news/{idOrSlug}', (t) => {
  it('finds a published article by id and by slug, in any letter case', async () => {
    const news = await buildNews(t().ctx, { slug: 'monsoon-arrives' });
    for (const key of [news._id, 'monsoon-arrives', 'Monsoon-Arrives']) {
      const response = await t().app.inject({ method: 'GET', url: `/api/v1/news/${key}` });
      expect(response).toAnswer(200, { success: true, news });
    }
  });

  it('hides inactive and scheduled articles from readers but shows them to admins', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const reader = await buildReader(t().ctx);
    const inactive = await buildNews(t().ctx, { active: false });
    const scheduled = await buildNews(t().ctx, { publish: '2999-01-01T00:00:00Z' });
    for (const news of [inactive, scheduled]) {
      for (const headers of [{}, reader.auth]) {
        const hidden = await t().app.inject({ method: 'GET', url: `/api/v1/news/${news.slug}`, headers });
        expect([hidden.statusCode, hidden.json()]).toEqual([404, { success: false, message: 'News not found' }]);
      }
      const shown = await t().app.inject({ method: 'GET', url: `/api/v1/news/${news._id}`, headers: auth });
      expect(shown.json()).toEqual({ success: true, news });
    }
  });
});
