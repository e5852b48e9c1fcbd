import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

const EDITOR_PASSWORD = 'harbour-lantern-mango-71';

// Its own server: the tests change what they read.
const site = ownSite();
let boss: AdminSession;

beforeAll(async () => {
  boss = await signIn(site.url, site.admin.email, site.admin.password);
});

/**
 * Collects the page's script and console errors; waits give up after 10 s, so a failing step names
 * itself before the test's own time runs out.
 */
function watchErrors(page: Page): string[] {
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/**
 * Waits for the popup that answers an action, by its title (a confirmation still closing cannot be
 * taken for it), then dismisses it so the next one cannot be mistaken for it.
 */
async function dismissPopup(page: Page, title: string): Promise<void> {
  await page.locator('.swal2-popup:not(.swal2-loading) .swal2-title', { hasText: title }).waitFor();
  await page.locator('.swal2-confirm').click();
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
}

let sequence = 0;
/** An Admin added through the API (as the SuperAdmin), signed in. */
async function addEditor(permissions: { canAdd?: boolean; canEdit?: boolean; canDelete?: boolean } = {}) {
  sequence += 1;
  const name = `Desk Editor ${sequence}`;
  const email = `desk${sequence}@example.com`;
  const added = await apiAs<{ admin: { _id: string } }>(site.url, boss, 'POST', '/admin/add', {
    name,
    email,
    password: EDITOR_PASSWORD,
    permissions,
  });
  expect(added.status).toBe(201);
  return { id: added.body.admin._id, name, email, session: await signIn(site.url, email, EDITOR_PASSWORD) };
}

describe('Manage Admins', () => {
  it('adds an Admin, edits its permissions in a dialog, and the change bites on that Admin’s next request', async () => {
    const { page } = await openAdmin(site, boss, '/admin/manageadmin');
    const errors = watchErrors(page);
    await page.getByRole('heading', { name: 'Manage Admins' }).waitFor();

    // Name, email (email format) and password required, shown on submit (docs/product.md, Admins and permissions).
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await expect(page.getByText('Name is required').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Email is required').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Password is required').isVisible()).resolves.toBe(true);

    await page.getByLabel('Name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill('Ravi@Example.com');
    await page.getByLabel(/^Password/).fill(EDITOR_PASSWORD);
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await dismissPopup(page, 'Admin added successfully');
    const row = page.getByRole('listitem').filter({ hasText: 'Ravi Kumar (ravi@example.com)' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Admin · no permissions');

    const first = await signIn(site.url, 'ravi@example.com', EDITOR_PASSWORD);
    const refused = await apiAs(site.url, first, 'POST', '/breakingNews/create', { name: 'पहली पंक्ति' });
    expect(refused).toEqual({ status: 403, body: { success: false, message: 'Access denied' } });
    const { page: editorPage } = await openAdmin(site, first, '/admin/dashboard');
    editorPage.setDefaultTimeout(10_000);
    await editorPage.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'Edit Permissions of Ravi Kumar (ravi@example.com)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Permissions' });
    await dialog.waitFor();
    await dialog.locator('#edit-admin-canAdd').check();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dismissPopup(page, 'Admin updated successfully');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Admin · canAdd').waitFor();

    // The change ends that Admin's sessions at once (docs/decisions/042): its next call is refused,
    // and a reload of its screen goes to the login page; signed in again, it may add.
    const stale = await apiAs(site.url, first, 'POST', '/breakingNews/create', { name: 'पहली पंक्ति' });
    expect(stale.status).toBe(401);
    await editorPage.reload();
    await editorPage.waitForURL(`${site.url}/login`);
    const second = await signIn(site.url, 'ravi@example.com', EDITOR_PASSWORD);
    const allowed = await apiAs(site.url, second, 'POST', '/breakingNews/create', { name: 'पहली पंक्ति' });
    expect(allowed.status).toBe(201);
    const { page: fresh } = await openAdmin(site, second, '/admin/dashboard');
    await fresh.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const stored = await fresh.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}'));
    expect(stored.permissions).toEqual({ canAdd: true, canEdit: false, canDelete: false });

    // Delete asks first; cancelling keeps the admin.
    const remove = page.getByRole('button', { name: 'Delete Ravi Kumar (ravi@example.com)' });
    await remove.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.swal2-container').waitFor({ state: 'detached' });
    await expect(row.isVisible()).resolves.toBe(true);
    await remove.click();
    await page.locator('.swal2-confirm').click();
    await dismissPopup(page, 'Admin deleted successfully');
    await row.waitFor({ state: 'detached' });
    expect((await apiAs(site.url, second, 'GET', '/auth/me')).status).toBe(401);

    expect(errors).toEqual([]);
    for (const opened of [page, editorPage, fresh]) await opened.context().close();
  });

  it('shows an Admin "Access denied" on the SuperAdmin screens, which are not in its sidebar', async () => {
    const editor = await addEditor({ canAdd: true, canEdit: true, canDelete: true });
    const { page } = await openAdmin(site, editor.session, '/admin/dashboard');
    const errors = watchErrors(page);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await sidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
    for (const label of ['Manage Admins', 'All Users', 'Activity', 'Settings']) {
      await expect(sidebar.getByRole('link', { name: label }).count()).resolves.toBe(0);
    }
    await expect(sidebar.getByRole('link', { name: /^Feedback/ }).count()).resolves.toBe(1);
    for (const path of ['manageadmin', 'users', 'activity', 'settings']) {
      await page.goto(`${site.url}/admin/${path}`);
      await page.getByRole('alert').filter({ hasText: 'Access denied' }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('Feedback inbox', () => {
  it('lists a new message and marking it read lowers the unread badge', async () => {
    const { a, b, token } = (await (await fetch(`${site.url}/api/v1/contact/captcha`)).json()) as {
      a: number;
      b: number;
      token: string;
    };
    const sent = await fetch(`${site.url}/api/v1/contact/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'कमला देवी',
        email: 'kamla@example.com',
        location: 'अजमेर',
        message: 'मंडी भाव रोज़ छापिए।',
        captchaAnswer: a + b,
        captchaToken: token,
      }),
    });
    expect(sent.status).toBe(201);

    const { page } = await openAdmin(site, boss, '/admin/feedback');
    const errors = watchErrors(page);
    const badge = page.getByTestId('unread-feedback');
    await badge.waitFor();
    const before = Number.parseInt((await badge.textContent()) ?? '', 10);
    expect(before).toBeGreaterThanOrEqual(1);
    const message = page.getByRole('article', { name: 'कमला देवी' });
    await expect(message.getByText('मंडी भाव रोज़ छापिए।').isVisible()).resolves.toBe(true);
    await message.getByRole('button', { name: 'Mark as read' }).click();
    await message.getByRole('button', { name: 'Mark as read' }).waitFor({ state: 'detached' });
    if (before === 1) await badge.waitFor({ state: 'detached' });
    else
      await page
        .getByTestId('unread-feedback')
        .getByText(String(before - 1))
        .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('Activity', () => {
  it('lists the creation of an admin, by whom, filtered to admins', async () => {
    const editor = await addEditor();
    const { page } = await openAdmin(site, boss, '/admin/activity');
    const errors = watchErrors(page);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await page.getByLabel('Kind').selectOption('admin');
    await page.waitForURL(/kind=admin/);
    // Only admin lines once the filtered page has replaced the first one.
    const kinds = page.locator('tbody tr td:nth-child(4)');
    await expect.poll(async () => (await kinds.allTextContents()).every((kind) => kind.startsWith('Admin'))).toBe(true);
    const row = page.getByRole('row').filter({ hasText: `${editor.name} (${editor.email})` });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('Super Admin');
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('Created');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The ids of the home page's category sections, in their order on the page. */
async function homeSectionOrder(): Promise<string[]> {
  const html = await (await fetch(`${site.url}/`)).text();
  return [...html.matchAll(/<section aria-labelledby="section-([0-9a-f]+)"/g)].map((match) => match[1] ?? '');
}

describe('Settings', () => {
  it('moves a home section up, and the public home page shows the new order within 1 s of the save', async () => {
    const before = await homeSectionOrder();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const categories = await apiAs<{ categories: { _id: string; name: string }[] }>(
      site.url,
      null,
      'GET',
      '/category/all',
    );
    const second = categories.body.categories.find((category) => category._id === before[1]);
    if (!second) throw new Error('The second home section names no category');

    const { page } = await openAdmin(site, boss, '/admin/settings');
    const errors = watchErrors(page);
    await page.getByRole('button', { name: `Move ${second.name} up` }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await dismissPopup(page, 'Settings saved');
    const saved = Date.now();
    const expected = [before[1], before[0], ...before.slice(2)];
    let after = await homeSectionOrder();
    while (after.join() !== expected.join() && Date.now() - saved < 1000) after = await homeSectionOrder();
    expect(after).toEqual(expected);
    expect(Date.now() - saved).toBeLessThan(1000);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('Back office accessibility', () => {
  it('finds no serious or critical axe-core violation on the dashboard', async () => {
    // axe is injected as a script, which the back office's CSP rightly refuses: this page bypasses it.
    const { page } = await openAdmin(site, boss, '/admin/dashboard', { bypassCSP: true });
    await page.getByRole('heading', { name: 'Newest feedback' }).waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
