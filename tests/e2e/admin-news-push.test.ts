import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPopup, fillArticle } from '../helpers/admin-news-form';
import { openAdmin, signIn } from '../helpers/admin-session';
import { ownSite } from '../helpers/e2e';
import { startPushService, type TestPushService } from '../helpers/push-service';

// Its own server, outside production so that it takes the test's push service on the loopback (decision 162).
const site = ownSite({ env: { NODE_ENV: 'development' } });
// Each push is answered after a while, so that the report shows the queue at work.
let pushService: TestPushService;

beforeAll(async () => {
  pushService = await startPushService({ delayMs: 5_000 });
});
afterAll(() => pushService?.close());

async function subscribe(endpoint: string, keys: { p256dh: string; auth: string }): Promise<void> {
  await site.api('/push/subscribe', { method: 'POST', body: { endpoint, keys } });
}

describe("the news form's push report", () => {
  it("shows 'sending…' while the queue runs, then what was sent, failed and removed", { timeout: 60_000 }, async () => {
    const live = pushService.subscription('live');
    const gone = pushService.subscription('gone', { isGone: true });
    await subscribe(live.endpoint, live.keys);
    await subscribe(gone.endpoint, gone.keys);
    // Nothing listens on port 9 of the loopback: the push fails.
    await subscribe('http://127.0.0.1:9/push/nobody', pushService.subscription('nobody').keys);

    const session = await signIn(site.url, site.admin.email, site.admin.password);
    const { page } = await openAdmin(site, session, '/admin/addnews');
    page.setDefaultTimeout(15_000);
    const title = 'Pushed story';
    await fillArticle(page, title, `pushed-story-${Date.now().toString(36)}`);
    await page.getByRole('checkbox', { name: 'Send notification' }).check();
    await page.getByRole('button', { name: 'Add News' }).click();
    await expectPopup(page, 'News Details Added Successfully');

    const report = page.getByRole('region', { name: 'Notification' });
    expect(await report.getByRole('heading').textContent()).toBe(`Notification for “${title}”`);
    await report
      .getByRole('status')
      .filter({ hasText: /^Sending… / })
      .waitFor();
    await report.getByRole('status').filter({ hasText: 'Sent 1, failed 1, removed 1.' }).waitFor({ timeout: 20_000 });
    expect(pushService.received.map((push) => push.path).sort()).toEqual(['/push/gone', '/push/live']);
  });
});
