import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { newId } from '../../src/server/lib/ids';
import { PUSH_CONCURRENCY } from '../../src/server/modules/push/article-push';
import { loadVapidKeys } from '../../src/server/modules/push/vapid-keys';
import { describeEachDialect } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { buildNews, newsBody } from '../helpers/news.factory';
import { type ReceivedPush, startPushService, type TestPushService } from '../helpers/push-service';

/** The VAPID JWT in a push's Authorization header (RFC 8292), checked against the site's public key. */
async function verifyVapid(push: ReceivedPush, publicKey: string, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
  expect(match?.[2]).toBe(publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(match?.[1] ?? '', key, { audience });
  expect(protectedHeader.alg).toBe('ES256');
  expect(payload.sub).toMatch(/^mailto:/);
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
}

describeEachDialect('web push', (t) => {
  let service: TestPushService;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  const subscribe = (body: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/v1/push/subscribe', headers, payload: body });
  const pushStatus = (newsId: string, headers: Record<string, string>) =>
    t().app.inject({ method: 'GET', url: `/api/v1/news/push/${newsId}`, headers });
  const waitUntilPushed = (newsId: string, headers: Record<string, string>) =>
    vi.waitFor(
      async () => {
        const answer = (await pushStatus(newsId, headers)).json();
        expect(answer.status).toBe('done');
        return answer;
      },
      { timeout: 30_000, interval: 20 },
    );
  const subscriptionRows = () => t().db.selectFrom('push_subscriptions').selectAll().execute();
  const clearSubscriptions = () => t().db.deleteFrom('push_subscriptions').execute();

  it('answers the VAPID public key made once and kept in DATA_DIR with mode 0600', async () => {
    const first = await t().app.inject({ method: 'GET', url: '/api/v1/push/key' });
    const { publicKey } = first.json();
    expect(first).toAnswer(200, { success: true, publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
    const { readFile, stat } = await import('node:fs/promises');
    const file = `${t().ctx.config.dataDir}/vapid.json`;
    expect(JSON.parse(await readFile(file, 'utf8')).publicKey).toBe(publicKey);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await loadVapidKeys(t().ctx.config)).publicKey).toBe(publicKey);
  });

  it('keeps one subscription per endpoint, linked to the reader who sent it, and forgets it on unsubscribe', async () => {
    await clearSubscriptions();
    const browser = service.subscription('keep');
    expect(await subscribe(browser)).toAnswer(200, { success: true, message: 'Subscribed to notifications' });
    const reader = await buildReader(t().ctx);
    const renewed = { ...browser, keys: service.subscription('other').keys };
    expect((await subscribe(renewed, reader.auth)).statusCode).toBe(200);
    expect(await subscriptionRows()).toEqual([
      expect.objectContaining({ endpoint: browser.endpoint, p256dh: renewed.keys.p256dh, reader_id: reader.id }),
    ]);
    const gone = await t().app.inject({
      method: 'POST',
      url: '/api/v1/push/unsubscribe',
      payload: { endpoint: browser.endpoint },
    });
    expect(gone).toAnswer(200, { success: true, message: 'Unsubscribed from notifications' });
    expect(await subscriptionRows()).toEqual([]);
  });

  it('refuses an endpoint that is not https (but for the loopback in tests) and keys of the wrong size', async () => {
    const { keys } = service.subscription('refused');
    const endpointMessage = 'Endpoint must be the https address of a push service';
    for (const endpoint of [
      'http://push.example.com/x',
      'ftp://127.0.0.1/x',
      'not a url',
      'https://user:pw@push.example.com/x',
    ]) {
      expect(await subscribe({ endpoint, keys }), endpoint).toFailValidation({ endpoint: endpointMessage });
    }
    const keysMessage = 'Keys must be the subscription’s p256dh and auth keys';
    const endpoint = 'https://push.example.com/abc';
    expect(await subscribe({ endpoint, keys: { ...keys, auth: 'c2hvcnQ' } })).toFailValidation({
      keys: keysMessage,
    });
    expect(await subscribe({ endpoint, keys: { ...keys, p256dh: keys.auth } })).toFailValidation({
      keys: keysMessage,
    });
    expect(await subscribe({ endpoint, keys })).toAnswer(200, expect.objectContaining({ success: true }));
  });

  it('pushes an article published with "send notification" once, encrypted and signed, and deletes gone subscriptions', async () => {
    await clearSubscriptions();
    const { auth } = await buildSuperAdmin(t().ctx);
    const reader = await buildReader(t().ctx);
    const anonymous = service.subscription('anonymous');
    const signedIn = service.subscription('signed-in');
    const gone = service.subscription('gone', { isGone: true });
    for (const browser of [anonymous, gone]) expect((await subscribe(browser)).statusCode).toBe(200);
    expect((await subscribe(signedIn, reader.auth)).statusCode).toBe(200);
    const publicKey = (await t().app.inject({ method: 'GET', url: '/api/v1/push/key' })).json().publicKey;

    const category = await buildCategory(t().ctx);
    const body = newsBody(category.id, { notificationSend: true, subtitle: 'A late surge' });
    const created = await t().app.inject({ method: 'POST', url: '/api/v1/news/create', headers: auth, payload: body });
    expect(created.statusCode).toBe(201);
    const article = created.json().news;
    expect(await waitUntilPushed(article._id, auth)).toEqual({
      success: true,
      status: 'done',
      total: 3,
      sent: 2,
      failed: 0,
      removed: 1,
    });
    expect((await subscriptionRows()).map((row) => row.endpoint).sort()).toEqual(
      [anonymous.endpoint, signedIn.endpoint].sort(),
    );

    const pushes = service.received.filter((push) => push.path.startsWith('/push/'));
    expect(pushes.map((push) => push.path).sort()).toEqual(['/push/anonymous', '/push/gone', '/push/signed-in']);
    for (const browser of [anonymous, signedIn]) {
      const push = pushes.find((received) => browser.endpoint.endsWith(received.path)) as ReceivedPush;
      expect(push.headers).toMatchObject({
        ttl: '3600',
        urgency: 'high',
        topic: 'news',
        'content-encoding': 'aes128gcm',
      });
      await verifyVapid(push, publicKey, service.origin);
      expect(service.read(push, browser)).toEqual({
        title: article.title,
        body: 'A late surge',
        image: article.images[0].url,
        url: `/${article.slug}`,
      });
    }

    // A re-save pushes nothing; the next article's push shows the queue has passed it.
    service.received.length = 0;
    const update = { id: article._id, title: 'Edited title', notificationSend: true };
    expect(
      (await t().app.inject({ method: 'PUT', url: '/api/v1/news/update', headers: auth, payload: update })).statusCode,
    ).toBe(200);
    const next = await buildNews(t().ctx, { category, notificationSend: true });
    await waitUntilPushed(next._id, auth);
    expect(service.received.map((push) => push.path).sort()).toEqual(['/push/anonymous', '/push/signed-in']);
  });

  it('pushes a scheduled article when its publish time comes, and nothing for one without "send notification"', async () => {
    await clearSubscriptions();
    const { auth } = await buildAdmin(t().ctx);
    const browser = service.subscription('scheduled');
    await subscribe(browser);
    const quiet = await buildNews(t().ctx, { notificationSend: false });
    const publish = new Date(Date.now() + 1500).toISOString();
    const scheduled = await buildNews(t().ctx, { notificationSend: true, publish });
    expect(await pushStatus(scheduled._id, auth)).toAnswer(200, {
      success: true,
      status: 'none',
      total: 0,
      sent: 0,
      failed: 0,
      removed: 0,
    });
    expect(await waitUntilPushed(scheduled._id, auth)).toMatchObject({ total: 1, sent: 1 });
    expect((await pushStatus(quiet._id, auth)).json().status).toBe('none');
    expect(await pushStatus(newId(), auth)).toFailWith(404, 'News not found');
  });

  it('fans out to 1,000 subscriptions, PUSH_CONCURRENCY at a time at most, one push each', async () => {
    const slow = await startPushService({ delayMs: 5 });
    try {
      await clearSubscriptions();
      const { auth } = await buildAdmin(t().ctx);
      const now = new Date().toISOString();
      const browsers = Array.from({ length: 1000 }, (_, index) => slow.subscription(`fan-${index}`));
      for (let start = 0; start < browsers.length; start += 250) {
        await t()
          .db.insertInto('push_subscriptions')
          .values(
            browsers.slice(start, start + 250).map((browser) => ({
              id: newId(),
              endpoint: browser.endpoint,
              p256dh: browser.keys.p256dh,
              auth: browser.keys.auth,
              reader_id: null,
              created_at: now,
            })),
          )
          .execute();
      }
      const article = await buildNews(t().ctx, { notificationSend: true });
      expect(await waitUntilPushed(article._id, auth)).toMatchObject({
        total: 1000,
        sent: 1000,
        failed: 0,
        removed: 0,
      });
      const paths = slow.received.map((push) => push.path);
      expect(new Set(paths).size).toBe(1000);
      expect(paths).toHaveLength(1000);
      expect(slow.mostInFlight).toBeLessThanOrEqual(PUSH_CONCURRENCY);
      expect(slow.mostInFlight).toBeGreaterThan(1);
    } finally {
      await slow.close();
    }
  });
});
