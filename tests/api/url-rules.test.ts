import { expect, it } from 'vitest';
import { IMAGE_REF_MESSAGE, YOUTUBE_URL_MESSAGE } from '../../src/shared/schemas/news';
import { HTTP_URL_MESSAGE } from '../../src/shared/urls';
import { describeEachDialect } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { newsBody } from '../helpers/news.factory';

/** Links a reader's browser must never be handed as an http(s) address. */
const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/a',
  'http:evil.example',
  'https://news.example@evil.example/',
  'https://news.example/"onmouseover="alert(1)',
  "https://news.example/'><script>",
  'https://news.example/a b',
  'ftp://files.example/a',
];

/** References that do not name a file this site stored. */
const HOSTILE_IMAGES = [
  { public_id: '2026/11/cover', url: 'javascript:alert(1)' },
  { url: 'javascript:alert(1)' },
  { url: 'data:text/html,<script>alert(1)</script>' },
  { url: '//evil.example/cover.webp' },
  { url: 'https://cdn.example.com/cover.webp' },
  { url: '/uploads/../../jwt-secret.webp' },
  { url: '/uploads/2026/11/cover.webp"onerror="alert(1)' },
  { public_id: '../../jwt-secret' },
  { public_id: '2026/11/x"onerror="alert(1)' },
  { public_id: 'https://evil.example/x' },
  { public_id: '2026/11/cover', url: '/uploads/2026/11/other.webp' },
  { public_id: '' },
  {},
];

describeEachDialect('news images name media this site stored', (t) => {
  const create = async (body: object) => {
    const { auth } = await buildSuperAdmin(t().ctx);
    return t().app.inject({ method: 'POST', url: '/api/v1/news/create', headers: auth, payload: body });
  };

  it('refuses with 400 every image reference that is not an upload of this site', async () => {
    const category = await buildCategory(t().ctx);
    for (const image of HOSTILE_IMAGES) {
      const response = await create(newsBody(category.id, { images: [image] }));
      expect([image, response.statusCode, response.json()]).toEqual([
        image,
        400,
        { success: false, message: IMAGE_REF_MESSAGE, errors: { images: IMAGE_REF_MESSAGE } },
      ]);
    }
  });

  it('refuses a hostile image on update too', async () => {
    const category = await buildCategory(t().ctx);
    const created = (await create(newsBody(category.id))).json().news;
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id: created._id, images: [{ url: 'javascript:alert(1)' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ images: IMAGE_REF_MESSAGE });
  });

  it('accepts an upload named by public_id, by url or both, and keeps the address the site gave it', async () => {
    const category = await buildCategory(t().ctx);
    const response = await create(
      newsBody(category.id, {
        images: [
          { public_id: '2026/11/by-id', width: 800, height: 450 },
          { url: '/uploads/2026/11/by-url.webp' },
          { public_id: '2026/11/both', url: '/uploads/2026/11/both.webp', width: 640, height: 360 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().news.images).toEqual([
      { public_id: '2026/11/by-id', url: '/uploads/2026/11/by-id.webp', width: 800, height: 450 },
      { public_id: '2026/11/by-url', url: '/uploads/2026/11/by-url.webp', width: null, height: null },
      { public_id: '2026/11/both', url: '/uploads/2026/11/both.webp', width: 640, height: 360 },
    ]);
  });
});

describeEachDialect('every http(s) field takes only an http(s) link', (t) => {
  async function fieldErrors(method: 'POST' | 'PUT', url: string, payload: object) {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await t().app.inject({ method, url: `/api/v1${url}`, headers: auth, payload });
    expect(response.statusCode).toBe(400);
    return response.json().errors;
  }

  it('refuses every hostile link in ads, live streams, settings and article videos', async () => {
    for (const link of HOSTILE_LINKS) await expectRefusedEverywhere(link);
  });

  async function expectRefusedEverywhere(link: string) {
    expect(
      await fieldErrors('POST', '/ads/create', { url: link, type: 'top-add', image: '/uploads/a/b.webp' }),
    ).toEqual({
      url: HTTP_URL_MESSAGE,
    });
    expect(await fieldErrors('POST', '/live/create', { name: 'Live', url: link })).toEqual({ url: HTTP_URL_MESSAGE });
    for (const settings of [{ chatUrl: link }, { cricketWidgetUrl: link }, { social: { facebook: link } }]) {
      expect(Object.keys(await fieldErrors('PUT', '/settings', settings))).toEqual(Object.keys(settings));
    }
    const category = await buildCategory(t().ctx);
    expect(await fieldErrors('POST', '/news/create', newsBody(category.id, { youtubeurl: link }))).toEqual({
      youtubeurl: YOUTUBE_URL_MESSAGE,
    });
  }

  it('refuses hostile links and paths leaving /uploads/ as ad and category images', async () => {
    for (const image of [
      ...HOSTILE_LINKS,
      '/uploads/../jwt-secret',
      '/uploads/a/../../b.webp',
      '/uploads/a.webp"x',
      '/uploads/',
    ]) {
      expect(
        await fieldErrors('POST', '/ads/create', { url: 'https://shop.example/', type: 'top-add', image }),
      ).toEqual({
        image: 'Image must be an uploaded image or an http(s) link',
      });
      expect(await fieldErrors('POST', '/category/create', { name: `Pictured ${Math.random()}`, image })).toEqual({
        image: 'Image must be an uploaded image (/uploads/…) or an http(s) URL',
      });
    }
    const { auth } = await buildSuperAdmin(t().ctx);
    const ad = await t().app.inject({
      method: 'POST',
      url: '/api/v1/ads/create',
      headers: auth,
      payload: {
        url: 'https://shop.example.in/sale?utm=diwali#top',
        type: 'top-add',
        image: '/uploads/2026/11/ad-640.webp',
      },
    });
    expect(ad.statusCode).toBe(201);
    const settings = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: auth,
      payload: { chatUrl: 'https://wa.me/919876543210', social: { facebook: 'http://facebook.com/samachar' } },
    });
    expect(settings.statusCode).toBe(200);
  });
});
