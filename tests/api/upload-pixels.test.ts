import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { UPLOAD_MAX_MEGAPIXELS } from '../../src/shared/constants';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin } from '../helpers/factories';
import { countStoredFiles, makeImage, uploadsDir } from '../helpers/images';
import { type FilePart, multipart } from '../helpers/multipart';

let fortyNineMegapixels: Buffer;
let animatedOverBudget: Buffer;

beforeAll(async () => {
  // Flat colour compresses to a small file: cheap to send, costly to decode.
  fortyNineMegapixels = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  // 26 distinct frames of 1000×1000 (a GIF merges equal ones): each is small, together they exceed the budget.
  const frames = await Promise.all(
    Array.from({ length: 26 }, (_, i) =>
      sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: i * 9, g: 40, b: 200 } } })
        .png()
        .toBuffer(),
    ),
  );
  animatedOverBudget = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
});

const tooLarge = (filename: string, megapixels: number) =>
  `${filename} is ${megapixels} megapixels: images may be at most ${UPLOAD_MAX_MEGAPIXELS} megapixels. Resize it and upload it again.`;

describeEachDialect('the pixel budget of uploads', (t) => {
  const upload = async (files: FilePart[]) => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const body = await multipart({}, files);
    return t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };

  it('refuses a 49-megapixel image with 413 naming the limit, and stores nothing of the request', async () => {
    const before = await countStoredFiles(uploadsDir(t().ctx));
    const response = await upload([
      { field: 'thumbnail', filename: 'small.png', type: 'image/png', bytes: await makeImage('png') },
      { field: 'thumbnail', filename: 'huge.png', type: 'image/png', bytes: fortyNineMegapixels },
    ]);
    expect(response).toFailWith(413, tooLarge('huge.png', 49));
    expect(await countStoredFiles(uploadsDir(t().ctx))).toBe(before);
  });

  it('counts every frame of an animation', async () => {
    const response = await upload([
      { field: 'thumbnail', filename: 'loop.gif', type: 'image/gif', bytes: animatedOverBudget },
    ]);
    expect(response).toFailWith(413, tooLarge('loop.gif', 26));
  });
});
