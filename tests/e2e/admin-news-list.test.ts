import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../src/shared/constants';
import { truncateWords } from '../../src/shared/text';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

const EDITOR = { email: 'newslist-editor@example.com', password: 'peepal-lantern-river-copper-77' };

// Its own server: the tests change what they read.
const site = ownSite();
let boss: AdminSession;
let categoryId: string;

type Created = { _id: string; slug: string; title: string };

async function createArticle(title: string, slug: string): Promise<Created> {
  const answer = await apiAs<{ news: Created }>(site.url, boss, 'POST', '/news/create', {
    title,
    description: '<p>A body for the All News tests.</p>',
    language: 'English',
    type: 'top-news',
    category: categoryId,
    location: 'Jaipur',
    tag: ['e2e'],
    slug,
  });
  expect(answer.status).toBe(201);
  return answer.body.news;
}

/** A demo article the home page links (an address of one slug that is not a page of the site's own). */
async function anArticleOnHome(): Promise<string> {
  const home = await (await fetch(`${site.url}/`)).text();
  // Categories live at the root too (decision 274).
  const { categories } = (await (await fetch(`${site.url}/api/v1/category/all`)).json()) as {
    categories: { slug: string }[];
  };
  const ownPages = new Set<string>([...RESERVED_SLUGS, ...categories.map((category) => category.slug)]);
  const slug = [...home.matchAll(/href="\/([A-Za-z0-9_-]+)"/g)]
    .map((match) => match[1])
    .find((key) => !ownPages.has(key ?? ''));
  if (!slug) throw new Error('The home page links no article');
  return slug;
}

function row(page: Page, title: string) {
  return page.getByRole('row').filter({ hasText: title });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search by title or slug').fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

beforeAll(async () => {
  boss = await signIn(site.url, site.admin.email, site.admin.password);
  const category = await apiAs<{ category: { _id: string } }>(site.url, boss, 'POST', '/category/create', {
    name: 'All News e2e',
  });
  categoryId = category.body.category._id;
});

describe('All News', () => {
  it('finds an article by a title word and by its slug; the search survives a reload', async () => {
    const article = await createArticle('Flamingo flocks return to Sambhar lake', 'sambhar-flamingo-count-2026');
    const { page } = await openAdmin(site, boss, '/admin/allnews');
    await search(page, 'flamingo');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row(page, article.title).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Search by title or slug').inputValue()).toBe('flamingo');
    await row(page, article.title).waitFor();

    await search(page, 'SAMBHAR-FLAMINGO-count');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row(page, article.title).waitFor();
    await search(page, 'no-such-article-anywhere');
    await page.getByText('No news found...').waitFor();
    await page.context().close();
  });

  it('deactivates an article (gone from the site within 1 s), then activates it again', async () => {
    const slug = await anArticleOnHome();
    const article = (await apiAs<{ news: Created }>(site.url, boss, 'GET', `/news/${slug}`)).body.news;
    expect((await fetch(`${site.url}/${slug}`)).status).toBe(200);

    const { page } = await openAdmin(site, boss, `/admin/allnews?q=${slug}`);
    const line = row(page, truncateWords(article.title, 10));
    await line.getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    await line.getByRole('button', { name: /^Deactivate/ }).click();
    await line.getByRole('cell', { name: 'No', exact: true }).waitFor();
    await page.getByText('News Details Added Successfully').waitFor();
    const within1s = { timeout: 1000, interval: 50 };
    await expect.poll(async () => (await fetch(`${site.url}/${article.slug}`)).status, within1s).toBe(404);
    await expect
      .poll(async () => (await fetch(`${site.url}/`)).text(), within1s)
      .not.toContain(`href="/${article.slug}"`);

    await line.getByRole('button', { name: /^Activate/ }).click();
    await line.getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    await expect.poll(async () => (await fetch(`${site.url}/${article.slug}`)).status).toBe(200);
    await page.context().close();
  });

  it('deletes an article after the confirmation, with the toast, and the row goes', async () => {
    const article = await createArticle('Camel fair opens in Pushkar', 'pushkar-camel-fair-opens');
    const { page } = await openAdmin(site, boss, '/admin/allnews?q=pushkar');
    await row(page, article.title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('News deleted successfully!').waitFor();
    await expect.poll(() => row(page, article.title).count()).toBe(0);
    expect((await apiAs(site.url, boss, 'GET', `/news/${article._id}`)).status).toBe(404);
    await page.context().close();
  });

  it('shows an Admin without canDelete no Delete button, and the server refuses the call', async () => {
    const article = await createArticle('Stepwell restoration begins in Bundi', 'bundi-stepwell-restoration');
    const added = await apiAs(site.url, boss, 'POST', '/admin/add', {
      name: 'editor',
      ...EDITOR,
      permissions: { canAdd: true, canEdit: true, canDelete: false },
    });
    expect(added.status).toBe(201);
    const editor = await signIn(site.url, EDITOR.email, EDITOR.password);
    const { page } = await openAdmin(site, editor, '/admin/allnews');
    await row(page, article.title)
      .getByRole('button', { name: /^Deactivate/ })
      .waitFor();
    await row(page, article.title).getByRole('link', { name: /^Edit/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    const forced = await apiAs(site.url, editor, 'DELETE', '/news/delete', { id: article._id });
    expect(forced.status).toBe(403);
    await page.context().close();
  });

  it('has no serious or critical axe-core findings', async () => {
    // axe is injected as a script, which the admin's CSP rightly refuses: this page bypasses it.
    const { page } = await openAdmin(site, boss, '/admin/allnews', { bypassCSP: true });
    await page
      .getByRole('button', { name: /^Deactivate/ })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });
});
