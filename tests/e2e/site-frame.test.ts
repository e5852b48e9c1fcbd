import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteMessages } from '../../src/shared/messages/site';
import { ownSite } from '../helpers/e2e';
import { addOlderComments, addReader, openReaderPage } from '../helpers/e2e-readers';

// Adds categories and comments: a server of its own.
const site = ownSite();

type Box = { left: number; right: number; top: number; bottom: number };
type NavState = {
  strip: Box;
  /** Each category in the bar: where it is drawn, whether it shows, and whether 'More' lists it. */
  items: { name: string; box: Box; shown: boolean; inMore: boolean }[];
  /** The bell, the reader's link, search and 'More' when shown. */
  others: { name: string; box: Box }[];
};

/** Where the bar's parts are, once the reader's name, the bell and the web fonts are in. */
async function navState(page: Page): Promise<NavState> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const strip = document.querySelector('[data-nav-strip]')!;
    const more = document.querySelector<HTMLElement>('[data-nav-more]')!;
    const items = [...strip.querySelectorAll<HTMLElement>(':scope > [data-nav-item]')].map((item) => ({
      name: item.querySelector('a')!.textContent ?? '',
      box: box(item),
      shown: getComputedStyle(item).visibility === 'visible',
      inMore: more.querySelector<HTMLElement>(`[data-nav-more-item="${item.dataset.navItem}"]`)?.hidden === false,
    }));
    const others = [
      ['bell', document.querySelector('[data-bell] button')],
      ['reader', document.querySelector('[data-reader-slot]')],
      ['search', document.querySelector('site-island[name="SearchOverlay"] a')],
      ...(more.hidden ? [] : [['more', more]]),
    ].map(([name, element]) => ({ name: name as string, box: box(element as Element) }));
    return { strip: box(strip), items, others };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom;

