import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { SERVICE_WORKER_JS } from '../../src/web/public/feeds/service-worker';
import { describeEachDialect } from '../helpers/app';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('service worker, web app manifest and icons', (t) => {
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { host: 'news.test' } });

  it('serves the service worker at the root, briefly cached, under a CSP that allows it', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toBe(SERVICE_WORKER_JS);
    const page = await get(`/${(await buildNews(t().ctx)).slug}`);
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(page.body).toContain('<link rel="apple-touch-icon" href="/icon-192.png"/>');
  });

  it('describes the site as an app named by the settings, with its own PNG icons', async () => {
    await updateSettings(t().ctx, { siteName: 'समाचार दर्पण' }, null);
    const response = await get('/manifest.webmanifest');
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      name: 'समाचार दर्पण',
      start_url: '/',
      display: 'standalone',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
    for (const size of [192, 512]) {
      const icon = await get(`/icon-${size}.png`);
      expect(icon.headers['content-type']).toBe('image/png');
      const { format, width, height } = await sharp(icon.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: size, height: size });
    }
  });
});

/** The worker run in a sandbox whose `self` records what it is asked to show and open. */
function startWorker(openWindows: { url: string; focus: () => Promise<void> }[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL('https://news.example/sw.js'),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => openWindows), openWindow: vi.fn(async () => null) },
  };
  runInNewContext(SERVICE_WORKER_JS, { self, URL });
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { self, dispatch };
}

describe('the service worker', () => {
  const payload = { title: 'Headline', body: 'Subtitle', image: '/uploads/a-640.webp', url: '/a-story' };

  it('shows a push with its title, text and image, and opens its article when clicked', async () => {
    const { self, dispatch } = startWorker([]);
    await dispatch('push', { data: { json: () => payload } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Headline', {
      body: 'Subtitle',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: 'https://news.example/a-story',
      image: 'https://news.example/uploads/a-640.webp',
      data: { url: 'https://news.example/a-story' },
    });
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { url: 'https://news.example/a-story' } } });
    expect(close).toHaveBeenCalled();
    expect(self.clients.openWindow).toHaveBeenCalledWith('https://news.example/a-story');
  });

  it('focuses a tab already open on the article instead of opening another', async () => {
    const focus = vi.fn(async () => {});
    const { self, dispatch } = startWorker([
      { url: 'https://news.example/', focus: vi.fn(async () => {}) },
      { url: 'https://news.example/a-story', focus },
    ]);
    await dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://news.example/a-story' } },
    });
    expect(focus).toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });
});
