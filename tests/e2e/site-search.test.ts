import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Language, langOf } from '../../src/shared/language';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { islandRendererLoads, ownSite } from '../helpers/e2e';
import { searchDialog as dialog, openSearchWithKey } from '../helpers/search-key';

type ListedNews = { slug: string; title: string; language: Language; images: { public_id: string }[] };

// Its own server: the long category it adds would change what every other file reads.
const site = ownSite();

const LONG_CATEGORY_ARTICLES = 12;

/** A category of 12 articles (two pages) made through the API, newest first. */
/** `path`: the category's readable address, suggested by the server from its Hindi name (decision 273). */
let longCategory: { id: string; path: string; titles: string[]; slugs: string[] };

async function makeLongCategory(): Promise<typeof longCategory> {
  const { category } = await site.api<{ category: { _id: string; slug: string } }>('/category/create', {
    method: 'POST',
    asAdmin: true,
    body: { name: 'पन्ने वाली श्रेणी', description: 'Two pages of stories' },
  });
  const { news: demo } = await site.api<{ news: ListedNews[] }>('/news/all?page=1&limit=1');
  const image = demo[0]?.images[0];
  const titles: string[] = [];
  const slugs: string[] = [];
  for (let index = LONG_CATEGORY_ARTICLES; index >= 1; index -= 1) {
    const { news } = await site.api<{ news: ListedNews }>('/news/create', {
      method: 'POST',
      asAdmin: true,
      body: {
        title: `पन्ना कहानी ${index}: नगर निगम की नई योजना`,
        description: `<p>कहानी ${index} का पूरा ब्योरा।</p>`,
        language: 'Hindi',
        type: 'all',
        category: category._id,
        location: 'इंदौर',
        tag: ['नगर'],
        slug: `panna-kahani-${index}-${randomBytes(3).toString('hex')}`,
        images: image ? [{ public_id: image.public_id }] : [],
        publish: new Date(Date.now() - index * 60_000).toISOString(),
      },
    });
    titles.unshift(news.title);
    slugs.unshift(news.slug);
  }
  return { id: category._id, path: `/${category.slug}`, titles, slugs };
}

beforeAll(async () => {
  longCategory = await makeLongCategory();
});

const searches = (requests: string[]) => requests.filter((url) => url.includes('/api/v1/news/all?'));

async function newestArticle(query: string): Promise<ListedNews> {
  const { news } = await site.api<{ news: ListedNews[] }>(`/news/all?q=${encodeURIComponent(query)}&page=1&limit=1`);
  return news[0]!;
}