describe('the frame every page shares', () => {
  it('shows every category whole in the bar or under More at 1024, 1280 and 1440 px, beside a signed-in reader, the bell and search', async () => {
    // Two more long names than the demo's 14, so More has work at every width.
    for (const name of ['अंतरराष्ट्रीय संबंध', 'Science and Environment'])
      await site.api('/category/create', { method: 'POST', body: { name }, asAdmin: true });
    const reader = await addReader(site, 'Meenakshi Sundaram Iyer');
    for (const width of [1024, 1280, 1440]) {
      const { page, errors } = await openReaderPage(site, reader, width);
      await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
      await page.locator('[data-reader-slot][data-reader="in"]').waitFor();
      await page.locator('[data-bell]:not(.invisible)').waitFor();
      await page.evaluate(() => document.fonts.ready);
      // nav-live.ts has sorted the bar once More lists exactly the categories not shown.
      await expect
        .poll(async () => (await navState(page)).items.every((item) => item.shown !== item.inMore))
        .toBe(true);
      const state = await navState(page);
      expect(state.items.length).toBeGreaterThanOrEqual(16);
      const cut = state.items.filter(
        (item) =>
          item.shown &&
          (item.box.right > state.strip.right + 0.5 ||
            item.box.bottom > state.strip.bottom + 0.5 ||
            state.others.some((other) => overlaps(item.box, other.box))),
      );
      expect(
        cut.map((item) => item.name),
        `cut or covered at ${width} px`,
      ).toEqual([]);
      expect(state.items.filter((item) => !item.shown).length, `More has work at ${width} px`).toBeGreaterThan(0);

      // 'और ▾' opens from the keyboard and lists what the bar does not show.
      const more = page.getByRole('button', { name: siteMessages.more.hi });
      await more.focus();
      const menu = page.getByRole('list', { name: siteMessages.moreCategories.hi });
      await menu.waitFor();
      const listed = await menu.locator('li:visible a').allTextContents();
      expect(listed).toEqual(state.items.filter((item) => !item.shown).map((item) => item.name));
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(listed[0]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps the bar still while the reader’s name and the bell arrive', async () => {
    const reader = await addReader(site, 'Prakash Chandra Upadhyay');
    const { page } = await openReaderPage(site, reader, 1280);
    // Every shift whose moved element is inside the navigation bar, from the first paint on.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { navShifts: string[] }).navShifts = moved;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          for (const source of (entry as unknown as { sources: { node?: Node }[] }).sources)
            if (source.node instanceof Element && source.node.closest('nav'))
              moved.push(source.node.outerHTML.slice(0, 80));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-reader-slot][data-reader="in"]').waitFor();
    await page.locator('[data-bell]:not(.invisible)').waitFor();
    await page.waitForTimeout(300);
    const navShifts = await page.evaluate(() => (window as unknown as { navShifts: string[] }).navShifts);
    expect(navShifts).toEqual([]);
    await page.context().close();
  });

  it('scrolls the category strip sideways on a phone and shows that it does', async () => {
    const { page } = await site.openPage(360);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    const strip = page.locator('[data-nav-strip]');
    const look = await strip.evaluate((element) => {
      const { right } = element.getBoundingClientRect();
      const cutItem = [...element.children].some((item) => {
        const box = item.getBoundingClientRect();
        return box.left < right && box.right > right;
      });
      return {
        scrolls: element.scrollWidth > element.clientWidth,
        fade: getComputedStyle(element).maskImage,
        cutItem,
      };
    });
    expect(look.scrolls).toBe(true);
    expect(look.fade).toContain('linear-gradient');
    expect(look.cutItem).toBe(true);
    expect(await page.getByRole('button', { name: siteMessages.more.hi }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('keeps the floating buttons off comments and form fields at 360 px, on an article and the contact page', async () => {
    const {
      news: [article],
    } = await site.api<{ news: { _id: string; slug: string }[] }>('/news/all?page=1&limit=1');
    const reader = await addReader(site, 'Sunita Verma');
    await addOlderComments(
      site,
      reader,
      article!._id,
      Array.from({ length: 6 }, (_, index) => ({
        text: `टिप्पणी ${index + 1}: ${'यह ख़बर बहुत अच्छी लगी और इसमें दी गई जानकारी काम की है। '.repeat(3)}`,
        status: 'visible' as const,
      })),
    );
    await site.api('/settings', { method: 'PUT', body: { chatUrl: 'https://wa.me/919876543210' }, asAdmin: true });
    const { page } = await openReaderPage(site, reader, 360);
    for (const [path, keepClear] of [
      [`/${article!.slug}`, '#comments li p, #comments textarea, #comments button'],
      ['/contact', 'main form input, main form textarea, main form button'],
    ] as const) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.locator(keepClear).first().waitFor();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const covered: string[] = [];
      for (let y = 0; y < height; y += 150) {
        // The buttons step aside with a transition: wait until theirs have run (the back-to-top button's
        // scroll-driven reveal never finishes).
        await page.evaluate(async (top) => {
          window.scrollTo({ top, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const moving = document
            .getAnimations()
            .filter(
              (animation) =>
                animation instanceof CSSTransition &&
                (animation.effect as KeyframeEffect | null)?.target instanceof Element &&
                ((animation.effect as KeyframeEffect).target as Element).closest('[data-floating-buttons]'),
            );
          await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
        }, y);
        covered.push(
          ...(await page.evaluate((selector) => {
            const buttons = [...document.querySelectorAll('[data-floating-buttons] > a')]
              .filter((button) => getComputedStyle(button).visibility === 'visible')
              .map((button) => button.getBoundingClientRect());
            return [...document.querySelectorAll(selector)]
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return buttons.some(
                  (b) => box.left < b.right && b.left < box.right && box.top < b.bottom && b.top < box.bottom,
                );
              })
              .map((element) => `${window.scrollY}: ${(element.textContent ?? element.tagName).slice(0, 30)}`);
          }, keepClear)),
        );
      }
      expect(covered, path).toEqual([]);
    }
    // A field with focus has the screen to itself: the buttons step off its right edge.
    await page.locator('main form textarea').first().focus();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-floating-buttons] > a')].every(
            (button) => button.getBoundingClientRect().left >= window.innerWidth,
          ),
        ),
      )
      .toBe(true);
    await page.context().close();
  });
});
