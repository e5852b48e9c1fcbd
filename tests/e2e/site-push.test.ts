import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMessages } from '../../src/shared/messages/site';
import { READER_SESSION_KEY } from '../../src/web/public/reader/session';
import { launchPersistentChromium } from '../helpers/browser';
import { ownSite } from '../helpers/e2e';
import { addReader } from '../helpers/e2e-readers';
import { startPushService, type TestPushService } from '../helpers/push-service';

// Its own server, outside production so that it takes the test's push service on the loopback
// (decision 162), and a Chromium with a profile of its own (decision 186).
const site = ownSite({ env: { NODE_ENV: 'development' } });
let pushService: TestPushService;
let profile: string;
let browser: BrowserContext;

type Article = { _id: string; title: string; slug: string; category: { _id: string } | null; images: unknown[] };

beforeAll(async () => {
  pushService = await startPushService();
  profile = await mkdtemp(path.join(os.tmpdir(), 'news-push-profile-'));
  browser = await launchPersistentChromium(profile, { viewport: { width: 360, height: 800 } });
  await browser.grantPermissions(['notifications'], { origin: site.url });
});

afterAll(async () => {
  await browser?.close();
  await pushService?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/**
 * Stands in for the browser's push service only: Chromium's own subscribe asks Google's, out of
 * reach here. The stand-in keeps what the page asked for and answers a subscription at the test's
 * push service, with keys the test holds, so the server's encryption is real and the test reads it.
 */
function standInSubscribe(page: Page, endpoint: string, keys: { p256dh: string; auth: string }) {
  return page.addInitScript(
    ([endpoint, p256dh, auth]) => {
      PushManager.prototype.subscribe = async (options) => {
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        (window as unknown as { subscribedWith: unknown }).subscribedWith = {
          userVisibleOnly: options?.userVisibleOnly,
          key: btoa(String.fromCharCode(...key))
            .replaceAll('+', '-')
            .replaceAll('/', '_')
            .replace(/=+$/, ''),
        };
        const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
        return { ...json, toJSON: () => json } as unknown as PushSubscription;
      };
    },
    [endpoint, keys.p256dh, keys.auth] as const,
  );
}

type Shown = { title: string; options: NotificationOptions & { image?: string }; outcome: string };

/**
 * Records, inside the real service worker, each notification it asks Chromium to show and whether
 * Chromium showed it. Read back rather than through `getNotifications()`: headless Chromium may
 * close a shown notification at once, and then that list is empty (decision 186).
 */
function recordShownNotifications(serviceWorker: Worker) {
  return serviceWorker.evaluate(() => {
    const worker = self as unknown as { registration: ServiceWorkerRegistration; shown: Shown[] };
    worker.shown = [];
    const show = worker.registration.showNotification.bind(worker.registration);
    worker.registration.showNotification = (title, options = {}) => {
      const entry: Shown = { title, options, outcome: 'asked' };
      worker.shown.push(entry);
      return show(title, options).then(
        () => {
          entry.outcome = 'shown';
        },
        (error: unknown) => {
          entry.outcome = `refused: ${String(error)}`;
          throw error;
        },
      );
    };
  });
}

function shownNotifications(serviceWorker: Worker) {
  return serviceWorker.evaluate(() =>
    (self as unknown as { shown: Shown[] }).shown.map(({ title, options, outcome }) => ({
      title,
      body: options.body,
      image: options.image,
      tag: options.tag,
      data: options.data as unknown,
      outcome,
    })),
  );
}

describe('web push', () => {
  it("subscribes a reader's browser from the bell; a notified article reaches it encrypted and is shown", {
    timeout: 60_000,
  }, async () => {
    const reader = await addReader(site, 'Push Reader');
    const subscription = pushService.subscription('reader');
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    const session = {
      token: reader.auth.authorization.replace('Bearer ', ''),
      user: { _id: reader.id, name: reader.name, email: reader.email },
    };
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [READER_SESSION_KEY, JSON.stringify(session)],
    );
    await standInSubscribe(page, subscription.endpoint, subscription.keys);

    await page.goto(`${site.url}/`);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: new RegExp(`^${siteMessages.notifications.hi}`) })
      .click();
    const subscribed = page.waitForResponse((response) => response.url().endsWith('/api/v1/push/subscribe'));
    await page.getByRole('button', { name: siteMessages.pushButton.hi }).click();
    expect((await subscribed).status()).toBe(200);
    await page.getByText(siteMessages.pushOn.hi).waitFor();
    // The real service worker is registered and active, and was asked to subscribe with the site's key.
    const { publicKey } = await site.api<{ publicKey: string }>('/push/key');
    expect(await page.evaluate(() => (window as unknown as { subscribedWith: unknown }).subscribedWith)).toEqual({
      userVisibleOnly: true,
      key: publicKey,
    });
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toBe(`${site.url}/sw.js`);

    const { news } = await site.api<{ news: Article[] }>('/news/all?limit=20', { asAdmin: true });
    const pictured = news.find((article) => article.images.length > 0);
    if (!pictured) throw new Error('The demo content has no article with an image');
    const title = `Push test ${Date.now().toString(36)}`;
    const slug = `push-test-${Date.now().toString(36)}`;
    const created = await site.api<{ news: Article }>('/news/create', {
      method: 'POST',
      asAdmin: true,
      body: {
        title,
        subtitle: 'Pushed to subscribers',
        description: '<p>Pushed.</p>',
        language: 'English',
        type: 'top-news',
        category: pictured.category?._id,
        location: 'Jaipur',
        youtubeurl: '',
        notificationSend: true,
        tag: ['push'],
        slug,
        images: pictured.images,
      },
    });

    await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
    const [push] = pushService.received;
    if (!push) throw new Error('No push arrived');
    expect(push.path).toBe('/push/reader');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const payload = pushService.read(push, subscription) as { title: string; body: string; image: string; url: string };
    expect(payload).toEqual({
      title,
      body: 'Pushed to subscribers',
      image: expect.stringMatching(/^\/.+\.(webp|jpe?g|png|avif)$/),
      url: `/${slug}`,
    });
    // The report is written after the push service answered, so it may lag the push by a moment.
    await expect
      .poll(() => site.api<{ status: string; sent: number }>(`/news/push/${created.news._id}`, { asAdmin: true }))
      .toMatchObject({ status: 'done', sent: 1 });

    // Chromium receives the push as its push service would hand it over, decrypted, to the real worker,
    // once DevTools knows its registration and an activated version of it. Errors the worker reports
    // are kept to explain a notification that never shows.
    const devtools = await browser.newCDPSession(page);
    const workerErrors: string[] = [];
    devtools.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => {
      workerErrors.push(`${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`);
    });
    let registrationId: string | undefined;
    let activated = false;
    const ready = new Promise<void>((resolve) => {
      const settle = () => {
        if (registrationId && activated) resolve();
      };
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (registration) => registration.scopeURL === `${site.url}/` && !registration.isDeleted,
        );
        if (ours) registrationId = ours.registrationId;
        settle();
      });
      devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.some((version) => version.scriptURL === `${site.url}/sw.js` && version.status === 'activated'))
          activated = true;
        settle();
      });
    });
    await devtools.send('ServiceWorker.enable');
    await ready;
    const [serviceWorker] = browser.serviceWorkers();
    if (!serviceWorker) throw new Error('Chromium runs no service worker for the site');
    await recordShownNotifications(serviceWorker);
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: site.url,
      registrationId: registrationId as string,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => shownNotifications(serviceWorker), {
        timeout: 10_000,
        message: `the worker's notification (worker errors: ${workerErrors.join('; ') || 'none'})`,
      })
      .toEqual([
        {
          title,
          body: 'Pushed to subscribers',
          image: `${site.url}${payload.image}`,
          tag: `${site.url}/${slug}`,
          data: { url: `${site.url}/${slug}` },
          outcome: 'shown',
        },
      ]);
  });
});
