import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { type BuiltServer, startBuiltServer } from '../helpers/built-server';

const SUPER = { email: 'shell-e2e@example.com', password: 'monsoon-kettle-harbour-tulsi-77' };
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

let server: BuiltServer;
let browser: Browser;
let superAdmin: AdminSession;
let editor: AdminSession;

beforeAll(async () => {
  const saved = { email: process.env.SUPERADMIN_EMAIL, password: process.env.SUPERADMIN_PASSWORD };
  process.env.SUPERADMIN_EMAIL = SUPER.email;
  process.env.SUPERADMIN_PASSWORD = SUPER.password;
  try {
    server = await startBuiltServer();
  } finally {
    for (const [key, value] of [
      ['SUPERADMIN_EMAIL', saved.email],
      ['SUPERADMIN_PASSWORD', saved.password],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  browser = await launchBrowser();
  superAdmin = await signIn(server.url, SUPER.email, SUPER.password);
  const added = await apiAs(server.url, superAdmin, 'POST', '/admin/add', {
    ...EDITOR,
    permissions: { canAdd: true, canEdit: true, canDelete: false },
  });
  expect(added.status).toBe(201);
  editor = await signIn(server.url, EDITOR.email, EDITOR.password);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function sidebarLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allTextContents();
}

describe('the guard', () => {
  it('sends a browser without a stored session to /login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL(`${server.url}/login`);
    await context.close();
  });

  it('sends a stored user without an admin role to /login and forgets it', async () => {
    const page = await openAdmin(
      browser,
      server.url,
      { token: 'a.b.c', user: { _id: 'x', name: 'reader', role: 'Reader' } },
      '/admin/allnews',
    );
    await page.waitForURL(`${server.url}/login`);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.context().close();
  });

  it('ends the session of an admin whose token the server no longer accepts', async () => {
    const doomed = { name: 'gone soon', email: 'gone@example.com', password: 'quartz-lotus-ferry-dune-53' };
    const added = await apiAs<{ admin: { _id: string } }>(server.url, superAdmin, 'POST', '/admin/add', {
      ...doomed,
      permissions: { canAdd: false, canEdit: false, canDelete: false },
    });
    const session = await signIn(server.url, doomed.email, doomed.password);
    expect((await apiAs(server.url, superAdmin, 'DELETE', `/admin/delete/${added.body.admin._id}`)).status).toBe(200);
    const page = await openAdmin(browser, server.url, session, '/admin/dashboard');
    await page.waitForURL(`${server.url}/login`);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.context().close();
  });
});

describe('the shell', () => {
  it("shows the SuperAdmin every link in the spec's order, the dashboard's five totals and the name with a capital", async () => {
    const page = await openAdmin(browser, server.url, superAdmin, '/admin');
    await page.waitForURL(`${server.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const labels = await sidebarLabels(page);
    expect(labels.slice(0, SPEC_LINKS.length)).toEqual(SPEC_LINKS);
    expect(labels).toEqual(expect.arrayContaining(SUPERADMIN_LINKS));
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    const totals = (await apiAs<Record<string, number>>(server.url, null, 'GET', '/dashboard')).body;
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
    const page = await openAdmin(browser, server.url, editor, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const labels = await sidebarLabels(page);
    expect(labels.slice(0, SPEC_LINKS.length)).toEqual(SPEC_LINKS);
    for (const label of SUPERADMIN_LINKS) expect(labels).not.toContain(label);
    expect(await page.getByRole('navigation', { name: 'Back office' }).textContent()).toContain('Rekha editor');
    await page.context().close();
  });

  it('collapses to icons, keeps that over a reload, and collapses on a click outside once expanded', async () => {
    const page = await openAdmin(browser, server.url, editor, '/admin/dashboard');
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
    const page = await openAdmin(browser, server.url, editor, '/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logged Out' }).waitFor();
    await page.waitForURL(`${server.url}/`);
    await expect(page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).resolves.toEqual([
      null,
      null,
    ]);
    await page.context().close();
  });
});

async function seriousViolationsOf(page: Page): Promise<string[]> {
  const scanned = await openAdmin(browser, server.url, superAdmin, new URL(page.url()).pathname, { bypassCSP: true });
  await scanned.getByRole('img', { name: /visits in the last 30 days/ }).waitFor();
  const violations = await seriousAccessibilityViolations(scanned);
  await scanned.context().close();
  return violations;
}
