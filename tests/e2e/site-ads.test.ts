import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AD_SLOTS, type AdPlace } from '../../src/shared/ad-slots';
import { adMessages } from '../../src/shared/messages/ads';
import { sharedSite } from '../helpers/e2e';

const site = sharedSite();

type Listed = { slug: string; category: { _id: string } };

/** What a reader sees of one ad slot once its shown ad has loaded. */
type SlotSeen = {
  place: AdPlace;
  label: string;
  labelBottom: number;
  box: { top: number; width: number; height: number };
  /** The shown creative: how it is fitted, its natural size, and the box it is drawn in. */
  image: { fit: string; naturalWidth: number; naturalHeight: number; width: number; height: number };
};

/** Every ad slot of the page, each scrolled into view until its shown ad has loaded. */
async function adSlots(page: Page): Promise<SlotSeen[]> {
  const slots = page.locator('aside[data-ad-place]');
  const seen: SlotSeen[] = [];
  for (const slot of await slots.all()) {
    await slot.scrollIntoViewIfNeeded();
    const image = slot.locator('a:visible img').first();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    seen.push(
      await slot.evaluate((element) => {
        const label = element.querySelector('p') as HTMLElement;
        const box = element.querySelector('[data-ad-box]') as HTMLElement;
        const shown = [...element.querySelectorAll('img')].find(
          (img) => getComputedStyle(img.closest('a') as HTMLElement).visibility === 'visible',
        ) as HTMLImageElement;
        const boxRect = box.getBoundingClientRect();
        const imageRect = shown.getBoundingClientRect();
        return {
          place: element.getAttribute('data-ad-place') as AdPlace,
          label: label.textContent ?? '',
          labelBottom: label.getBoundingClientRect().bottom,
          box: { top: boxRect.top, width: boxRect.width, height: boxRect.height },
          image: {
            fit: getComputedStyle(shown).objectFit,
            naturalWidth: shown.naturalWidth,
            naturalHeight: shown.naturalHeight,
            width: imageRect.width,
            height: imageRect.height,
          },
        };
      }),
    );
  }
  return seen;
}

/** The slot says it is an ad above its creative, keeps its shape, and shows the creative whole. */
function expectAdLike(slot: SlotSeen, columnWidth: number) {
  const size = AD_SLOTS[slot.place];
  expect(slot.label, slot.place).toBe(adMessages.label.hi);
  expect(slot.labelBottom, slot.place).toBeLessThanOrEqual(slot.box.top + 0.5);
  // Its reserved box: the slot's size, or the same shape scaled to a narrower column.
  expect(slot.box.width, slot.place).toBeCloseTo(Math.min(size.width, columnWidth), 0);
  expect(slot.box.height / slot.box.width, slot.place).toBeCloseTo(size.height / size.width, 2);
  // The creative is never cropped: contained in the box, or drawn in a box of its own shape.
  const { image } = slot;
  const sameShape = Math.abs(image.naturalWidth / image.naturalHeight - image.width / image.height) < 0.02;
  expect(image.fit === 'contain' || (image.fit !== 'cover' && sameShape), slot.place).toBe(true);
  expect(image.width, slot.place).toBeLessThanOrEqual(slot.box.width + 0.5);
  expect(image.height, slot.place).toBeLessThanOrEqual(slot.box.height + 0.5);
}

describe('ad slots in the browser', () => {
  for (const width of [360, 1280]) {
    it(`labels every slot on home, a category and an article at ${width} px, keeps its shape and shows each ad whole`, async () => {
      const { news } = await site.api<{ news: Listed[] }>('/news/all?language=Hindi&limit=1');
      const article = news[0]!;
      const pages: [string, AdPlace[]][] = [
        ['/', ['top', 'right', 'bottom']],
        [`/category/${article.category._id}`, ['top', 'right']],
        [`/${article.slug}`, ['in-article']],
      ];
      const { page, errors } = await site.openPage(width, { height: 900 });
      for (const [path, places] of pages) {
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        const slots = await adSlots(page);
        expect(slots.map((slot) => slot.place).sort(), path).toEqual([...places].sort());
        // A phone's column is the screen less its 16 px gutters.
        for (const slot of slots) expectAdLike(slot, width - 32);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
