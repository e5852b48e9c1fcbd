import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { makeImage } from '../helpers/images';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('compressed answers', (t) => {
  const get = (url: string, encoding: string) =>
    t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('compresses a big JSON answer with brotli or gzip as asked, decoding to the same JSON', async () => {
    const category = await buildCategory(t().ctx);
    for (let i = 0; i < 12; i += 1) await buildNews(t().ctx, { category });
    const url = `/api/v1/news/all?category=${category.id}&limit=12`;
    const plain = await get(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A shared cache must not hand this plain copy to a client that asked for a compressed one, nor the reverse.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await get(url, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await get(url, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    expect((await get(url, 'gzip;q=0.5, br;q=1')).headers['content-encoding']).toBe('br');
  });

  it('compresses only what gains from it: not small answers, not uploaded images', async () => {
    const category = await buildCategory(t().ctx);
    for (let i = 0; i < 12; i += 1) await buildNews(t().ctx, { category });
    const big = await get(`/api/v1/news/all?category=${category.id}&limit=12`, 'br, gzip');
    expect(big.headers['content-encoding']).toBe('br');

    const small = await get('/healthz', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true, status: 'ok' });

    const bytes = await makeImage('webp', 1200, 800);
    const url = await t().ctx.storage.put('2026/11/compress-check.webp', bytes, 'image/webp');
    const image = await get(url, 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(image.rawPayload, bytes)).toBe(0);
  });
});
