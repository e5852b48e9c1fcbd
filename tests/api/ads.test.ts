import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildAd, buildPng } from '../helpers/ads.factory';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { uploadsDir } from '../helpers/images';
import { multipart } from '../helpers/multipart';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const UPLOADED = expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);

describeEachDialect('GET /api/v1/ads/getAll', (t) => {
  const list = (query = '') => t().app.inject({ method: 'GET', url: `/api/v1/ads/getAll${query}` });

  it('answers an empty list when there are no ads', async () => {
    const response = await list();
    expect(response).toAnswer(200, { success: true, message: 'Ads fetched successfully', ads: [] });
  });

  it('lists every ad newest first without a token, and narrows to one type on request', async () => {
    const older = await buildAd(t().ctx, { type: 'right-add', created_at: '2026-11-01T08:00:00.000Z' });
    const newer = await buildAd(t().ctx, { type: 'buttom-add' });
    const response = await list();
    expect(response).toAnswer(200, {
      success: true,
      message: 'Ads fetched successfully',
      ads: [
        { _id: newer.id, image: newer.image, url: newer.url, type: 'buttom-add', createdAt: ISO },
        {
          _id: older.id,
          image: older.image,
          url: older.url,
          type: 'right-add',
          createdAt: '2026-11-01T08:00:00.000Z',
        },
      ],
    });
    const rightOnly = await list('?type=right-add');
    expect(rightOnly.json().ads.map((ad: { _id: string }) => ad._id)).toEqual([older.id]);
  });

  it('rejects an unknown type filter with 400', async () => {
    const response = await list('?type=side-add');
    expect(response).toAnswer(400, {
      success: false,
      message: 'Unknown ad type',
      errors: { type: 'Unknown ad type' },
    });
  });
});

