import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '../../src/shared/constants';
import { translator } from '../../src/shared/i18n/translate';
import { liveBlogMessages } from '../../src/shared/messages/live-blog';
import { formatUpdateTime } from '../../src/web/public/live-blog/live-time';
import { openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';
import { addArticle, otherScriptWords } from '../helpers/e2e-articles';

// Its own server: the test turns an article into a live blog and posts to it.
const site = ownSite();
type Article = { _id: string; slug: string; title: string };
let article: Article;

/** An open page asks every 10 s (decision 222); a post shows at the next ask, so well within 15 s. */
const NEXT_ASK_MS = 15_000;

beforeAll(async () => {
  const list = await site.api<{ news: Article[] }>('/news/all?limit=1&language=English', { asAdmin: true });
  const [first] = list.news;
  if (!first) throw new Error('The demo content has no English article');
  await site.api('/news/update', { method: 'PUT', body: { id: first._id, live: true }, asAdmin: true });
  article = first;
});

describe('a live blog', () => {
  it('shows an update posted from the back office composer on a reader’s open page without a reload', {
    timeout: 90_000,
  }, async () => {
    // A short window, so that the end of the page lies well below the start of the updates list.
    const reader = await site.openPage(1280, { height: 500, bypassCSP: true });
    await reader.page.goto(`${site.url}/${article.slug}`);
    const blog = reader.page.locator('#live-updates');
    await blog.getByRole('heading', { name: /Live updates/ }).waitFor();
    expect(await blog.getByText('Updates will appear here as they come.').isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(reader.page)).toEqual([]);
    // A mark that a reload would wipe.
    await reader.page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const session = await signIn(site.url, site.admin.email, site.admin.password);
    const editor = await openAdmin(site, session, `/admin/addnews/${article._id}`);
    editor.page.setDefaultTimeout(15_000);
    const composer = editor.page.getByRole('complementary', { name: 'Live blog' });
    await composer.getByRole('button', { name: 'Post update' }).click();
    await composer.getByText('Update text is required').waitFor();
    await composer.getByRole('textbox', { name: /New update/ }).fill('Toss: India win it and bat first');
    await composer.getByRole('textbox', { name: 'Score line' }).fill('IND 0/0 (0)');
    await composer.getByRole('checkbox', { name: 'Key event' }).check();
    const posted = Date.now();
    await composer.getByRole('button', { name: 'Post update' }).click();
    await composer.getByRole('status').filter({ hasText: 'Update posted' }).waitFor();
    await composer
      .getByRole('list', { name: 'Posted updates' })
      .getByText('Toss: India win it and bat first')
      .waitFor();

    // The reader, at the top of the list, gets it in place, in the key events too.
    const shown = blog.locator('[data-live-updates] li', { hasText: 'Toss: India win it and bat first' });
    await shown.waitFor({ timeout: NEXT_ASK_MS });
    expect(Date.now() - posted).toBeLessThan(NEXT_ASK_MS);
    expect(await shown.getByText('IND 0/0 (0)').isVisible()).toBe(true);
    const keyEvent = blog
      .getByRole('navigation', { name: 'Key events' })
      .getByRole('link', { name: /Toss: India win it/ });
    expect(await keyEvent.getAttribute('href')).toBe(`#${await shown.getAttribute('id')}`);
    expect(await reader.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await seriousAccessibilityViolations(reader.page)).toEqual([]);

    // Further down the page, the next update waits behind a button and is counted in the title.
    const title = await reader.page.title();
    await reader.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const listTop = await blog.locator('[data-live-updates]').evaluate((list) => list.getBoundingClientRect().top);
    expect(listTop).toBeLessThan(-40);
    await composer.getByRole('textbox', { name: /New update/ }).fill('Four! Driven through the covers');
    await composer.getByRole('button', { name: 'Post update' }).click();
    await composer.getByRole('list', { name: 'Posted updates' }).getByText('Four! Driven through the covers').waitFor();
    const waiting = blog.getByRole('button', { name: '1 new update' });
    await waiting.waitFor({ timeout: NEXT_ASK_MS });
    expect(await reader.page.title()).toBe(`(1) ${title}`);
    await waiting.click();
    await blog.getByText('Four! Driven through the covers').waitFor();
    expect(await reader.page.title()).toBe(title);
    expect(reader.errors).toEqual([]);
    expect(editor.errors).toEqual([]);
  });
});

describe('a Hindi live blog', () => {
  const hi = translator('hi');
  type Posted = { update: { _id: string; createdAt: string } };

  it('labels its updates, the pinned one and the key events in Hindi, its times in Hindi by the reader’s clock', {
    timeout: 60_000,
  }, async () => {
    const story = await addArticle(site, 'Hindi', 'भारत बनाम ऑस्ट्रेलिया, पहला टी20');
    await site.api('/news/update', { method: 'PUT', body: { id: story._id, live: true }, asAdmin: true });
    const post = (body: object) =>
      site.api<Posted>(`/liveblog/${story._id}/updates`, { method: 'POST', asAdmin: true, body });
    const toss = (await post({ body: 'टॉस: भारत ने पहले बल्लेबाज़ी चुनी', score: 'IND 0/0 (0)', keyEvent: true })).update;
    await site.api(`/liveblog/${story._id}/updates/${toss._id}/pin`, {
      method: 'PUT',
      asAdmin: true,
      body: { pinned: true },
    });
    await post({ body: 'पहले ओवर में दो चौके' });

    // The page's bytes: its day and time, as a kept page can say it on any later day.
    const still = (await site.openPage(360, { javaScriptEnabled: false })).page;
    await still.goto(`${site.url}/${story.slug}`);
    expect(await still.locator('h1').textContent()).toBe(`${hi(liveBlogMessages.live)}${story.title}`);
    const kept = still.locator('#live-updates');
    await kept.getByRole('heading', { name: hi(liveBlogMessages.updates) }).waitFor();
    expect(await kept.locator(`#update-${toss._id} time`).textContent()).toBe(
      formatUpdateTime(toss.createdAt, DEFAULT_TIMEZONE, 'hi'),
    );

    // Awake: by the reader's clock, and an update that arrives is written in Hindi too.
    const reader = await site.openPage(360, { bypassCSP: true });
    await reader.page.goto(`${site.url}/${story.slug}`);
    const blog = reader.page.locator('#live-updates');
    const pinned = blog.locator(`#update-${toss._id}`);
    await expect.poll(() => pinned.locator('time').textContent()).toBe(hi(liveBlogMessages.justNow));
    await pinned.getByText(hi(liveBlogMessages.pinned), { exact: true }).waitFor();
    await pinned.getByText(hi(liveBlogMessages.keyEvent), { exact: true }).waitFor();
    const keyEvents = blog.getByRole('navigation', { name: hi(liveBlogMessages.keyEvents) });
    expect(await keyEvents.getByRole('link', { name: /टॉस: भारत/ }).getAttribute('href')).toBe(`#update-${toss._id}`);

    await post({ body: 'विकेट! गिल आउट', score: 'IND 24/1 (4.2)', keyEvent: true });
    const arrived = blog.locator('[data-live-updates] li', { hasText: 'विकेट! गिल आउट' });
    await arrived.waitFor({ timeout: NEXT_ASK_MS });
    await arrived.getByText(hi(liveBlogMessages.keyEvent), { exact: true }).waitFor();
    expect(await arrived.locator('time').textContent()).toBe(hi(liveBlogMessages.justNow));
    await keyEvents.getByRole('link', { name: /विकेट! गिल आउट/ }).waitFor();
    // The score lines are marked as the Latin they are written in; nothing else is.
    expect(await otherScriptWords(blog, 'hi')).toEqual([]);
    expect(await seriousAccessibilityViolations(reader.page)).toEqual([]);
    expect(reader.errors).toEqual([]);
  });
});
