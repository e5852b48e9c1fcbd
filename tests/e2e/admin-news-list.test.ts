import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truncateWords } from '../../src/shared/text';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { launchBrowser } from '../helpers/browser';
import { type BuiltServer, startBuiltServer } from '../helpers/built-server';

const BOSS = { email: 'newslist-e2e@example.com', password: 'tulsi-kettle-monsoon-harbour-42' };
const EDITOR = { email: 'newslist-editor@example.com', password: 'peepal-lantern-river-copper-77' };

let server: BuiltServer;
let browser: Browser;
let boss: AdminSession;
let categoryId: string;

/** The built server takes its first admin from the environment it inherits. */
async function startWithSuperAdmin(): Promise<BuiltServer> {
  const saved = { email: process.env.SUPERADMIN_EMAIL, password: process.env.SUPERADMIN_PASSWORD };
  process.env.SUPERADMIN_EMAIL = BOSS.email;
  process.env.SUPERADMIN_PASSWORD = BOSS.password;
  try {
    return await startBuiltServer();
  } finally {
    for (const [key, value] of [
      ['SUPERADMIN_EMAIL', saved.email],
      ['SUPERADMIN_PASSWORD', saved.password],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

type Created = { _id: string; slug: string; title: string };

async function createArticle(title: string, slug: string): Promise<Created> {
  const answer = await apiAs<{ news: Created }>(server.url, boss, 'POST', '/news/create', {
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
  const home = await (await fetch(`${server.url}/`)).text();
  const ownPages = new Set(['search', 'about', 'contact', 'privacy-policy', 'disclaimer', 'login']);
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
  server = await startWithSuperAdmin();
  browser = await launchBrowser();
  boss = await signIn(server.url, BOSS.email, BOSS.password);
  const category = await apiAs<{ category: { _id: string } }>(server.url, boss, 'POST', '/category/create', {
    name: 'All News e2e',
  });
  categoryId = category.body.category._id;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('All News', () => {
  it('finds an article by a title word and by its slug; the search survives a reload', async () => {
    const article = await createArticle('Flamingo flocks return to Sambhar lake', 'sambhar-flamingo-count-2026');
    const page = await openAdmin(browser, server.url, boss, '/admin/allnews');
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
    const article = (await apiAs<{ news: Created }>(server.url, boss, 'GET', `/news/${slug}`)).body.news;
    expect((await fetch(`${server.url}/${slug}`)).status).toBe(200);

    const page = await openAdmin(browser, server.url, boss, `/admin/allnews?q=${slug}`);
    const line = row(page, truncateWords(article.title, 10));
    await line.getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    await line.getByRole('button', { name: /^Deactivate/ }).click();
    await line.getByRole('cell', { name: 'No', exact: true }).waitFor();
    await page.getByText('News Details Added Successfully').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await fetch(`${server.url}/${article.slug}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/`)).text()).not.toContain(`href="/${article.slug}"`);

    await line.getByRole('button', { name: /^Activate/ }).click();
    await line.getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    await expect.poll(async () => (await fetch(`${server.url}/${article.slug}`)).status).toBe(200);
    await page.context().close();
  });

  it('deletes an article after the confirmation, with the toast, and the row goes', async () => {
    const article = await createArticle('Camel fair opens in Pushkar', 'pushkar-camel-fair-opens');
    const page = await openAdmin(browser, server.url, boss, '/admin/allnews?q=pushkar');
    await row(page, article.title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('News deleted successfully!').waitFor();
    await expect.poll(() => row(page, article.title).count()).toBe(0);
    expect((await apiAs(server.url, boss, 'GET', `/news/${article._id}`)).status).toBe(404);
    await page.context().close();
  });

  it('shows an Admin without canDelete no Delete button, and the server refuses the call', async () => {
    const article = await createArticle('Stepwell restoration begins in Bundi', 'bundi-stepwell-restoration');
    const added = await apiAs(server.url, boss, 'POST', '/admin/add', {
      name: 'editor',
      ...EDITOR,
      permissions: { canAdd: true, canEdit: true, canDelete: false },
    });
    expect(added.status).toBe(201);
    const editor = await signIn(server.url, EDITOR.email, EDITOR.password);
    const page = await openAdmin(browser, server.url, editor, '/admin/allnews');
    await row(page, article.title)
      .getByRole('button', { name: /^Deactivate/ })
      .waitFor();
    await row(page, article.title).getByRole('link', { name: /^Edit/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    const forced = await apiAs(server.url, editor, 'DELETE', '/news/delete', { id: article._id });
    expect(forced.status).toBe(403);
    await page.context().close();
  });

  it('has no serious or critical axe-core findings', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.addInitScript(
      ([token, user]) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', user);
      },
      [boss.token, JSON.stringify(boss.user)] as const,
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/allnews`);
    await page
      .getByRole('button', { name: /^Deactivate/ })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
