import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteMessages } from '../../src/shared/messages/site';
import { sharedSite } from '../helpers/e2e';

const site = sharedSite();

/** The player host a click may reach; answered here, since this machine cannot reach YouTube. */
const PLAYER_HOST = 'https://www.youtube-nocookie.com/';

/** The home page in a fresh browser context that records every request and every error. */
async function openHome(width: number, options: BrowserContextOptions = {}) {
  const opened = await site.openPage(width, { height: 900, ...options });
  await opened.page
    .context()
    .route(`${PLAYER_HOST}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
  await opened.page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  return opened;
}

/** The big-news carousel's slide counter, e.g. '1 / 2'. */
const counter = (page: Page) =>
  page.locator('section[aria-roledescription="carousel"] span[aria-live]').textContent({ timeout: 2000 });

/**
 * Layout shifts from now on (Chromium's Layout Instability API), once the web fonts are in: the
 * swap from the fallback font is the fonts' business, this counts what the page's own motion does.
 */
async function startCountingShifts(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

describe('home page in the browser', () => {
  it('advances the big-news carousel every 3 s without shifting the page, pauses on hover, and steps with the buttons', async () => {
    const { page, errors } = await openHome(1280);
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    const next = page.getByRole('button', { name: 'अगली स्लाइड' });
    await next.waitFor({ state: 'visible' });
    await startCountingShifts(page);
    await page.mouse.move(5, 890);
    expect(await counter(page)).toBe('1 / 2');
    await expect.poll(() => counter(page), { timeout: 5000, interval: 250 }).toBe('2 / 2');
    // It loops back to the first slide.
    await expect.poll(() => counter(page), { timeout: 5000, interval: 250 }).toBe('1 / 2');
    expect(await shifts(page)).toEqual([]);

    await carousel.hover();
    const shown = await counter(page);
    await page.waitForTimeout(4000);
    expect(await counter(page)).toBe(shown);

    // Keyboard focus inside the carousel holds it too.
    await page.mouse.move(5, 890);
    await carousel.locator('a').first().focus();
    const focused = await counter(page);
    await page.waitForTimeout(3500);
    expect(await counter(page)).toBe(focused);
    expect(focused).toBe(shown);

    await next.click();
    const afterNext = shown === '1 / 2' ? '2 / 2' : '1 / 2';
    expect(await counter(page)).toBe(afterNext);
    // The track scrolled to that slide: it lines up with the carousel's left edge.
    const slide = page.locator('[aria-roledescription="slide"]').nth(afterNext === '2 / 2' ? 1 : 0);
    const left = async () => Math.round((await slide.boundingBox())!.x - (await carousel.boundingBox())!.x);
    await expect.poll(left, { timeout: 2000 }).toBe(0);
    await page.getByRole('button', { name: 'पिछली स्लाइड' }).click();
    expect(await counter(page)).toBe(shown);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('rotates the top ad every 2 s, linking each banner to its own address in a new tab', async () => {
    const { page } = await openHome(1280);
    const slot = page.locator('aside[aria-label="विज्ञापन"]').first();
    const visibleAd = () => slot.locator('a:visible').getAttribute('href', { timeout: 1000 });
    await page.mouse.move(5, 890);
    const first = await visibleAd();
    await expect.poll(visibleAd, { timeout: 4000, interval: 200 }).not.toBe(first);
    const links = slot.locator('a');
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener sponsored');
    }
    await page.context().close();
  });

  it('shows video posters drawn by the site, and loads the privacy-enhanced YouTube player only on a click', async () => {
    const { page, requests, errors } = await openHome(360);
    const videos = page.locator('section[aria-labelledby="videos"]');
    await videos.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(site.offSite(requests)).toEqual([]);

    const poster = videos.getByRole('link', { name: /चलाएँ:/ }).first();
    // The poster links to the video's YouTube page, for readers without script.
    expect(await poster.getAttribute('href')).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)/);
    const box = await poster.boundingBox();
    await poster.click();
    const player = videos.locator('iframe');
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/,
    );
    // The player takes the poster's place and size.
    expect(await player.boundingBox()).toEqual(box);
    await expect.poll(() => site.offSite(requests).every((url) => url.startsWith(PLAYER_HOST))).toBe(true);
    expect(site.offSite(requests).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes a vote on the poll, shows the results, and shows them again on return', async () => {
    const { page, errors } = await openHome(1280);
    const poll = page.locator('section[aria-labelledby="poll-heading"]');
    await poll.scrollIntoViewIfNeeded();
    const vote = poll.getByRole('button', { name: 'वोट करें' });
    await expect.poll(() => vote.isDisabled()).toBe(true);
    const options = poll.getByRole('radio');
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    // A click while the island wakes is held and given to it once awake: the option ends up chosen.
    await options.nth(1).click();
    await expect.poll(() => options.nth(1).isChecked()).toBe(true);
    await vote.click();
    const bars = poll.getByRole('progressbar');
    await bars.first().waitFor();
    expect(await bars.count()).toBe(count);
    expect(await bars.nth(1).getAttribute('aria-valuenow')).toBe('100');
    expect(await poll.textContent()).toContain('कुल 1 वोट');
    expect(await poll.textContent()).toContain('(आपका वोट)');

    await page.reload({ waitUntil: 'networkidle' });
    await poll.scrollIntoViewIfNeeded();
    await poll.getByRole('progressbar').first().waitFor();
    expect(await poll.getByRole('radio').count()).toBe(0);
    expect(await poll.textContent()).toContain('कुल 1 वोट');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes the breaking-news line every 1.5 s, and holds every line still for readers who ask for less motion', async () => {
    const { page } = await openHome(1280);
    const lines = page.locator('.ticker-lines');
    // The line's own clock, stepped through one loop: what a reader sees over 4.5 s, at once.
    const { duration, offsets } = await lines.evaluate((element) => {
      const [animation] = element.getAnimations();
      if (!animation) return { duration: 0, offsets: [] };
      animation.pause();
      const total = Number(animation.effect?.getComputedTiming().duration ?? 0);
      const seen: number[] = [];
      for (let time = 0; time < total; time += 50) {
        animation.currentTime = time;
        seen.push(Math.round(new DOMMatrix(getComputedStyle(element).transform).m42));
      }
      return { duration: total, offsets: seen };
    });
    expect(duration).toBe(4500);
    const lineHeight = await page
      .locator('.ticker-line')
      .first()
      .evaluate((element) => element.clientHeight);
    // Three lines, each held still for over a second of its 1.5 s (50 ms a sample).
    const heldSamples = new Map<number, number>();
    for (const offset of offsets)
      if (offset % lineHeight === 0) heldSamples.set(offset, (heldSamples.get(offset) ?? 0) + 1);
    expect([...heldSamples.values()].filter((samples) => samples >= 20).length).toBeGreaterThanOrEqual(3);
    await page.context().close();

    const still = await openHome(1280, { reducedMotion: 'reduce' });
    const ticker = still.page.locator(`section[aria-label="${siteMessages.breakingTicker.hi}"]`);
    const visibleLines = ticker.locator('.ticker-text:visible');
    expect(await visibleLines.count()).toBe(3);
    expect(
      await still.page.locator('.ticker-lines').evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none');
    await still.page.context().close();
  });

  it("opens a category's subcategory menu on hover and on keyboard focus, above the page", async () => {
    const { page } = await openHome(1280);
    const item = page.locator('.nav-item:has(.nav-menu)').first();
    const menu = item.locator('.nav-menu');
    expect(await menu.isVisible()).toBe(false);
    await item.hover();
    expect(await menu.isVisible()).toBe(true);
    await page.mouse.move(5, 890);
    expect(await menu.isVisible()).toBe(false);
    await item.locator('a').first().focus();
    expect(await menu.isVisible()).toBe(true);
    // Not clipped by the scrolling strip: what is drawn at the menu's first link is that link.
    const link = menu.locator('a').first();
    const box = (await link.boundingBox())!;
    const drawn = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('href'), {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(drawn).toBe(await link.getAttribute('href'));
    await page.keyboard.press('Tab');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('fits phone and tablet screens without sideways scrolling, and loads nothing from other hosts', async () => {
    for (const width of [768, 1024]) {
      const { page } = await openHome(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
    const { page, requests, errors } = await openHome(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The small big-news cards carry 5-word titles on phones.
    const small = page.locator('[aria-roledescription="slide"]').first().locator('a').nth(1);
    const title = (await small.locator('.sm\\:hidden').textContent()) ?? '';
    expect(title.replace(/\.\.\.$/, '').split(' ').length).toBeLessThanOrEqual(5);
    expect(site.offSite(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
