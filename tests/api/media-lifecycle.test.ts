import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { makeImage, uploadsDir } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { buildNews } from '../helpers/news.factory';

type Upload = { public_id: string; url: string; width: number; height: number };

/** The main file and its 320, 640 and 1024 px copies (the image is wider than all of them). */
const filesOf = (upload: Upload) => ['', '-320', '-640', '-1024'].map((suffix) => `${upload.public_id}${suffix}.webp`);

describeEachDialect('media lifecycle', (t) => {
  const admin = () => buildSuperAdmin(t().ctx);

  const upload = async (auth: Record<string, string>): Promise<Upload> => {
    const body = await multipart({}, [
      { field: 'thumbnail', filename: 'photo.png', type: 'image/png', bytes: await makeImage('png', 1200, 800) },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(200);
    return response.json().images[0];
  };

  /** Whether every file of the upload is on disk and served (true), or all are gone and answer 404 (false). */
  const stored = async (t: () => TestApp, image: Upload): Promise<boolean> => {
    const states = await Promise.all(
      filesOf(image).map(async (key) => {
        const onDisk = existsSync(path.join(uploadsDir(t().ctx), key));
        const served = (await t().app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode;
        return `${onDisk}:${served}`;
      }),
    );
    if (states.every((state) => state === 'true:200')) return true;
    if (states.every((state) => state === 'false:404')) return false;
    throw new Error(`Some files of ${image.public_id} are stored and some are not: ${states.join(', ')}`);
  };

  const request = async (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: object, payload?: object) => {
    const response = await t().app.inject({ method, url: `/api/v1${url}`, headers: auth as never, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  it('removes an article image with its variants when the article is deleted', async () => {
    const { auth } = await admin();
    const image = await upload(auth);
    const news = await buildNews(t().ctx, { images: [image] });
    expect(await stored(t, image)).toBe(true);
    await request('DELETE', '/news/delete', auth, { id: news._id });
    expect(await stored(t, image)).toBe(false);
  });

  it('keeps an image an edit drops while a kept revision names it, and removes it with the article', async () => {
    const { auth } = await admin();
    const [dropped, kept, embedded] = [await upload(auth), await upload(auth), await upload(auth)];
    const news = await buildNews(t().ctx, {
      images: [dropped, kept, embedded],
    });
    await request('PUT', '/news/update', auth, {
      id: news._id,
      images: [kept],
      description: `<p>Now inline:</p><p><img src="${embedded.url}" alt="Flood"></p>`,
    });
    await request('PUT', '/news/update', auth, { id: news._id, description: '<p>No picture now.</p>' });
    // Revisions 1 and 2 still show them, and a restore may bring them back (decision 227).
    expect([await stored(t, dropped), await stored(t, kept), await stored(t, embedded)]).toEqual([true, true, true]);
    await request('DELETE', '/news/delete', auth, { id: news._id });
    expect([await stored(t, dropped), await stored(t, kept), await stored(t, embedded)]).toEqual([false, false, false]);
  });

  it('removes a category image when a new file replaces it, and the last one when the category goes', async () => {
    const { auth } = await admin();
    /** Posts a category form with a fresh PNG and answers the category's stored upload. */
    const postCategoryForm = async (url: string, fields: Record<string, string>) => {
      const form = await multipart(fields, [
        { field: 'image', filename: 'cover.png', type: 'image/png', bytes: await makeImage('png', 1200, 800) },
      ]);
      const response = await t().app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...form.headers, ...auth },
      });
      const category = response.json().category;
      return { category, upload: { public_id: category.image.slice('/uploads/'.length, -'.webp'.length) } as Upload };
    };
    const { category, upload: first } = await postCategoryForm('/api/v1/category/create', { name: 'Floods' });
    expect(await stored(t, first)).toBe(true);

    const { upload: second } = await postCategoryForm('/api/v1/category/update', { id: category._id });
    expect([await stored(t, first), await stored(t, second)]).toEqual([false, true]);

    await request('DELETE', `/category/delete/${category._id}`, auth);
    expect(await stored(t, second)).toBe(false);
  });

  it('removes an ad image when the ad is deleted', async () => {
    const { auth } = await admin();
    const image = await upload(auth);
    const ad = (
      await request('POST', '/ads/create', auth, {
        image: image.url,
        url: 'https://sponsor.example.com/',
        type: 'top-add',
      })
    ).ad;
    await request('DELETE', `/ads/delete/${ad._id}`, auth);
    expect(await stored(t, image)).toBe(false);
  });

  it('removes an image a page text stops showing', async () => {
    const { auth } = await admin();
    const image = await upload(auth);
    const pages = {
      about: `<p><img src="${image.url}" alt="Our newsroom"></p>`,
      contact: '',
      privacyPolicy: '',
      disclaimer: '',
    };
    await request('PUT', '/settings', auth, { pages });
    expect(await stored(t, image)).toBe(true);
    await request('PUT', '/settings', auth, { pages: { ...pages, about: '<p>About us.</p>' } });
    expect(await stored(t, image)).toBe(false);
  });

  it('keeps a file while any other article, ad or category still refers to it', async () => {
    const { auth } = await admin();
    const image = await upload(auth);
    const first = await buildNews(t().ctx, { images: [image] });
    const second = await buildNews(t().ctx, { images: [image] });
    const ad = (
      await request('POST', '/ads/create', auth, {
        image: image.url,
        url: 'https://sponsor.example.com/',
        type: 'top-add',
      })
    ).ad;
    const category = await buildCategory(t().ctx, { image: image.url.replace('.webp', '-640.webp') });

    await request('DELETE', '/news/delete', auth, { id: first._id });
    await request('DELETE', '/news/delete', auth, { id: second._id });
    await request('DELETE', `/ads/delete/${ad._id}`, auth);
    expect(await stored(t, image)).toBe(true);
    await request('DELETE', `/category/delete/${category.id}`, auth);
    expect(await stored(t, image)).toBe(false);
  });

  it('keeps the file when the write that would let it go is refused', async () => {
    const { auth } = await admin();
    const image = await upload(auth);
    const category = await buildCategory(t().ctx, { image: image.url });
    const news = await buildNews(t().ctx, { category });
    const refused = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete/${category.id}`,
      headers: auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(await stored(t, image)).toBe(true);
    await request('DELETE', '/news/delete', auth, { id: news._id });
    await request('DELETE', `/category/delete/${category.id}`, auth);
    expect(await stored(t, image)).toBe(false);
  });
});
