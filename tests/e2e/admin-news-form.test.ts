import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWS_EDITED_ELSEWHERE_MESSAGE, type News, WORD_LIMIT_MESSAGE } from '../../src/shared/schemas/news';
import { description, expectPopup, field, fillArticle, uploadImages } from '../helpers/admin-news-form';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

// Its own server: the tests create, edit and schedule articles.
const site = ownSite();
let superAdmin: AdminSession;

beforeAll(async () => {
  superAdmin = await signIn(site.url, site.admin.email, site.admin.password);
});

let unique = 0;
function uniqueSlug(stem: string): string {
  unique += 1;
  return `${stem}-${unique}-${Date.now().toString(36)}`;
}

async function open(
  path: string,
  session = superAdmin,
  options: { bypassCSP?: boolean; timezoneId?: string; width?: number; hasTouch?: boolean } = {},
): Promise<Page> {
  const { page } = await openAdmin(site, session, path, options);
  // A step that cannot happen fails within 15 s, naming its locator, well inside the test's own time.
  page.setDefaultTimeout(15_000);
  return page;
}

async function sitePage(slug: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.url}/${slug}`);
  return { status: response.status, html: await response.text() };
}

/** Pastes `text` into the editor the way a browser paste does. */
async function paste(page: Page, text: string): Promise<void> {
  await description(page).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe('Add/Edit News', () => {
  it('goes the whole round trip: creates with two images, tags and formatted text, shown on the site; edits its title; deactivates it, gone from the site; deletes it', {
    timeout: 90_000,
  }, async () => {
    const page = await open('/admin/addnews');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Add News');
    await field(page, 'Title').fill('भारत ने सीरीज़ जीती');
    await expect.poll(() => field(page, 'Custom URL').inputValue()).toMatch(/^[a-z0-9-]+$/);
    const slug = uniqueSlug('series-win');
    await field(page, 'Custom URL').fill(slug);
    await description(page).click();
    await page.keyboard.type('The ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('final');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' went to the last over.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Rohit 101');
    await expect.poll(() => page.getByText('9 / 3000 words').count()).toBe(1);
    await page.getByLabel('Language').selectOption('Hindi');
    await page.getByLabel('Type').selectOption('top-news');
    await page.locator('#news-category').selectOption({ index: 1 });
    await field(page, 'Location').fill('Jaipur');
    for (const tag of ['cricket', 'India', 'cricket', '  ']) {
      await field(page, 'Tags').fill(tag);
      await page.getByRole('button', { name: 'Add Tag' }).click();
    }
    await expect
      .poll(() => page.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents())
      .toEqual(['cricket', 'India']);
    // The previews shown while the files upload are object URLs the site's policy must allow.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await uploadImages(page, 2);
    await expect.poll(() => page.getByRole('list', { name: 'Article images' }).getByRole('img').count()).toBe(2);
    expect(refused).toEqual([]);
    await page.getByRole('button', { name: 'Move image 2 earlier' }).click();

    expect(await page.getByTestId('save-shortcut').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add News' }).click();
    await expectPopup(page, 'News Details Added Successfully', {
      text: 'Published: “भारत ने सीरीज़ जीती” is on the site.',
    });
    // The story stays in front of its editor: its edit form, with its page on the site a tap away.
    await page.waitForURL(`${site.url}/admin/addnews/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Edit News');
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('भारत ने सीरीज़ जीती');
    const onSite = page.getByRole('link', { name: /^View on site/ });
    expect(await onSite.getAttribute('href')).toBe(`/${slug}`);
    expect(await onSite.getAttribute('target')).toBe('_blank');

    const created = await apiAs<{ news: News }>(site.url, superAdmin, 'GET', `/news/${slug}`);
    expect(created.body.news).toMatchObject({ title: 'भारत ने सीरीज़ जीती', tag: ['cricket', 'India'], version: 1 });
    expect(created.body.news.images.map((image) => image.width)).toEqual([330, 320]);
    const published = await sitePage(slug);
    expect(published.status).toBe(200);
    expect(published.html).toContain('भारत ने सीरीज़ जीती');
    expect(published.html).toContain('The <strong>final</strong> went to the last over.');
    expect(published.html).toContain('<ul><li><p>Rohit 101</p></li></ul>');

    const editor = await open(`/admin/addnews/${slug}`);
    await expect.poll(() => field(editor, 'Title').inputValue()).toBe('भारत ने सीरीज़ जीती');
    expect(await editor.getByRole('heading', { level: 1 }).textContent()).toBe('Edit News');
    await field(editor, 'Title').fill('India win the series 3-1');
    await editor.getByRole('button', { name: 'Update News' }).click();
    await expectPopup(editor, 'News Details Updated Successfully');
    await expect
      .poll(async () => (await sitePage(slug)).html, { timeout: 2_000 })
      .toContain('India win the series 3-1');

    // The rest of the round trip, from All News: deactivate (gone from the site), then delete.
    const list = await open(`/admin/allnews?q=${slug}`);
    const line = list.getByRole('row').filter({ hasText: 'India win the series 3-1' });
    await line.getByRole('button', { name: /^Deactivate/ }).click();
    await line.getByRole('cell', { name: 'No', exact: true }).waitFor();
    await expect.poll(async () => (await sitePage(slug)).status, { timeout: 1_000 }).toBe(404);
    expect(await (await fetch(`${site.url}/`)).text()).not.toContain(`href="/${slug}"`);
    await line.getByRole('button', { name: /^Delete/ }).click();
    await list.locator('.swal2-popup').getByRole('button', { name: 'Delete', exact: true }).click();
    await list.getByText('News deleted successfully!').waitFor();
    await expect.poll(() => line.count()).toBe(0);
    expect((await apiAs(site.url, superAdmin, 'GET', `/news/${slug}`)).status).toBe(404);
  });

  it("refuses an edit past 3000 words with 'You cannot exceed 3000 words.'", { timeout: 60_000 }, async () => {
    const page = await open('/admin/addnews');
    await description(page).waitFor();
    await paste(page, Array.from({ length: 3001 }, (_, index) => `w${index}`).join(' '));
    await expectPopup(page, WORD_LIMIT_MESSAGE, { close: true });
    expect(await page.getByText('0 / 3000 words').count()).toBe(1);

    await paste(page, Array.from({ length: 3000 }, (_, index) => `w${index}`).join(' '));
    await expect.poll(() => page.getByText('3000 / 3000 words').count()).toBe(1);
    // The end of the whole text, not of the first line: ProseMirror's End stays on the visual line.
    await description(page).press('Control+End');
    await page.keyboard.press('Space');
    await page.keyboard.type('more');
    await expectPopup(page, WORD_LIMIT_MESSAGE, { close: true });
    expect(await page.getByText('3000 / 3000 words').count()).toBe(1);
  });

  it('shows the validation messages of the news form on an empty submit', async () => {
    const page = await open('/admin/addnews');
    await page.getByRole('button', { name: 'Add News' }).click();
    const alerts = page.getByRole('alert');
    await expect.poll(() => alerts.count()).toBeGreaterThan(5);
    expect(await alerts.allTextContents()).toEqual([
      'Title is required',
      'Description is required',
      'Language is required',
      'Type is required',
      'Category is required',
      'Location is required',
      'At least one tag is required',
      'Custom Url is required',
      'At least one image is required',
    ]);
  });

  it("shows 'Access denied' to an Admin without canAdd, and the API refuses the same call", async () => {
    const email = `no-add-${Date.now()}@example.com`;
    const password = 'quiet-lantern-river-stone-77';
    const added = await apiAs(site.url, superAdmin, 'POST', '/admin/add', {
      name: 'reporter',
      email,
      password,
      permissions: { canAdd: false, canEdit: true, canDelete: false },
    });
    expect(added.status).toBe(201);
    const reporter = await signIn(site.url, email, password);
    const page = await open('/admin/addnews', reporter);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Access denied');
    expect(await page.getByRole('button', { name: 'Add News' }).count()).toBe(0);
    const forced = await apiAs(site.url, reporter, 'POST', '/news/create', { title: 'Forced' });
    expect([forced.status, forced.body.message]).toEqual([403, 'Access denied']);
  });

  it('keeps a draft through a reload and offers it back', async () => {
    const page = await open('/admin/addnews');
    await field(page, 'Title').fill('A draft that must survive');
    await field(page, 'Location').fill('Ajmer');
    await page.reload();
    await page.getByRole('button', { name: 'Restore draft' }).click();
    expect(await field(page, 'Title').inputValue()).toBe('A draft that must survive');
    expect(await field(page, 'Location').inputValue()).toBe('Ajmer');
    await page.getByRole('button', { name: 'Add News' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.reload();
    await field(page, 'Title').waitFor();
    expect(await page.getByRole('button', { name: 'Restore draft' }).count()).toBe(0);
  });

  it('keeps what is typed while an older draft is on offer, through a reload, until the editor chooses', {
    timeout: 90_000,
  }, async () => {
    const page = await open('/admin/addnews');
    const offer = page.getByRole('region', { name: 'Unsaved draft found' });
    await field(page, 'Title').fill('The older draft');
    await field(page, 'Location').fill('Ajmer');
    await page.reload();
    await offer.waitFor();

    await field(page, 'Title').fill('Typed with the offer open');
    await page.reload();
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Typed with the offer open');
    expect(await offer.textContent()).toContain('“The older draft”');
    expect(await offer.textContent()).toContain('What is in the form now is kept as well.');

    // Discard drops only the older draft: the typed text stays, and is the draft from then on.
    await offer.getByRole('button', { name: 'Discard' }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await field(page, 'Title').inputValue()).toBe('Typed with the offer open');
    await page.reload();
    expect(await offer.textContent()).toContain('“Typed with the offer open”');

    // Restore brings the older draft back in place of what was typed since.
    await field(page, 'Title').fill('Typed and then replaced');
    await offer.getByRole('button', { name: 'Restore draft' }).click();
    expect(await field(page, 'Title').inputValue()).toBe('Typed with the offer open');
    await page.reload();
    await offer.waitFor();
    expect(await field(page, 'Title').inputValue()).toBe('');
    await offer.getByRole('button', { name: 'Restore draft' }).click();
    expect(await field(page, 'Title').inputValue()).toBe('Typed with the offer open');
    expect(await field(page, 'Location').inputValue()).toBe('');
  });

  it('tells the first editor when a second editor saved in between, keeping what they typed', async () => {
    const page = await open('/admin/addnews');
    const slug = uniqueSlug('two-editors');
    await fillArticle(page, 'Two editors, one story', slug);
    await page.getByRole('button', { name: 'Add News' }).click();
    await expectPopup(page, 'News Details Added Successfully');
    const { news } = (await apiAs<{ news: News }>(site.url, superAdmin, 'GET', `/news/${slug}`)).body;

    const first = await open(`/admin/addnews/${news._id}`);
    await expect.poll(() => field(first, 'Title').inputValue()).toBe('Two editors, one story');
    const second = await apiAs(site.url, superAdmin, 'PUT', '/news/update', {
      id: news._id,
      version: news.version,
      title: 'The second editor was quicker',
    });
    expect(second.status).toBe(200);

    await field(first, 'Title').fill('The first editor’s headline');
    await first.keyboard.press('Control+s');
    await expectPopup(first, 'Error', { text: NEWS_EDITED_ELSEWHERE_MESSAGE, close: true });
    expect(await field(first, 'Title').inputValue()).toBe('The first editor’s headline');
    const stored = await apiAs<{ news: News }>(site.url, superAdmin, 'GET', `/news/${news._id}`);
    expect(stored.body.news.title).toBe('The second editor was quicker');
    await first.reload();
    await first.getByRole('button', { name: 'Restore draft' }).click();
    expect(await field(first, 'Title').inputValue()).toBe('The first editor’s headline');
  });

  it("schedules an article on the site's clock, not the browser's, and it appears on the site at its time", {
    timeout: 90_000,
  }, async () => {
    // An editor whose phone is set to New York still writes the time of the site's readers in Kolkata.
    const page = await open('/admin/addnews', superAdmin, { timezoneId: 'America/New_York' });
    const slug = uniqueSlug('scheduled');
    await fillArticle(page, 'Scheduled story', slug);
    await page.getByText('Site time: Asia/Kolkata (IST).').waitFor();
    const due = Date.now() + 5_000;
    // Kolkata is UTC+5:30 all year.
    const kolkata = new Date(due + 330 * 60_000).toISOString().slice(0, 19);
    await page.getByLabel('Publish date and time').fill(kolkata);
    await expect
      .poll(() => page.getByText(/^Scheduled: appears on the site on .*, Asia\/Kolkata \(IST\)\.$/).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Add News' }).click();
    await expectPopup(page, 'News Details Added Successfully');
    if (Date.now() < due - 500) expect((await sitePage(slug)).status).toBe(404);
    await expect
      .poll(async () => (await sitePage(slug)).status, { timeout: due - Date.now() + 3_000, interval: 250 })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(due - 1_000);
  });

  it('on a phone: the Type menu names the types, no Ctrl+S hint, and a new live story opens as the story being edited with its composer', {
    timeout: 60_000,
  }, async () => {
    const page = await open('/admin/addnews', superAdmin, { width: 360, hasTouch: true });
    const types = page.getByRole('combobox', { name: 'Type' }).getByRole('option');
    // The screen's chunk and its categories arrive after the page: longer than a poll's default second on a busy machine.
    await expect
      .poll(() => types.allTextContents(), { timeout: 10_000 })
      .toEqual([
        'Select type',
        'All news',
        'Top news',
        'Recent news',
        'Big news',
        'Breaking news',
        'Interview',
        'Ground report',
      ]);
    expect(await page.getByTestId('save-shortcut').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    const slug = uniqueSlug('live-match');
    await fillArticle(page, 'Live: the final over by over', slug);
    await page.getByRole('checkbox', { name: /^Live/ }).check();
    await page.getByRole('button', { name: 'Add News' }).click();
    await expectPopup(page, 'News Details Added Successfully', {
      text: 'Published: “Live: the final over by over” is on the site.',
    });
    await page.waitForURL(`${site.url}/admin/addnews/${slug}`);
    await page.getByRole('complementary', { name: 'Live blog' }).waitFor();
    await page.getByRole('form', { name: 'New live update' }).waitFor();
    expect(await page.getByRole('link', { name: /^View on site/ }).getAttribute('href')).toBe(`/${slug}`);
  });

  it('has no serious or critical accessibility findings', async () => {
    // axe is injected as a script, which the admin's CSP rightly refuses: this page bypasses it.
    const page = await open('/admin/addnews', superAdmin, { bypassCSP: true });
    await description(page).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
