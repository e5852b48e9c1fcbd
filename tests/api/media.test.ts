import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { countStoredFiles, makeImage, makeJpegWithGps, SVG_IMAGE, uploadsDir } from '../helpers/images';
import { type FilePart, multipart } from '../helpers/multipart';

const png = async (filename = 'photo.png'): Promise<FilePart> => ({
  field: 'thumbnail',
  filename,
  type: 'image/png',
  bytes: await makeImage('png'),
});

describeEachDialect('POST /api/v1/image/multi', (t) => {
  const upload = async (files: FilePart[], headers: Record<string, string> = {}) => {
    const body = await multipart({}, files);
    return t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('stores every supported format as WebP with width variants and answers images', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const files: FilePart[] = [
      { field: 'thumbnail', filename: 'a.png', type: 'image/png', bytes: await makeImage('png', 1400, 700) },
      { field: 'thumbnail', filename: 'b.jpg', type: 'image/jpeg', bytes: await makeImage('jpeg') },
      { field: 'thumbnail', filename: 'c.webp', type: 'image/webp', bytes: await makeImage('webp') },
      { field: 'thumbnail', filename: 'd.gif', type: 'image/gif', bytes: await makeImage('gif') },
      { field: 'thumbnail', filename: 'e.avif', type: 'image/avif', bytes: await makeImage('avif') },
    ];
    const response = await upload(files, auth);
    expect(response.statusCode).toBe(200);
    const publicId = expect.stringMatching(/^\d{4}\/\d{2}\/[0-9a-f]{24}$/);
    const url = expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    expect(response.json()).toEqual({
      success: true,
      message: 'Image Details Added Successfully',
      images: [
        { public_id: publicId, url, width: 1400, height: 700 },
        ...Array.from({ length: 4 }, () => ({ public_id: publicId, url, width: 64, height: 48 })),
      ],
    });
    const [large] = response.json().images;
    for (const width of [320, 640, 1024, 1200]) {
      const variant = path.join(uploadsDir(t().ctx), `${large.public_id}-${width}.webp`);
      expect((await sharp(variant).metadata()).width).toBe(width);
    }
    expect(existsSync(path.join(uploadsDir(t().ctx), `${response.json().images[1].public_id}-320.webp`))).toBe(false);

    const served = await t().app.inject({ method: 'GET', url: large.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('strips EXIF and GPS metadata', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const original = await makeJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(
      [{ field: 'thumbnail', filename: 'gps.jpg', type: 'image/jpeg', bytes: original }],
      auth,
    );
    expect(response.statusCode).toBe(200);
    const stored = path.join(uploadsDir(t().ctx), `${response.json().images[0].public_id}.webp`);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.format).toBe('webp');
  });

  it('refuses an SVG and a renamed text file with 415, storing nothing', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const before = countStoredFiles(uploadsDir(t().ctx));
    const svg = await upload(
      [await png(), { field: 'thumbnail', filename: 'logo.svg', type: 'image/svg+xml', bytes: SVG_IMAGE }],
      auth,
    );
    expect(svg).toAnswer(415, {
      success: false,
      message: 'logo.svg is not a supported image. Upload JPEG, PNG, WebP, GIF or AVIF files.',
    });
    const renamed = await upload(
      [
        {
          field: 'thumbnail',
          filename: 'notes.png',
          type: 'image/png',
          bytes: Buffer.from('just some text, honestly'),
        },
      ],
      auth,
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe(
      'notes.png is not a supported image. Upload JPEG, PNG, WebP, GIF or AVIF files.',
    );
    expect(countStoredFiles(uploadsDir(t().ctx))).toBe(before);
  });

  it('answers 413 for a file over 10 MB and for more than 10 files', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const big = await upload(
      [{ field: 'thumbnail', filename: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(11 * 1024 * 1024, 1) }],
      auth,
    );
    expect(big).toFailWith(413, 'File too large: each image may be at most 10 MB');
    const many = await upload(await Promise.all(Array.from({ length: 11 }, (_, i) => png(`p${i}.png`))), auth);
    expect(many).toFailWith(413, 'Too many files: at most 10 per upload');
  });

  it('answers 400 when no image is sent or the body is not multipart', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const empty = await upload([{ ...(await png()), field: 'other' }], auth);
    expect(empty).toAnswer(400, {
      success: false,
      message: 'Choose at least one image to upload (field "thumbnail")',
    });
    const json = await t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      headers: auth,
      payload: { thumbnail: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the images as multipart/form-data in the field "thumbnail"');
  });

  it('requires an admin who may add or edit', async () => {
    expect((await upload([await png()])).statusCode).toBe(401);
    expect((await upload([await png()], (await buildReader(t().ctx)).auth)).statusCode).toBe(403);
    const plain = await upload([await png()], (await buildAdmin(t().ctx, { permissions: { canDelete: true } })).auth);
    expect(plain).toFailWith(403, 'Access denied');
  });
});
