import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { type BuiltServer, startBuiltServer } from '../helpers/built-server';

type ListedNews = { _id: string; slug: string; title: string; category: { _id: string } };

// This file's worker starts its own server, with an editor it can sign in as.
const ADMIN = { email: 'quality-e2e@example.com', password: `Quality-${randomBytes(12).toString('hex')}` };
process.env.SUPERADMIN_EMAIL = ADMIN.email;
process.env.SUPERADMIN_PASSWORD = ADMIN.password;

let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as T & { success: boolean; message?: string };
  if (!body.success) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body;
}

async function newest(query = ''): Promise<ListedNews> {
  const { news } = await api<{ news: ListedNews[] }>(`/news/all?page=1&limit=1${query}`);
  return news[0]!;
}

/** The pages a reader meets first, by their addresses on the demo site. */
async function readerPages(): Promise<Record<string, string>> {
  const article = await newest();
  return {
    home: '/',
    article: `/${article.slug}`,
    category: `/category/${article.category._id}`,
    search: `/search?q=${encodeURIComponent('क्रिकेट')}`,
    contact: '/contact',
  };
}

describe('the site for every reader', () => {
  for (const width of [360, 1280]) {
    it(`has no serious or critical axe findings on home, article, category, search and /contact at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      for (const [name, path] of Object.entries(await readerPages())) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        const violations = await seriousAccessibilityViolations(page);
        if (violations.length > 0) found[name] = violations;
      }
      await context.close();
      expect(found).toEqual({});
    });
  }

  it('reads and navigates home, an article and a category with JavaScript off', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const lead = page.locator('main a[href^="/"]').filter({ hasText: /\S/ }).first();
    const href = await lead.getAttribute('href');
    expect(href).toMatch(/^\/[^/]+$/);
    await lead.click();
    await page.waitForURL(`${server.url}${href}`);
    expect((await page.locator('h1').first().textContent())?.trim().length).toBeGreaterThan(0);
    await page.locator('nav a[href^="/category/"]').first().click();
    await page.waitForURL(/\/category\//);
    expect(await page.locator('main a[href^="/"]').count()).toBeGreaterThan(1);
    await context.close();
  });

  it('takes an article deactivated through the API off home, its category, the sitemap and its own address within 1 s', async () => {
    const { token } = await api<{ token: string }>('/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    const article = await newest();
    const where = [`/`, `/category/${article.category._id}`, `/news-sitemap.xml`];
    // Fill the page cache first, so the test sees the purge and not a first render.
    for (const path of [...where, `/${article.slug}`]) await fetch(`${server.url}${path}`);
    const before = await (await fetch(`${server.url}/category/${article.category._id}`)).text();
    expect(before).toContain(`href="/${article.slug}"`);

    await api('/news/toggleActive', {
      method: 'PUT',
      token,
      body: JSON.stringify({ newsId: article._id, activeStatus: false }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));

    for (const path of [`/`, `/category/${article.category._id}`]) {
      const page = await (await fetch(`${server.url}${path}`)).text();
      expect(page, path).not.toContain(`href="/${article.slug}"`);
    }
    const sitemap = await (await fetch(`${server.url}/news-sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/${article.slug}<`);
    expect((await fetch(`${server.url}/${article.slug}`)).status).toBe(404);
  });

  it('shows a scheduled article at its time, and not before', async () => {
    const { token } = await api<{ token: string }>('/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    const category = (await newest()).category._id;
    const due = Date.now() + 3_000;
    const { news } = await api<{ news: ListedNews }>('/news/create', {
      method: 'POST',
      token,
      body: JSON.stringify({
        title: 'तय समय पर छपने वाली खबर',
        description: '<p>यह खबर अपने समय पर दिखेगी।</p>',
        language: 'Hindi',
        type: 'all',
        category,
        location: 'भोपाल',
        tag: ['समय'],
        slug: `scheduled-${randomBytes(3).toString('hex')}`,
        images: [],
        publish: new Date(due).toISOString(),
      }),
    });
    expect((await fetch(`${server.url}/${news.slug}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/category/${category}`)).text()).not.toContain(`href="/${news.slug}"`);

    await new Promise((resolve) => setTimeout(resolve, due - Date.now() + 1000));
    expect((await fetch(`${server.url}/${news.slug}`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/category/${category}`)).text()).toContain(`href="/${news.slug}"`);
  });
});
