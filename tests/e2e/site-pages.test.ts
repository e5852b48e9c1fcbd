import { describe, expect, it } from 'vitest';
import { translator } from '../../src/shared/i18n/translate';
import { articleMessages } from '../../src/shared/messages/article';
import { siteMessages } from '../../src/shared/messages/site';
import { islandRendererLoads, sharedSite } from '../helpers/e2e';

type ListedNews = { slug: string; title: string; category: { _id: string; name: string } };

const site = sharedSite();

/** Each web share target: its network, its address, and the query parameter that carries the page's address. */
const WEB_SHARES = [
  ['Facebook', 'https://www.facebook.com/sharer/sharer.php', 'u'],
  ['X', 'https://x.com/intent/post', 'url'],
  ['LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/', 'url'],
  ['WhatsApp', 'https://wa.me/', 'text'],
] as const;
const SHARE_TARGETS = /^https:\/\/(www\.facebook\.com|x\.com|www\.linkedin\.com|wa\.me)\//;
/** The share row's words on a Hindi article. */
const hi = translator('hi');

async function newestArticle(language: 'Hindi' | 'English'): Promise<ListedNews> {
  const { news } = await site.api<{ news: ListedNews[] }>(`/news/all?language=${language}&limit=1`);
  return news[0]!;
}

describe('public site in the browser', () => {
  it('shows an article with its Hindi title and sidebar, loading nothing from other hosts', async () => {
    const article = await newestArticle('Hindi');
    const { page, requests } = await site.openPage(360);
    const response = await page.goto(`${site.url}/${article.slug}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(article.title);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await expect(page.getByRole('heading', { name: 'सभी ख़बरें' }).isVisible()).resolves.toBe(true);
    // The body font is the self-hosted Devanagari one, loaded from /assets/.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('17px "Noto Sans Devanagari"', 'भारत'))).toBe(true);
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(site.offSite(requests)).toEqual([]);
    await page.context().close();
  });

  it('shares an article to Facebook, X, LinkedIn and WhatsApp in a new tab and by email, each with its canonical address, named in the article’s language', async () => {
    const article = await newestArticle('Hindi');
    // The shared site's PUBLIC_URL, not the address the browser used.
    const canonical = `${site.publicUrl}/${article.slug}`;
    const { page, errors } = await site.openPage(1280);
    // Answered here: this machine cannot reach the share targets.
    await page
      .context()
      .route(SHARE_TARGETS, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>share</title>' }),
      );
    await page.goto(`${site.url}/${article.slug}`, { waitUntil: 'networkidle' });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
    const share = page.getByRole('list', { name: hi(articleMessages.share) });
    const byEmail = hi(articleMessages.shareByEmail);
    expect(await share.getByRole('link').allTextContents()).toEqual([
      'Facebook पर शेयर करें',
      'X पर शेयर करें',
      'LinkedIn पर शेयर करें',
      'WhatsApp पर शेयर करें',
      byEmail,
    ]);
    // The brand is written as it is, marked as English inside the Hindi name.
    expect(await share.locator('[lang="en"]').allTextContents()).toEqual(['Facebook', 'X', 'LinkedIn', 'WhatsApp']);

    for (const [network, address, parameter] of WEB_SHARES) {
      const name = hi(articleMessages.shareOn, { network });
      const link = share.getByRole('link', { name, exact: true });
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`, name).toBe(address);
      // WhatsApp has one text field: the title, then the address.
      expect(href.searchParams.get(parameter), name).toBe(
        network === 'WhatsApp' ? `${article.title} ${canonical}` : canonical,
      );
      expect(await link.getAttribute('rel'), name).toContain('noopener');
      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await tab.waitForLoadState();
      const opened = new URL(tab.url());
      expect(`${opened.origin}${opened.pathname}`, name).toBe(address);
      expect(opened.searchParams.get(parameter), name).toBe(href.searchParams.get(parameter));
      await tab.close();
      expect(page.url(), name).toBe(`${site.url}/${article.slug}`);
    }

    const mailLink = share.getByRole('link', { name: byEmail, exact: true });
    const mail = new URL((await mailLink.getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('यह ख़बर पढ़िए');
    expect(mail.searchParams.get('body')).toBe(canonical);
    // The mail app opens by itself: no empty tab beside it.
    expect(await mailLink.getAttribute('target')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists a category, and shows an editor with a stored token, never a reader, the link to the back office when the footer comes into view, without React', async () => {
    const article = await newestArticle('Hindi');
    const { page, requests, errors } = await site.openPage(1280);
    await page.goto(`${site.url}/category/${article.category._id}`, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').textContent()).resolves.toBe(article.category.name);
    await expect(
      page.getByRole('link', { name: article.title.split(' ').slice(0, 3).join(' ') }).count(),
    ).resolves.toBeGreaterThan(0);
    // The hydrator came with the page; React waits until an island wakes.
    expect(requests.some((url) => /\/assets\/hydrator-[^/]+\.js$/.test(url))).toBe(true);
    expect(islandRendererLoads(requests)).toEqual([]);

    // No way into the back office for readers; an editor with a stored token is shown the dashboard.
    expect(await page.locator('footer a[href="/login"]').count()).toBe(0);
    expect(await page.locator('[data-admin-link]').isHidden()).toBe(true);
    await page.evaluate(() => localStorage.setItem('token', 'a-stored-token'));
    await page.locator('footer').scrollIntoViewIfNeeded();
    const adminLink = page.getByRole('link', { name: siteMessages.editorLink.hi });
    await adminLink.waitFor();
    expect(await adminLink.getAttribute('href')).toBe('/admin/dashboard');
    expect(islandRendererLoads(requests)).toEqual([]);
    expect(site.offSite(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("answers unknown paths with the 404 page in the site's Hindi, offering a search and the newest stories", async () => {
    const { page, errors } = await site.openPage(360);
    const response = await page.goto(`${site.url}/no-such-story`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('404 पेज नहीं मिला');
    const latest = page.getByRole('region', { name: 'ताज़ा ख़बरें' }).getByRole('link');
    const { news } = await site.api<{ news: { slug: string }[] }>('/news/all?limit=1');
    expect(await latest.first().getAttribute('href')).toBe(`/${news[0]?.slug}`);
    expect(await latest.count()).toBeGreaterThan(1);
    // The search box is a plain GET form to /search.
    const field = page.getByRole('main').getByRole('searchbox', { name: 'ख़बर खोजें' });
    await field.fill('क्रिकेट');
    await field.press('Enter');
    await page.waitForURL(`${site.url}/search?q=${encodeURIComponent('क्रिकेट')}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors.filter((error) => !error.startsWith('404 '))).toEqual([]);
    await page.context().close();
  });
});
