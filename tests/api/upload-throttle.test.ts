import { expect, it } from 'vitest';
import { UPLOADS_PER_ADMIN, UPLOADS_THROTTLED } from '../../src/server/plugins/rate-limits';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';

describeEachDialect('uploads are limited per admin per minute', (t) => {
  // A form without its file is refused cheaply (400) yet counts as an upload: no image work is needed here.
  const form = (url: string, headers: Record<string, string>) =>
    multipart({ note: 'no file' }).then(({ payload, headers: formHeaders }) =>
      t().app.inject({ method: 'POST', url, headers: { ...headers, ...formHeaders }, payload }),
    );

  it('answers 429 past the limit on every upload route, for that admin only, and not for JSON writes', async () => {
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    for (let i = 0; i < UPLOADS_PER_ADMIN.max; i += 1) {
      expect((await form('/api/v1/image/multi', editor.auth)).statusCode).toBe(400);
    }
    for (const url of ['/api/v1/image/multi', '/api/v1/category/create', '/api/v1/ads/create']) {
      const throttled = await form(url, editor.auth);
      expect(throttled.statusCode, url).toBe(429);
      expect(throttled.json(), url).toEqual({ success: false, message: UPLOADS_THROTTLED });
    }

    const json = await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/create',
      headers: editor.auth,
      payload: { name: `Throttle ${Date.now()}` },
    });
    expect(json.statusCode).toBe(201);

    const colleague = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    expect((await form('/api/v1/image/multi', colleague.auth)).statusCode).toBe(400);
  });
});
