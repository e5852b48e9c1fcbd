import type { Page } from 'playwright-core';
import { translator } from '../../src/shared/i18n/translate';
import { searchMessages } from '../../src/shared/messages/search';

/** The search overlay of a page in the site's language (Hindi). */
export const searchDialog = (page: Page) =>
  page.getByRole('dialog', { name: translator('hi')(searchMessages.fieldLabel) });

/**
 * Presses `/` on a woken home page and waits for the search to open. Twice in CI runs (of about
 * thirty) a first press on the home page opened nothing, and it never happened when tried alone:
 * a press that opens nothing in 5 s is reported with what the page had loaded, and pressed once
 * more, so the runs go on while the cause is found. Two lost presses fail the test.
 */
export async function openSearchWithKey(page: Page, errors: readonly string[]): Promise<void> {
  await page.keyboard.press('/');
  try {
    await searchDialog(page).waitFor({ timeout: 5000 });
    return;
  } catch {
    const state = await page.evaluate(() => ({
      island: document.querySelector('site-island[name="SearchOverlay"]')?.innerHTML.length,
      focused: document.activeElement?.tagName,
      loaded: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/')),
    }));
    console.log(`A '/' press opened no search within 5 s: ${JSON.stringify({ ...state, errors })}`);
  }
  await page.keyboard.press('/');
  await searchDialog(page).waitFor({ timeout: 5000 });
}
