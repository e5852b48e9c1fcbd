import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, openAdmin, signIn } from '../helpers/admin-session';
import { sharedSite } from '../helpers/e2e';

// Reads only: the shared server.
const site = sharedSite();
let superAdmin: AdminSession;

beforeAll(async () => {
  superAdmin = await signIn(site.url, site.admin.email, site.admin.password);
});

/** Holds the next request for a screen's chunk until `release()`; `requested` settles when it is asked for. */
async function holdChunk(page: Page, screenFile: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(new RegExp(`/admin/assets/${screenFile}-[^/]+\\.js$`), async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

/** Whether the progress bar was in the page at the first animation frame after a click on the page. */
function watchFirstFrameAfterClick(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.addEventListener(
      'click',
      () => {
        requestAnimationFrame(() => {
          document.body.dataset.progressAtFirstFrame = String(
            document.querySelector('[data-testid="navigation-progress"]') !== null,
          );
        });
      },
      { once: true },
    );
  });
}

describe('a click on a back-office link', () => {
  it('shows at once that the screen is on its way, without moving anything, until it is there', async () => {
    const { page, errors } = await openAdmin(site, superAdmin, '/admin/dashboard');
    page.setDefaultTimeout(10_000);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const main = page.getByRole('main');
    const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'All News' });
    const progress = page.getByTestId('navigation-progress');
    const announcement = page.getByRole('status').filter({ hasText: 'Loading All News…' });
    // The dashboard's own lists grow the page as their answers arrive: measure once they have.
    await page.waitForLoadState('networkidle');
    const boxBefore = await main.boundingBox();
    expect(await progress.count()).toBe(0);

    const chunk = await holdChunk(page, 'allnews');
    await watchFirstFrameAfterClick(page);
    await link.click();
    await chunk.requested;
    expect(await page.evaluate(() => document.body.dataset.progressAtFirstFrame)).toBe('true');
    expect(await progress.isVisible()).toBe(true);
    expect(await main.getAttribute('aria-busy')).toBe('true');
    expect(await link.getByTestId('pending-link').isVisible()).toBe(true);
    expect(await announcement.count()).toBe(1);
    expect(await main.boundingBox()).toEqual(boxBefore);
    expect(await page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);

    chunk.release();
    await page.getByRole('heading', { name: 'All News', level: 1 }).waitFor();
    await progress.waitFor({ state: 'detached' });
    expect(await main.getAttribute('aria-busy')).toBe('false');
    expect(await link.getByTestId('pending-link').count()).toBe(0);
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(await announcement.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