describe('listings and search in the browser', () => {
  it('goes from a category to its page 2 and on to an article', async () => {
    const { page, errors } = await site.openPage(1280);
    await page.goto(`${site.url}${longCategory.path}`);
    await expect(page.locator('h1').textContent()).resolves.toBe('पन्ने वाली श्रेणी');
    const pager = page.getByRole('navigation', { name: 'पेज' });
    await pager.getByRole('link', { name: 'अगला' }).click();
    await page.waitForURL(`${site.url}${longCategory.path}?page=2`);
    expect(await pager.getByText('अगला').getAttribute('aria-disabled')).toBe('true');
    expect(await pager.getByText('आख़िरी').getAttribute('aria-disabled')).toBe('true');
    const eleventh = longCategory.titles[10]!;
    await page
      .getByRole('link', { name: eleventh.split(' ').slice(0, 3).join(' ') })
      .first()
      .click();
    await page.waitForURL(`${site.url}/${longCategory.slugs[10]}`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(eleventh);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens search with "/", finds Hindi as you type, and opens a result with the arrow keys and Enter', async () => {
    const expected = await newestArticle('क्रिकेट');
    const { page, requests, errors } = await site.openPage(1280);
    // An article read from its top: the home page's carousel wakes React as soon as it is seen.
    await page.goto(`${site.url}/${expected.slug}`, { waitUntil: 'networkidle' });
    // A reader who has not searched has downloaded no island renderer.
    expect(islandRendererLoads(requests)).toEqual([]);
    await page.keyboard.press('/');
    await dialog(page).waitFor();
    // Searching woke it: the renderer arrived as one file.
    expect(islandRendererLoads(requests)).toHaveLength(1);
    const field = page.getByRole('searchbox', { name: 'ख़बर खोजें' });
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // The key opened the search; it was not typed into it.
    await expect(field.inputValue()).resolves.toBe('');
    // The 300 ms open and close (docs/product.md, Search).
    await expect(dialog(page).evaluate((element) => getComputedStyle(element).transitionDuration)).resolves.toMatch(
      /^0\.3s/,
    );

    await field.pressSequentially('क्रिकेट', { delay: 40 });
    const results = dialog(page).locator('ul a');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    // Typing faster than the 250 ms pause sends one request, for the whole word.
    expect(searches(requests)).toEqual([
      `${site.url}/api/v1/news/all?q=${encodeURIComponent('क्रिकेट')}&page=1&limit=10`,
    ]);
    await expect(results.first().getAttribute('href')).resolves.toBe(`/${expected.slug}`);
    await expect(dialog(page).getByRole('status').textContent()).resolves.toMatch(/^\d+\+? (नतीजा|नतीजे)$/);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect(results.first().evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/${expected.slug}`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(expected.title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens from the search button, finds English too, says "कोई ख़बर नहीं मिली...", and Escape closes it with focus back', async () => {
    const { page, errors } = await site.openPage(360, { hasTouch: true, isMobile: true });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const button = page.getByRole('link', { name: 'खोजें' });
    expect(await button.getAttribute('href')).toBe('/search');
    // The first tap wakes the island; it opens the search instead of following the link.
    await button.tap();
    await dialog(page).waitFor();
    expect(page.url()).toBe(`${site.url}/`);

    const field = page.getByRole('searchbox', { name: 'ख़बर खोजें' });
    await field.fill('cricket');
    const results = dialog(page).locator('ul a');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    const first = await newestArticle('cricket');
    await expect(results.first().textContent()).resolves.toContain(first.title.split(' ').slice(0, 4).join(' '));
    // Latin 'cricket' finds Hindi cricket stories too (docs/product.md, Search): each result says its language.
    await expect(results.first().locator('..').getAttribute('lang')).resolves.toBe(langOf(first.language));

    await field.fill('xylophonequartet');
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toBe('कोई ख़बर नहीं मिली...');
    await expect(results.count()).resolves.toBe(0);

    // Tab stays inside the modal dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has no serious or critical axe findings with the search open on its results at 360 px', async () => {
    const { page, errors } = await site.openPage(360, { bypassCSP: true });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await openSearchWithKey(page, errors);
    await page.getByRole('searchbox', { name: 'ख़बर खोजें' }).fill('क्रिकेट');
    await expect.poll(() => dialog(page).locator('ul a').count()).toBeGreaterThan(0);
    // Colours are checked as they end up, not halfway through the opening transition.
    await dialog(page).evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps still for readers who ask for reduced motion', async () => {
    const { page, errors } = await site.openPage(1280, { reducedMotion: 'reduce' });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await openSearchWithKey(page, errors);
    await expect(dialog(page).evaluate((element) => getComputedStyle(element).transitionProperty)).resolves.toBe(
      'none',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches and pages through a category with JavaScript off', async () => {
    const { page } = await site.openPage(360, { javaScriptEnabled: false });
    await page.goto(`${site.url}/`);
    // Without script the search button is a link to the search page.
    await page.getByRole('link', { name: 'खोजें' }).click();
    await page.waitForURL(`${site.url}/search`);
    const field = page.locator('#search-page-query');
    await field.fill('क्रिकेट');
    await field.press('Enter');
    await page.waitForURL(`${site.url}/search?q=${encodeURIComponent('क्रिकेट')}`);
    const expected = await newestArticle('क्रिकेट');
    await page.locator('main li a').first().click();
    await page.waitForURL(`${site.url}/${expected.slug}`);

    await page.goto(`${site.url}/search?q=nosuchwordanywhere`);
    await expect(page.getByRole('main').getByText('कोई ख़बर नहीं मिली...').isVisible()).resolves.toBe(true);

    await page.goto(`${site.url}${longCategory.path}`);
    await page.getByRole('navigation', { name: 'पेज' }).getByRole('link', { name: 'पेज 2' }).click();
    await page.waitForURL(`${site.url}${longCategory.path}?page=2`);
    await page
      .getByRole('link', { name: longCategory.titles[10]!.split(' ').slice(0, 3).join(' ') })
      .first()
      .click();
    await page.waitForURL(`${site.url}/${longCategory.slugs[10]}`);
    await page.context().close();
  });

  it('switches the tabbed boxes of a subcategory page without script', async () => {
    const { categories } = await site.api<{ categories: { slug: string; subCategories: { slug: string }[] }[] }>(
      '/category/all',
    );
    const parent = categories.find((category) => category.subCategories.length > 0)!;
    const { page } = await site.openPage(1280, { javaScriptEnabled: false });
    await page.goto(`${site.url}/${parent.slug}/${parent.subCategories[0]!.slug}`);
    const fresh = page.locator('section[aria-labelledby="tabs-fresh-legend"]');
    const firstTab = fresh.getByRole('list', { name: 'ताज़ा ख़बरें' });
    const secondTab = fresh.getByRole('list', { name: 'टॉप न्यूज़' });
    await expect(firstTab.isVisible()).resolves.toBe(true);
    await expect(secondTab.isVisible()).resolves.toBe(false);
    await fresh.getByText('टॉप न्यूज़', { exact: true }).click();
    await expect(secondTab.isVisible()).resolves.toBe(true);
    await expect(firstTab.isVisible()).resolves.toBe(false);
    // The keyboard: the radio group moves with the arrow keys.
    await page.keyboard.press('ArrowLeft');
    await expect(firstTab.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'धर्म-ज्योतिष' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
