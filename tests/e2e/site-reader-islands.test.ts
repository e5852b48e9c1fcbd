import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '../../src/shared/constants';
import { formatArticleDate } from '../../src/shared/dates';
import { translator } from '../../src/shared/i18n/translate';
import { articleMessages } from '../../src/shared/messages/article';
import { siteMessages } from '../../src/shared/messages/site';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { islandRendererLoads, ownSite } from '../helpers/e2e';
import { addReader, type E2eReader, openReaderPage } from '../helpers/e2e-readers';

// Its own server: the tests like an article and add notified articles.
const site = ownSite();
type Article = { _id: string; title: string; slug: string; category: { _id: string } | null };
let article: Article;

beforeAll(async () => {
  const list = await site.api<{ news: Article[] }>('/news/all?limit=1&language=Hindi', { asAdmin: true });
  const [first] = list.news;
  if (!first) throw new Error('The demo content has no Hindi article');
  article = first;
});

/** A 360 px page holding `reader`'s session, ready for the axe check. */
const pageOf = (reader: E2eReader | null) => openReaderPage(site, reader, 360, { forAxe: true });

/** The heart's words on a Hindi article: 'यह ख़बर पसंद करें, 12 पसंद'. */
const hi = translator('hi');
const HEART_NAME = /^यह ख़बर पसंद करें, \d+ पसंद$/;
const heart = (page: Page) => page.getByRole('main').getByRole('button', { name: HEART_NAME });
const bell = (page: Page) =>
  page.getByRole('navigation').getByRole('button', { name: new RegExp(`^${siteMessages.notifications.hi}`) });
const countOf = async (page: Page) => Number(await heart(page).locator('[data-like-count]').textContent());

