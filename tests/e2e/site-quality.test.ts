import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { siteMessages } from '../../src/shared/messages/site';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

type ListedNews = { _id: string; slug: string; title: string; category: { _id: string } };

// Its own server: these tests take an article off the site, add one and silence the breaking news.
const site = ownSite();

async function newest(query = ''): Promise<ListedNews> {
  const { news } = await site.api<{ news: ListedNews[] }>(`/news/all?page=1&limit=1${query}`);
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
      const { page } = await site.openPage(width, { bypassCSP: true });
      const found: Record<string, string[]> = {};
      for (const [name, path] of Object.entries(await readerPages())) {
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        const violations = await seriousAccessibilityViolations(page);
        if (violations.length > 0) found[name] = violations;
      }
      await page.context().close();
      expect(found).toEqual({});
    });
  }

  it('reads and navigates home, an article and a category with JavaScript off', async () => {
    const { page } = await site.openPage(360, { javaScriptEnabled: false });
    await page.goto(`${site.url}/`);
    const lead = page.locator('main a[href^="/"]').filter({ hasText: /\S/ }).first();
    const href = await lead.getAttribute('href');
    expect(href).toMatch(/^\/[^/]+$/);
    await lead.click();
    await page.waitForURL(`${site.url}${href}`);
    expect((await page.locator('h1').first().textContent())?.trim().length).toBeGreaterThan(0);
    const category = page.locator('nav [data-nav-item] > a').first();
    const categoryHref = await category.getAttribute('href');
    await category.click();
    await page.waitForURL(`${site.url}${categoryHref}`);
    expect(await page.locator('main a[href^="/"]').count()).toBeGreaterThan(1);
    await page.context().close();
  });

  it('takes an article deactivated through the API off home, its category, the sitemap and its own address within 1 s', async () => {
    const article = await newest();
    const where = [`/`, `/category/${article.category._id}`, `/news-sitemap.xml`];
    // Fill the page cache first, so the test sees the purge and not a first render.
    for (const path of [...where, `/${article.slug}`]) await fetch(`${site.url}${path}`);
    const before = await (await fetch(`${site.url}/category/${article.category._id}`)).text();
    expect(before).toContain(`href="/${article.slug}"`);

    await site.api('/news/toggleActive', {
      method: 'PUT',
      asAdmin: true,
      body: { newsId: article._id, activeStatus: false },
    });
    const within1s = { timeout: 1000, interval: 50 };
    for (const path of [`/`, `/category/${article.category._id}`])
      await expect
        .poll(async () => (await fetch(`${site.url}${path}`)).text(), within1s)
        .not.toContain(`href="/${article.slug}"`);
    await expect
      .poll(async () => (await fetch(`${site.url}/news-sitemap.xml`)).text(), within1s)
      .not.toContain(`/${article.slug}<`);
    await expect.poll(async () => (await fetch(`${site.url}/${article.slug}`)).status, within1s).toBe(404);
  });

  it('shows a scheduled article at its time, and not before', async () => {
    const category = (await newest()).category._id;
    const due = Date.now() + 3_000;
    const { news } = await site.api<{ news: ListedNews }>('/news/create', {
      method: 'POST',
      asAdmin: true,
      body: {
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
      },
    });
    expect((await fetch(`${site.url}/${news.slug}`)).status).toBe(404);
    expect(await (await fetch(`${site.url}/category/${category}`)).text()).not.toContain(`href="/${news.slug}"`);

    await expect
      .poll(async () => (await fetch(`${site.url}/${news.slug}`)).status, { timeout: due - Date.now() + 1000 })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(due);
    expect(await (await fetch(`${site.url}/category/${category}`)).text()).toContain(`href="/${news.slug}"`);
  });

  it("says 'अभी कोई ब्रेकिंग न्यूज़ नहीं है।' in the ticker once no breaking news is active, and drops the home page's strip", async () => {
    const { page, errors } = await site.openPage(1280);
    const ticker = page.getByRole('region', { name: siteMessages.breakingTicker.hi });
    // The home page's strip, headed 'ब्रेकिंग न्यूज़' in the site's language.
    const strip = page.locator('section[aria-labelledby="breaking-strip"]');
    // The home page with its breaking news, kept by the page cache: the change must reach it.
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await expect(ticker.locator('.ticker-text').count()).resolves.toBeGreaterThan(0);
    await expect(strip.count()).resolves.toBe(1);

    const { breakingNewss } = await site.api<{ breakingNewss: { _id: string; active: boolean }[] }>(
      '/breakingNews/getAll',
      { asAdmin: true },
    );
    for (const line of breakingNewss.filter((item) => item.active))
      await site.api(`/breakingNews/update/${line._id}`, { method: 'PUT', asAdmin: true, body: { active: false } });

    await page.reload({ waitUntil: 'networkidle' });
    await expect(ticker.getByText(siteMessages.noBreakingNews.hi, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(ticker.locator('.ticker-text').count()).resolves.toBe(0);
    await expect(strip.count()).resolves.toBe(0);
    // Every page carries the ticker, not only home.
    await page.goto(`${site.url}/contact`, { waitUntil: 'networkidle' });
    await expect(ticker.getByText(siteMessages.noBreakingNews.hi, { exact: true }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
