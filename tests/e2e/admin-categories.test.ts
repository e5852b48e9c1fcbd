import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { ownSite } from '../helpers/e2e';

// Its own server: the tests change what they read.
const site = ownSite();
let boss: AdminSession;

/** A success popup (docs/product.md, Screen feedback): its title, then it closes itself. */
async function popupSays(page: Page, title: string) {
  await page.locator('.swal2-title', { hasText: title }).waitFor();
  await page.locator('.swal2-popup').waitFor({ state: 'detached' });
}

async function confirmTheDelete(page: Page) {
  await page.locator('.swal2-popup').getByRole('button', { name: 'Delete', exact: true }).click();
}

/** A screen as the SuperAdmin sees it; a step that cannot happen fails within 10 s, naming its locator. */
async function open(path: string): Promise<Page> {
  const { page } = await openAdmin(site, boss, path);
  page.setDefaultTimeout(10_000);
  return page;
}

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

beforeAll(async () => {
  boss = await signIn(site.url, site.admin.email, site.admin.password);
});

describe('Categories and SubCategories', () => {
  it('creates, edits and deletes a category, with its success popups', async () => {
    const page = await open('/admin/category');
    const create = page.getByRole('region', { name: 'Create Category' });
    await create.getByRole('button', { name: 'Create Category' }).click();
    await create.getByText('Name is required').waitFor();

    // The slug follows the name, romanised as newsrooms write Hindi (decision 273), until typed over.
    await create.getByLabel('Name').fill('वन्यजीव जगत');
    expect(await create.getByLabel('Slug').inputValue()).toBe('vanyajiv-jagat');
    await create.getByLabel('Name').fill('Wildlife e2e');
    expect(await create.getByLabel('Slug').inputValue()).toBe('wildlife-e2e');
    await create.getByLabel('Description').fill('Parks and sanctuaries');
    await create.getByLabel('Image').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await create.getByRole('button', { name: 'Create Category' }).click();
    await popupSays(page, 'Category Details Added Successfully');
    await row(page, 'Wildlife e2e').locator('img').waitFor();
    expect(await create.getByLabel('Name').inputValue()).toBe('');
    expect((await fetch(`${site.url}/wildlife-e2e`)).status).toBe(200);

    await row(page, 'Wildlife e2e').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByLabel('Name').fill('Wildlife and forests e2e');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await popupSays(page, 'Category UPDATE Details Added Successfully');
    await row(page, 'Wildlife and forests e2e').waitFor();
    expect(await dialog.count()).toBe(0);

    await row(page, 'Wildlife and forests e2e')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirmTheDelete(page);
    await popupSays(page, 'Category Deleted Successfully');
    expect(await row(page, 'Wildlife and forests e2e').count()).toBe(0);
    await page.context().close();
  });

  it('keeps the edit dialog and what was typed when the server refuses the update', async () => {
    for (const name of ['Taken e2e', 'Renamed e2e'])
      expect((await apiAs(site.url, boss, 'POST', '/category/create', { name })).status).toBe(201);
    const page = await open('/admin/category');
    await row(page, 'Renamed e2e').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Category' });
    await dialog.getByLabel('Name').fill('Taken e2e');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.locator('.swal2-title', { hasText: 'Error' }).waitFor();
    await page.locator('.swal2-confirm').click();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Taken e2e');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('creates, edits and deletes a subcategory, with its success popups', async () => {
    const parent = await apiAs<{ category: { _id: string } }>(site.url, boss, 'POST', '/category/create', {
      name: 'Parent e2e',
    });
    expect(parent.status).toBe(201);
    await apiAs(site.url, boss, 'POST', '/category/create', { name: 'Other parent e2e' });
    const page = await open('/admin/subcategory');
    const create = page.getByRole('region', { name: 'Create SubCategory' });
    await create.getByRole('button', { name: 'Create SubCategory' }).click();
    await create.getByText('Category is required').waitFor();

    await create.getByLabel('Name').fill('Tigers e2e');
    await create.getByLabel('Category').selectOption({ label: 'Parent e2e' });
    await create.getByRole('button', { name: 'Create SubCategory' }).click();
    await popupSays(page, 'SubCategory Details Added Successfully');
    await row(page, 'Tigers e2e').getByRole('cell', { name: 'Parent e2e' }).waitFor();

    await row(page, 'Tigers e2e').getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit SubCategory' });
    await dialog.getByLabel('Category').selectOption({ label: 'Other parent e2e' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await popupSays(page, 'SubCategory Details Updated Successfully');
    await row(page, 'Tigers e2e').getByRole('cell', { name: 'Other parent e2e' }).waitFor();

    await row(page, 'Tigers e2e')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirmTheDelete(page);
    await popupSays(page, 'SubCategory Deleted Successfully');
    expect(await row(page, 'Tigers e2e').count()).toBe(0);
    await page.context().close();
  });
});
