import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteMessages } from '../../src/shared/messages/site';
import { IMAGE_FILE_ONLY } from '../../src/shared/schemas/ads';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { ownSite } from '../helpers/e2e';
import { makeImage } from '../helpers/images';

const LIMITED_ADMIN = {
  name: 'Limited Desk',
  email: 'limited-desk@example.com',
  password: 'saffron-ledger-pigeon-orbit-17',
};
/** A breaking-news change shows on the public pages within 1 s (docs/product.md, Speed budgets). */
const VISIBLE_WITHIN_MS = 1000;

// Its own server: the tests change what they read.
const site = ownSite();
let superAdmin: AdminSession;
let limited: AdminSession;

beforeAll(async () => {
  superAdmin = await signIn(site.url, site.admin.email, site.admin.password);
  const added = await apiAs(site.url, superAdmin, 'POST', '/admin/add', {
    ...LIMITED_ADMIN,
    permissions: { canAdd: false, canEdit: false, canDelete: false },
  });
  expect(added.status).toBe(201);
  limited = await signIn(site.url, LIMITED_ADMIN.email, LIMITED_ADMIN.password);
});

type Screen = { page: Page; errors: string[] };

/** A back-office screen as `session`, recording script errors (refused calls are expected, so failed loads are not). */
async function open(session: AdminSession, path: string): Promise<Screen> {
  const { page } = await openAdmin(site, session, path);
  // A step that never happens fails with its locator named, well inside the test's own timeout.
  page.setDefaultTimeout(8000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, errors };
}

async function close({ page, errors }: Screen) {
  await page.context().close();
  expect(errors).toEqual([]);
}

