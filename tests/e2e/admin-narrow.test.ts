import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/web/admin/screens';
import { openAdmin, signIn } from '../helpers/admin-session';
import { sharedSite } from '../helpers/e2e';

// Reads only: every screen is opened, nothing is saved.
const site = sharedSite();

/** Every screen with a sidebar link, as the SuperAdmin (who may open them all) sees it. */
const LINKED = SCREENS.filter((screen) => screen.icon !== undefined);

describe('the back office on a 360 px phone', () => {
  it('never scrolls sideways on any screen of the sidebar', { timeout: 90_000 }, async () => {
    const session = await signIn(site.url, site.admin.email, site.admin.password);
    const { page } = await openAdmin(site, session, '/admin/dashboard', { width: 360, height: 800 });
    const wider: Record<string, number> = {};
    for (const screen of LINKED) {
      await page.goto(`${site.url}/admin/${screen.path}`);
      await page.locator('main h1').waitFor();
      // Lists fill in after their screen: wait until the server's answers are in.
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wider[screen.path] = width;
    }
    expect(wider).toEqual({});
  });
});
