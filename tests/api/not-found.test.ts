import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { describeEachDialect } from '../helpers/app';

const ABSENT = '0123456789abcdef01234567';
const MACHINE_PATHS = ['/api/v1/nothing-here', '/api/nothing', '/uploads/2026/11/missing.webp'];

describeEachDialect('unknown paths', (t) => {
  it("answers any other path with the site's HTML 404 page", async () => {
    // The last: the feed of a category that does not exist (routes/feeds.server.tsx), decision 098.
    const paths = [
      '/no-such-article',
      '/category/abc/def',
      '/admin-x/y?z=1',
      '/search.php',
      `/category/${ABSENT}/rss.xml`,
    ];
    for (const url of paths) {
      const response = await t().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html).toMatch(/^<!doctype html><html lang="hi">/);
      expect(html).toContain('<title>404 पेज नहीं मिला</title>');
      expect(html).toContain('404 पेज नहीं मिला</h1>');
      expect(html).not.toMatch(/<script(?! type="module" src="\/assets\/)/);
    }
  });

  it('hands web paths to the web request handler the site plugs in, and keeps the API, uploads and feeds in JSON', async () => {
    const seen: string[] = [];
    const app = await buildApp(t().ctx, {
      webHandler: (request, reply) => {
        seen.push(request.url);
        return reply.code(404).type('text/html; charset=utf-8').send('<p>site</p>');
      },
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/some/page?ref=home' });
      expect([page.statusCode, page.body]).toEqual([404, '<p>site</p>']);
      for (const url of MACHINE_PATHS) {
        const response = await app.inject({ method: 'GET', url: `${url}?x=1` });
        expect([response.statusCode, response.headers['content-type']], url).toEqual([
          404,
          'application/json; charset=utf-8',
        ]);
        expect(response.json()).toEqual({ success: false, message: `Not found: GET ${url}` });
      }
      expect(seen).toEqual(['/some/page?ref=home']);
    } finally {
      await app.close();
    }
  });
});
