import type { Page } from 'playwright-core';

/** An article page's comments section. */
export const commentsSection = (page: Page) => page.locator('#comments');

/**
 * Reloads `page` until its comments section shows (or no longer shows) `text`; answers the
 * milliseconds from `since` to when the reload that showed it asked: how long a busy machine then
 * takes to draw the page is the browser's, not the site's.
 */
export async function msUntilComments(page: Page, text: string, since: number, shown = true): Promise<number> {
  for (;;) {
    const asked = Date.now();
    await page.reload();
    if ((await commentsSection(page).getByText(text).count()) > 0 === shown) return asked - since;
    if (Date.now() - since > 5000) throw new Error(`'${text}' still ${shown ? 'missing' : 'shown'}`);
  }
}
