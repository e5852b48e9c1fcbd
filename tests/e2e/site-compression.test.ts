import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedSite } from '../helpers/e2e';

const site = sharedSite();

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** The bytes as sent (fetch would undo the content encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${site.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

async function linkedAssets(): Promise<{ script: string; stylesheet: string; font: string }> {
  const home = (await get('/')).body.toString();
  const script = home.match(/<script type="module" src="(\/assets\/[^"]+\.js)"/)?.[1];
  const stylesheet = home.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1];
  const font = home.match(/<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/)?.[1];
  if (!script || !stylesheet || !font) throw new Error('the home page links no hydrator, stylesheet or font');
  return { script, stylesheet, font };
}

describe('compressed answers of the production build', () => {
  it('sends the build’s Brotli and gzip copies of scripts and styles, decoding to the same file', async () => {
    const { script, stylesheet } = await linkedAssets();
    for (const path of [script, stylesheet]) {
      const plain = await get(path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const brotli = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers['content-type']).toBe(plain.headers['content-type']);
      expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength);
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    }
  });

  it('sends fonts as they are: woff2 is compressed already', async () => {
    const { font } = await linkedAssets();
    const answer = await get(font, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('font/woff2');
  });

  it('answers a page from the page cache in Brotli, and 304 to the tag the browser kept', async () => {
    await get('/', { 'accept-encoding': 'br' });
    const kept = await get('/', { 'accept-encoding': 'br' });
    expect(kept.status).toBe(200);
    expect(kept.headers['x-cache']).toBe('hit');
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.body).toString()).toMatch(/^<!doctype html>/);
    const revalidated = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(kept.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
  });
});
