import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

const EDITOR = { name: 'rekha editor', email: 'rekha@example.com', password: 'saffron-lantern-river-quay-19' };
const SPEC_LINKS = [
  'Back To Home',
  'Dashboard',
  'Add News',
  'All News',
  'Breaking Text',
  'Category',
  'Sub-Category',
  'Ads',
  'Create Poll',
  'Live Streaming',
  'Add Youtube Video',
];
const SUPERADMIN_LINKS = ['Manage Admins', 'All Users'];

// Its own server: the tests add and delete admins.
const site = ownSite();
let superAdmin: AdminSession;
let editor: AdminSession;

beforeAll(async () => {
  superAdmin = await signIn(site.url, site.admin.email, site.admin.password);
  const added = await apiAs(site.url, superAdmin, 'POST', '/admin/add', {
    ...EDITOR,
    permissions: { canAdd: true, canEdit: true, canDelete: false },
  });
  expect(added.status).toBe(201);
  editor = await signIn(site.url, EDITOR.email, EDITOR.password);
});

function sidebarLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents();
}

describe('the guard', () => {
  it('sends a browser without a stored session to /login', async () => {
    const { page } = await site.openPage(1280);
    await page.goto(`${site.url}/admin/dashboard`);
    await page.waitForURL(`${site.url}/login`);
    await page.context().close();
  });

  it('sends a stored user without an admin role to /login and forgets it', async () => {
    const { page } = await openAdmin(
      site,
      { token: 'a.b.c', user: { _id: 'x', name: 'reader', role: 'Reader' } },
      '/admin/allnews',
    );
    await page.waitForURL(`${site.url}/login`);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.context().close();
  });

  it('ends the session of an admin whose token the server no longer accepts', async () => {
    const doomed = { name: 'gone soon', email: 'gone@example.com', password: 'quartz-lotus-ferry-dune-53' };
    const added = await apiAs<{ admin: { _id: string } }>(site.url, superAdmin, 'POST', '/admin/add', {
      ...doomed,
      permissions: { canAdd: false, canEdit: false, canDelete: false },
    });
    const session = await signIn(site.url, doomed.email, doomed.password);
    expect((await apiAs(site.url, superAdmin, 'DELETE', `/admin/delete/${added.body.admin._id}`)).status).toBe(200);
    const { page } = await openAdmin(site, session, '/admin/dashboard');
    await page.waitForURL(`${site.url}/login`);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.context().close();
  });
});

describe('the shell', () => {
  it("shows the SuperAdmin every link in the sidebar's order, the dashboard's five totals and the name with a capital", async () => {
    const { page } = await openAdmin(site, superAdmin, '/admin');
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const labels = await sidebarLabels(page);
    expect(labels.slice(0, SPEC_LINKS.length)).toEqual(SPEC_LINKS);
    expect(labels).toEqual(expect.arrayContaining(SUPERADMIN_LINKS));
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    const totals = (await apiAs<Record<string, number>>(site.url, null, 'GET', '/dashboard')).body;
    for (const [label, key] of [
      ['Total Users', 'totalUsers'],
      ['Total News', 'totalNews'],
      ['Total Categories', 'totalCategories'],
      ['Total Subcategories', 'totalSubCategories'],
    ] as const) {
      const card = page.getByRole('listitem').filter({ hasText: label });
      await expect.poll(() => card.textContent()).toBe(`${label}${totals[key]?.toLocaleString('en-IN')}`);
    }
    await page.getByRole('img', { name: /visits in the last 30 days/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).textContent()).toContain('Super Admin');
    expect(await seriousViolationsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('hides Manage Admins and All Users from an Admin and capitalises its name', async () => {
    const { page } = await openAdmin(site, editor, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const labels = await sidebarLabels(page);
    expect(labels.slice(0, SPEC_LINKS.length)).toEqual(SPEC_LINKS);
    for (const label of SUPERADMIN_LINKS) expect(labels).not.toContain(label);
    expect(await page.getByRole('navigation', { name: 'Back office' }).textContent()).toContain('Rekha editor');
    await page.context().close();
  });

  it('collapses to icons, keeps that over a reload, and collapses on a click outside once expanded', async () => {
    const { page } = await openAdmin(site, editor, '/admin/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse the sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect((await sidebar.boundingBox())?.width).toBe(80);
    await page.getByRole('button', { name: 'Expand the sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await page.context().close();
  });

  it("logs out: 'Logged Out', the session forgotten, back to the home page", async () => {
    const { page } = await openAdmin(site, editor, '/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logged Out' }).waitFor();
    await page.waitForURL(`${site.url}/`);
    await expect(page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).resolves.toEqual([
      null,
      null,
    ]);
    await page.context().close();
  });
});

async function seriousViolationsOf(page: Page): Promise<string[]> {
  const { page: scanned } = await openAdmin(site, superAdmin, new URL(page.url()).pathname, { bypassCSP: true });
  await scanned.getByRole('img', { name: /visits in the last 30 days/ }).waitFor();
  const violations = await seriousAccessibilityViolations(scanned);
  await scanned.context().close();
  return violations;
}