describeEachDialect('POST /api/v1/ads/create', (t) => {
  const adCount = async () =>
    Number(
      (
        await t()
          .db.selectFrom('ads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const createMultipart = async (
    fields: Record<string, string>,
    headers: Record<string, string>,
    file?: { bytes: Buffer; filename?: string; type?: string },
  ) => {
    const form = await multipart(
      fields,
      file
        ? [
            {
              field: 'image',
              filename: file.filename ?? 'banner.png',
              type: file.type ?? 'image/png',
              bytes: file.bytes,
            },
          ]
        : [],
    );
    return t().app.inject({
      method: 'POST',
      url: '/api/v1/ads/create',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const createJson = (payload: unknown, headers: Record<string, string>) =>
    t().app.inject({ method: 'POST', url: '/api/v1/ads/create', headers, payload: payload as object });

  it('creates an ad from a multipart form with an image file (canAdd), stores the image and audits the write', async () => {
    const { auth, admin } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await createMultipart({ url: 'https://sponsor.example.com/diwali-sale', type: 'top-add' }, auth, {
      bytes: await buildPng(),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Ads created successfully!',
      ad: { _id: ID, image: UPLOADED, url: 'https://sponsor.example.com/diwali-sale', type: 'top-add', createdAt: ISO },
    });
    expect(existsSync(path.join(uploadsDir(t().ctx), body.ad.image.slice('/uploads/'.length)))).toBe(true);
    const served = await t().app.inject({ method: 'GET', url: body.ad.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const row = await t().db.selectFrom('ads').selectAll().where('id', '=', body.ad._id).executeTakeFirst();
    expect(row).toEqual({
      id: body.ad._id,
      image: body.ad.image,
      url: 'https://sponsor.example.com/diwali-sale',
      type: 'top-add',
      created_at: body.ad.createdAt,
    });
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', body.ad._id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'ad' })]);

    const listed = await t().app.inject({ method: 'GET', url: '/api/v1/ads/getAll' });
    expect(listed.json().ads[0]).toEqual(body.ad);
  });

  it('accepts JSON naming an image already uploaded, or an http(s) image; SuperAdmin allowed', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const uploaded = await createJson(
      { url: 'http://shop.example.in/', type: 'right-add', image: '/uploads/2026/11/0193ab00000000001234abcd.webp' },
      auth,
    );
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().ad).toEqual({
      _id: ID,
      image: '/uploads/2026/11/0193ab00000000001234abcd.webp',
      url: 'http://shop.example.in/',
      type: 'right-add',
      createdAt: ISO,
    });
    const remote = await createJson(
      { url: 'https://shop.example.in/', type: 'buttom-add', image: 'https://cdn.example.in/banner.jpg' },
      auth,
    );
    expect(remote.statusCode).toBe(201);
    expect(remote.json().ad.image).toBe('https://cdn.example.in/banner.jpg');
  });

  it('answers 401 without a token, before reading the upload, and stores nothing', async () => {
    const before = await adCount();
    const response = await createMultipart(
      { url: 'https://a.example.com', type: 'top-add' },
      {},
      { bytes: await buildPng() },
    );
    expect(response).toFailWith(401, 'Authentication required');
    expect(await adCount()).toBe(before);
  });

  it('answers 403 to a reader and to an admin without canAdd', async () => {
    const reader = await buildReader(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true, canDelete: true } });
    for (const auth of [reader.auth, editor.auth]) {
      const response = await createJson(
        { url: 'https://a.example.com', type: 'top-add', image: 'https://cdn.example.in/a.png' },
        auth,
      );
      expect(response).toFailWith(403, 'Access denied');
    }
  });

  it.each([
    ['a missing url', { type: 'top-add' }, 'url', 'URL is required'],
    ['a blank url', { url: '  ', type: 'top-add' }, 'url', 'URL is required'],
    ['a javascript: url', { url: 'javascript:alert(1)', type: 'top-add' }, 'url', 'URL must be an http(s) link'],
    ['a relative url', { url: 'sale/diwali', type: 'top-add' }, 'url', 'URL must be an http(s) link'],
    ['a missing type', { url: 'https://a.example.com' }, 'type', 'Type is required'],
    ['an unknown type', { url: 'https://a.example.com', type: 'side-add' }, 'type', 'Type is required'],
    ['a missing image', { url: 'https://a.example.com', type: 'top-add' }, 'image', 'Image is required'],
    [
      'a data: image',
      { url: 'https://a.example.com', type: 'top-add', image: 'data:image/png;base64,AAAA' },
      'image',
      'Image must be an uploaded image or an http(s) link',
    ],
  ])('rejects %s with 400 and stores nothing', async (_case, fields, field, message) => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const before = await adCount();
    const response = await createMultipart(fields as Record<string, string>, auth);
    expect(response).toAnswer(400, { success: false, message, errors: { [field]: message } });
    expect(await adCount()).toBe(before);
  });

  it('rejects a file that is not an image with 415, whatever its name and declared type, and stores nothing', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const before = await adCount();
    const response = await createMultipart({ url: 'https://a.example.com', type: 'top-add' }, auth, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'banner.png',
      type: 'image/png',
    });
    expect(response).toAnswer(415, {
      success: false,
      message: 'banner.png is not a supported image. Upload JPEG, PNG, WebP, GIF or AVIF files.',
    });
    expect(await adCount()).toBe(before);
  });

  it('rejects malformed JSON with a clear 400', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/ads/create',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"url": ',
    });
    expect(response).toFailWith(400, 'The request body is not valid JSON');
  });
});

describeEachDialect('DELETE /api/v1/ads/delete/:id', (t) => {
  const remove = (id: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/ads/delete/${id}`, headers });
  const exists = async (id: string) =>
    (await t().db.selectFrom('ads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('answers 401 without a token, 403 to a reader and to an admin without canDelete; the ad stays', async () => {
    const ad = await buildAd(t().ctx);
    const anonymous = await remove(ad.id);
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const adder = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true } });
    for (const auth of [reader.auth, adder.auth]) {
      const response = await remove(ad.id, auth);
      expect(response).toFailWith(403, 'Access denied');
    }
    expect(await exists(ad.id)).toBe(true);
  });

  it('deletes the ad for an admin with canDelete and audits it', async () => {
    const { auth, admin } = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    const ad = await buildAd(t().ctx);
    const response = await remove(ad.id, auth);
    expect(response).toAnswer(200, { success: true, message: 'Ad deleted successfully' });
    expect(await exists(ad.id)).toBe(false);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', ad.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'delete', entity: 'ad' })]);
  });

  it('lets a SuperAdmin delete, and answers 404 for an unknown or already deleted ad', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const ad = await buildAd(t().ctx);
    expect((await remove(ad.id, auth)).statusCode).toBe(200);
    const again = await remove(ad.id, auth);
    expect(again).toFailWith(404, 'Ad not found');
    expect((await remove('0123456789abcdef01234567', auth)).statusCode).toBe(404);
  });
});
