import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { type BuiltServer, startBuiltServer } from '../helpers/built-server';

type ListedNews = { slug: string; title: string; category: { _id: string; name: string } };

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

/** A page that records every request it makes, so a test can say none left the site. */
async function openPage(width: number): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // Hydration mismatches and island failures surface as console errors.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, requests, errors };
}

const offSite = (requests: string[]) =>
  requests.filter((url) => !url.startsWith(server.url) && !url.startsWith('data:'));

async function newestArticle(language: 'Hindi' | 'English'): Promise<ListedNews> {
  const answer = await fetch(`${server.url}/api/v1/news/all?language=${language}&limit=1`);
  const { news } = (await answer.json()) as { news: ListedNews[] };
  return news[0]!;
}

describe('public site in the browser', () => {
  it('shows an article with its Hindi title, share links and sidebar, loading nothing from other hosts', async () => {
    const article = await newestArticle('Hindi');
    const { page, requests } = await openPage(360);
    const response = await page.goto(`${server.url}/${article.slug}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(article.title);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(`${server.url}/${article.slug}`),
    );
    await expect(page.getByRole('heading', { name: 'ALL News' }).isVisible()).resolves.toBe(true);
    // The body font is the self-hosted Devanagari one, loaded from /assets/.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('17px "Noto Sans Devanagari"', 'भारत'))).toBe(true);
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(offSite(requests)).toEqual([]);
    await page.context().close();
  });

  it('lists a category and points the admin link at the back office when the footer comes into view, without React', async () => {
    const article = await newestArticle('Hindi');
    const { page, requests, errors } = await openPage(1280);
    await page.goto(`${server.url}/category/${article.category._id}`, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').textContent()).resolves.toBe(article.category.name);
    await expect(
      page.getByRole('link', { name: article.title.split(' ').slice(0, 3).join(' ') }).count(),
    ).resolves.toBeGreaterThan(0);
    // The hydrator came with the page; React waits until an island wakes.
    const reactDom = () => requests.filter((url) => /\/assets\/react-[^/]+\.js$/.test(url));
    expect(requests.some((url) => /\/assets\/hydrator-[^/]+\.js$/.test(url))).toBe(true);
    expect(reactDom()).toEqual([]);

    await page.evaluate(() => localStorage.setItem('token', 'a-stored-token'));
    const adminLink = page.getByRole('link', { name: 'Admin' });
    expect(await adminLink.getAttribute('href')).toBe('/login');
    await adminLink.scrollIntoViewIfNeeded();
    await expect.poll(() => adminLink.getAttribute('href')).toBe('/admin/dashboard');
    expect(reactDom()).toEqual([]);
    expect(offSite(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers unknown paths with the 404 page', async () => {
    const { page } = await openPage(1280);
    const response = await page.goto(`${server.url}/no-such-story`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('404 Page Not found');
    await page.context().close();
  });
});