describe("the article's heart", () => {
  it('shows the count without script, as a link to sign in', async () => {
    const { page } = await site.openPage(360, { javaScriptEnabled: false });
    await page.goto(`${site.url}/${article.slug}`);
    const link = page.getByRole('main').getByRole('link', { name: HEART_NAME });
    expect(await link.getAttribute('href')).toBe('/signin');
    expect(await link.textContent()).toMatch(/^\d+$/);
  });

  it('opens the sign-in for an anonymous reader, without React until then', async () => {
    const { page, requests, errors } = await pageOf(null);
    await page.goto(`${site.url}/${article.slug}`);
    await heart(page).waitFor();
    expect(islandRendererLoads(requests)).toEqual([]);
    await heart(page).click();
    // The dialog speaks the article's language.
    await page.getByRole('dialog', { name: /^(साइन इन|Sign in)$/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it("toggles a signed-in reader's like at once, kept by the server across a reload", async () => {
    const reader = await addReader(site, 'Heart Reader');
    const { page, errors } = await pageOf(reader);
    await page.goto(`${site.url}/${article.slug}`);
    await page.waitForSelector('main button[aria-pressed="false"]');
    const before = await countOf(page);

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/news/like'));
    await heart(page).click();
    expect(await heart(page).getAttribute('aria-pressed')).toBe('true');
    expect(await countOf(page)).toBe(before + 1);
    expect((await saved).status()).toBe(200);
    expect(await heart(page).getAttribute('aria-label')).toBe(hi(articleMessages.likeArticle, { count: before + 1 }));

    // The kept page may carry the old count; the live state replaces it.
    await page.reload();
    await page.waitForSelector('main button[aria-pressed="true"]');
    expect(await countOf(page)).toBe(before + 1);

    const taken = page.waitForResponse((response) => response.url().endsWith('/api/v1/news/removelike'));
    await heart(page).click();
    expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
    expect((await taken).status()).toBe(200);
    expect(await countOf(page)).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('takes back a press the server refuses, and says so', async () => {
    const reader = await addReader(site, 'Refused Reader');
    const { page } = await pageOf(reader);
    await page.route('**/api/v1/news/like', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"Try later"}' }),
    );
    await page.goto(`${site.url}/${article.slug}`);
    await page.waitForSelector('main button[aria-pressed="false"]');
    const before = await countOf(page);
    await heart(page).click();
    await page.getByText(hi(articleMessages.likeNotSaved, { reason: 'Try later' })).waitFor();
    expect(await heart(page).getAttribute('aria-pressed')).toBe('false');
    expect(await countOf(page)).toBe(before);
  });
});

describe("the header's bell", () => {
  it('holds its place in the header before the script shows it, so nothing there moves when it does', async () => {
    const boxes = async (page: Page) => ({
      bell: await page.locator('[data-bell]').boundingBox(),
      controls: await page.locator('[data-bell]').locator('..').boundingBox(),
    });
    const still = await site.openPage(360, { javaScriptEnabled: false });
    await still.page.goto(`${site.url}/`);
    const before = await boxes(still.page);
    expect(await still.page.locator('[data-bell]').isVisible()).toBe(false);
    await still.page.context().close();

    const { page, errors } = await pageOf(null);
    await page.goto(`${site.url}/`);
    await bell(page).waitFor();
    expect(before.bell).not.toBeNull();
    expect(await boxes(page)).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists notified articles; a signed-in reader sees a badge until the panel is opened', async () => {
    const reader = await addReader(site, 'Bell Reader');
    const title = `Bell test ${Date.now().toString(36)}`;
    await site.api('/news/create', {
      method: 'POST',
      asAdmin: true,
      body: {
        title,
        subtitle: '',
        description: '<p>Notified.</p>',
        language: 'English',
        type: 'top-news',
        category: article.category?._id,
        location: 'Jaipur',
        youtubeurl: '',
        notificationSend: true,
        tag: ['bell'],
        slug: `bell-test-${Date.now().toString(36)}`,
        images: [],
      },
    });

    const anonymous = await pageOf(null);
    await anonymous.page.goto(`${site.url}/`);
    await anonymous.page.getByRole('button', { name: siteMessages.notifications.hi, exact: true }).waitFor();
    await bell(anonymous.page).click();
    await anonymous.page
      .locator('#bell-panel')
      .getByRole('link', { name: new RegExp(title) })
      .waitFor();
    expect(await anonymous.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousAccessibilityViolations(anonymous.page)).toEqual([]);
    // Push is offered in the panel, and nothing about it happens before the reader's press.
    await anonymous.page.getByRole('button', { name: siteMessages.pushButton.hi }).waitFor();
    expect(anonymous.calls.filter((call) => call.endsWith('/sw.js') || call.includes('/api/v1/push/'))).toEqual([]);
    await anonymous.page.keyboard.press('Escape');
    expect(await bell(anonymous.page).getAttribute('aria-expanded')).toBe('false');
    // The listed time is the article's, in the site time zone whatever the browser's, in the page's language.
    await bell(anonymous.page).click();
    const listed = anonymous.page.locator('#bell-panel').getByRole('link', { name: new RegExp(title) });
    const listedTime = await listed.locator('time').textContent();
    await listed.click();
    await anonymous.page.waitForURL(/bell-test-/);
    const published = await anonymous.page.getByRole('main').locator('time').first().getAttribute('datetime');
    expect(listedTime).toBe(formatArticleDate(published, DEFAULT_TIMEZONE, 'hi'));

    const { page, errors } = await pageOf(reader);
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: /^सूचनाएँ \(\d+ अपठित\)$/ }).waitFor();
    expect(await page.locator('[data-bell-badge]').isVisible()).toBe(true);
    const seen = page.waitForResponse((response) => response.url().endsWith('/api/v1/news/notifications/seen'));
    await bell(page).click();
    await page
      .locator('#bell-panel')
      .getByRole('link', { name: new RegExp(`^${siteMessages.notificationNew.hi} ${title}`) })
      .waitFor();
    expect(await page.locator('[data-bell-badge]').isVisible()).toBe(false);
    expect((await seen).status()).toBe(200);

    await page.reload();
    await page.waitForResponse((response) => response.url().includes('/api/v1/news/notifications'));
    await page.getByRole('button', { name: siteMessages.notifications.hi, exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