/** Waits for the sweetalert2 popup titled `title` (with `text` under it when given) and dismisses it. */
async function popup(page: Page, title: string, text?: string) {
  const dialog = page.locator('.swal2-popup');
  await dialog.locator('.swal2-title', { hasText: title }).waitFor();
  if (text !== undefined) expect(await dialog.locator('.swal2-html-container').textContent()).toBe(text);
  await dialog.locator('.swal2-confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Clicks Delete, checks the confirmation asks first, and confirms it. */
async function deleteConfirmed(page: Page, scope: Locator) {
  await scope.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.locator('.swal2-popup');
  await dialog.locator('.swal2-title', { hasText: /^Delete / }).waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

function row(page: Page, text: string): Locator {
  return page.locator('tbody tr').filter({ hasText: text });
}

/** Milliseconds until the home page's breaking ticker does (or does not) hold `line`, or Infinity after 5 s. */
async function msUntilTicker(line: string, shown: boolean): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 5000) {
    const html = await (await fetch(`${site.url}/`)).text();
    const ticker =
      html.match(new RegExp(`aria-label="${siteMessages.breakingTicker.hi}"[\\s\\S]*?</section>`))?.[0] ?? '';
    if (ticker.includes(line) === shown) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe('Breaking Text', () => {
  it('creates a line that the home ticker shows within 1 s, toggles it only on success, and deletes it', async () => {
    const screen = await open(superAdmin, '/admin/breaking');
    const { page } = screen;
    const line = `E2E ticker line ${Date.now()}`;

    await page.getByRole('button', { name: 'Add Breaking News' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name').fill(line);
    await page.getByRole('button', { name: 'Add Breaking News' }).click();
    await popup(page, 'Breaking News Added Successfully');
    expect(await msUntilTicker(line, true)).toBeLessThan(VISIBLE_WITHIN_MS);
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await row(page, line).getByRole('button', { name: 'Deactivate' }).click();
    await row(page, line).getByRole('button', { name: 'Activate' }).waitFor();
    // The row shows the server's copy at once, then the list is read again: what the editor is left with is 'No'.
    await expect.poll(() => row(page, line).getByRole('cell').nth(1).textContent()).toBe('No');
    expect(await msUntilTicker(line, false)).toBeLessThan(VISIBLE_WITHIN_MS);

    await deleteConfirmed(page, row(page, line));
    await popup(page, 'Breaking News Deleted Successfully');
    await row(page, line).waitFor({ state: 'detached' });
    await close(screen);
  });

  it('keeps the flag as it was when the server refuses the toggle', async () => {
    const created = await apiAs<{ breakingNews: { _id: string } }>(
      site.url,
      superAdmin,
      'POST',
      '/breakingNews/create',
      { name: `E2E vanishing line ${Date.now()}` },
    );
    const screen = await open(superAdmin, '/admin/breaking');
    const { page } = screen;
    const listed = page.locator('tbody tr').filter({ hasText: 'E2E vanishing line' });
    await listed.waitFor();
    await apiAs(site.url, superAdmin, 'DELETE', `/breakingNews/delete/${created.body.breakingNews._id}`);

    await listed.getByRole('button', { name: 'Deactivate' }).click();
    await popup(page, 'Error', 'Breaking news not found');
    expect(await listed.getByRole('button', { name: 'Deactivate' }).count()).toBe(1);
    await close(screen);
  });
});

describe('Live Streaming', () => {
  it('creates a stream, edits it in the dialog, toggles it and deletes it', async () => {
    const screen = await open(superAdmin, '/admin/livestriming');
    const { page } = screen;
    const name = `E2E stream ${Date.now()}`;

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('URL').fill('not a link');
    await page.getByRole('button', { name: 'Add Live Stream' }).click();
    await page.getByText('URL must be an http(s) link').waitFor();
    await page.getByLabel('URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Add Live Stream' }).click();
    await popup(page, 'Live News Added Successfully');

    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Live Stream' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(name);
    await dialog.getByLabel('Name').fill(`${name} (edited)`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await popup(page, 'The live stream has been successfully updated.');
    await dialog.waitFor({ state: 'detached' });
    const edited = row(page, `${name} (edited)`);
    await edited.waitFor();

    await edited.getByRole('button', { name: 'Active' }).click();
    await edited.getByRole('button', { name: 'Inactive' }).waitFor();
    const listed = await apiAs<{ liveStreams: { name: string; active: boolean }[] }>(
      site.url,
      superAdmin,
      'GET',
      '/live/getAll',
    );
    expect(listed.body.liveStreams.find((stream) => stream.name === `${name} (edited)`)?.active).toBe(false);

    await deleteConfirmed(page, edited);
    await popup(page, 'Live News Deleted Successfully');
    await edited.waitFor({ state: 'detached' });
    await close(screen);
  });

  it('says the update failed, in the product’s words, and keeps what was typed', async () => {
    const name = `E2E stream gone ${Date.now()}`;
    const created = await apiAs<{ liveStream: { _id: string } }>(site.url, superAdmin, 'POST', '/live/create', {
      name,
      url: 'https://example.com/live',
    });
    const screen = await open(superAdmin, '/admin/livestriming');
    const { page } = screen;
    await row(page, name).getByRole('button', { name: 'Edit' }).click();
    await apiAs(site.url, superAdmin, 'DELETE', `/live/delete/${created.body.liveStream._id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Live Stream' });
    await dialog.getByLabel('Name').fill(`${name} (typed)`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'There was an error updating the live stream. Please try again.Live stream not found',
    );
    expect(await dialog.getByLabel('Name').inputValue()).toBe(`${name} (typed)`);
    await close(screen);
  });
});

describe('Create Poll', () => {
  it('asks for every text, creates a poll with an added option, lists its votes and deletes it', async () => {
    const screen = await open(superAdmin, '/admin/poll');
    const { page } = screen;
    const question = `E2E poll ${Date.now()}?`;
    const form = page.locator('form');

    await form.getByRole('button', { name: 'Create Poll' }).click();
    await page.getByText('Question is required').waitFor();
    expect(await page.getByText('Option text is required').count()).toBe(2);

    await page.getByLabel('Question').fill(question);
    await page.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
    await page.getByRole('textbox', { name: 'Option 2' }).fill('No');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('textbox', { name: 'Option 3' }).fill('Maybe');
    await form.getByRole('button', { name: 'Create Poll' }).click();
    await popup(page, 'Poll created successfully');

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: question }) });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/0 votes.*Yes.*0 \(0%\).*No.*Maybe/);

    await deleteConfirmed(page, card);
    await popup(page, 'Poll deleted successfully');
    await card.waitFor({ state: 'detached' });
    await close(screen);
  });
});

describe('Ads', () => {
  it('takes images only, creates an ad with its image, toasts a refused upload and deletes the ad', async () => {
    const screen = await open(superAdmin, '/admin/ads');
    const { page } = screen;
    const url = `https://example.com/e2e-ad-${Date.now()}`;

    await page.getByLabel('URL').fill(url);
    await page.getByLabel('Position type').selectOption('right-add');
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await page.getByRole('button', { name: 'Create Ad' }).click();
    await page.getByText(IMAGE_FILE_ONLY).waitFor();

    // Named and typed as a PNG, but no image inside: only the server can tell.
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await page.getByRole('button', { name: 'Create Ad' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Oops, something went wrong!' }).waitFor();

    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await makeImage('png', 320, 120) });
    await page.getByRole('button', { name: 'Create Ad' }).click();
    await popup(page, 'Ads created successfully!', 'Have a nice day!');

    const created = row(page, url.replace('https://', ''));
    await created.waitFor();
    expect(await created.getByRole('img').getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
    expect(await created.getByRole('link').getAttribute('href')).toBe(url);
    expect(await created.textContent()).toContain('right-add');

    await deleteConfirmed(page, created);
    await popup(page, 'Ad deleted successfully');
    await created.waitFor({ state: 'detached' });
    await close(screen);
  });
});

describe('Add Youtube Video', () => {
  it('creates a video, finds it by type, and deletes it', async () => {
    const screen = await open(superAdmin, '/admin/yt');
    const { page } = screen;
    const url = 'https://www.youtube.com/shorts/aqz-KE-bpKQ';

    await page.getByLabel('URL').fill(url);
    await page.getByRole('button', { name: 'Add Video' }).click();
    await page.getByText('Type is required').waitFor();
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('short');
    await page.getByRole('button', { name: 'Add Video' }).click();
    await popup(page, 'Youtube video created successfully!', 'Have a nice day!');

    const created = row(page, 'youtube.com/shorts/aqz-KE-bpKQ');
    await created.waitFor();
    expect(await page.locator('tbody tr').first().textContent()).toContain('aqz-KE-bpKQ');

    await page.getByLabel('Search by type').fill('right');
    await created.waitFor({ state: 'detached' });
    const types = await page.locator('tbody tr td:first-child').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type) => type.startsWith('right-yt'))).toBe(true);
    await page.getByLabel('Search by type').fill('SHORT');
    await created.waitFor();

    await deleteConfirmed(page, created);
    await popup(page, 'Youtube video deleted successfully!');
    await created.waitFor({ state: 'detached' });
    await close(screen);
  });
});

describe('an Admin without canAdd, canEdit and canDelete', () => {
  it('sees no create panels, Edit or Delete buttons on Breaking Text, Live Streaming and Ads, but still toggles', async () => {
    for (const [path, createPanel] of [
      ['/admin/breaking', 'Add Breaking News'],
      ['/admin/livestriming', 'Add Live Stream'],
      ['/admin/ads', 'Create Ad'],
    ] as const) {
      const screen = await open(limited, path);
      const { page } = screen;
      // Loaded rows (not the skeleton's), so a Delete button would be there to find.
      await page.locator('tbody[aria-busy="false"] tr td').first().waitFor();
      expect(await page.locator('tbody tr').count(), path).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: createPanel }).count(), path).toBe(0);
      expect(await page.getByRole('button', { name: 'Delete' }).count(), path).toBe(0);
      expect(await page.getByRole('button', { name: 'Edit' }).count(), path).toBe(0);
      await close(screen);
    }
    const screen = await open(limited, '/admin/breaking');
    const toggle = screen.page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^(Activate|Deactivate)$/ });
    const before = await toggle.textContent();
    await toggle.click();
    await screen.page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: before === 'Activate' ? 'Deactivate' : 'Activate' })
      .waitFor();
    await close(screen);
  });

  it('is refused by the API (403) when it forces the hidden calls', async () => {
    /** The newest item of a list the demo content fills, to aim the forced calls at. */
    const newest = async <T>(path: string, key: string): Promise<T> => {
      const [item] = (await apiAs<Record<string, T[]>>(site.url, superAdmin, 'GET', path)).body[key] ?? [];
      if (!item) throw new Error(`${path} listed nothing`);
      return item;
    };
    const line = await newest<{ _id: string }>('/breakingNews/getAll', 'breakingNewss');
    const stream = await newest<{ _id: string; url: string }>('/live/getAll', 'liveStreams');
    const ad = await newest<{ _id: string; image: string }>('/ads/getAll', 'ads');

    const forced = [
      ['POST', '/breakingNews/create', { name: 'Forced line' }],
      ['DELETE', `/breakingNews/delete/${line._id}`, undefined],
      ['POST', '/live/create', { name: 'Forced stream', url: 'https://example.com/live' }],
      ['PUT', `/live/livestream/${stream._id}`, { name: 'Forced edit', url: stream.url }],
      ['DELETE', `/live/delete/${stream._id}`, undefined],
      ['POST', '/ads/create', { url: 'https://example.com/forced', type: 'top-add', image: ad.image }],
      ['DELETE', `/ads/delete/${ad._id}`, undefined],
    ] as const;
    for (const [method, path, body] of forced) {
      const answer = await apiAs<{ success: boolean; message: string }>(site.url, limited, method, path, body);
      expect({ call: `${method} ${path}`, status: answer.status, body: answer.body }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        body: { success: false, message: 'Access denied' },
      });
    }
  });
});
