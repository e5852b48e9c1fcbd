import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { makeImage } from './images';

/** The news form's steps the browser tests share. */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });

/** Waits for a sweetalert2 popup with this title, then for it to close (success popups close after 2 s). */
export async function expectPopup(page: Page, title: string, { close = false, text = '' } = {}): Promise<void> {
  await expect.poll(() => page.locator('.swal2-title').textContent(), { timeout: 15_000 }).toBe(title);
  if (text) expect(await page.locator('.swal2-html-container').textContent()).toBe(text);
  if (close) await page.locator('.swal2-confirm').click();
  await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 10_000 });
}

export async function uploadImages(page: Page, count: number): Promise<void> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `photo-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await makeImage('png', 320 + index * 10, 180),
    })),
  );
  await page.locator('input#news-images').setInputFiles(files);
  await expectPopup(page, 'Image Details Added Successfully');
}

/** Fills every required field of a new article (one image), with `slug` as its Custom URL. */
export async function fillArticle(page: Page, title: string, slug: string): Promise<void> {
  await field(page, 'Title').fill(title);
  await description(page).click();
  await page.keyboard.type('Plain words of the story.');
  await page.getByLabel('Language').selectOption('English');
  await page.getByLabel('Type').selectOption('top-news');
  await page.locator('#news-category').selectOption({ index: 1 });
  await field(page, 'Location').fill('Jaipur');
  await field(page, 'Tags').fill('e2e');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await field(page, 'Custom URL').fill(slug);
  await uploadImages(page, 1);
}
