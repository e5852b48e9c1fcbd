import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../src/shared/schemas/news';
import { expectPopup, field } from '../helpers/admin-news-form';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { ownSite } from '../helpers/e2e';

// Its own server: the test edits and restores an article readers see.
const site = ownSite();
let session: AdminSession;

beforeAll(async () => {
  session = await signIn(site.url, site.admin.email, site.admin.password);
});

/** A new article under a demo category, showing a demo article's stored image. */
async function createArticle(title: string, description = '<p>The covers came on at tea.</p>'): Promise<News> {
  const demo = await apiAs<{ news: News[] }>(site.url, session, 'GET', '/news/all?page=1&limit=1');
  const sample = demo.body.news[0]!;
  const created = await apiAs<{ news: News }>(site.url, session, 'POST', '/news/create', {
    title,
    description,
    language: 'English',
    type: 'top-news',
    category: sample.category?._id,
    location: 'Jaipur',
    tag: ['cricket'],
    slug: `rain-${Date.now().toString(36)}`,
    images: sample.images.slice(0, 1),
  });
  expect(created.status).toBe(201);
  return created.body.news;
}

async function saveTitle(page: Page, title: string): Promise<void> {
  await field(page, 'Title').fill(title);
  await page.getByRole('button', { name: 'Update News' }).click();
  await expectPopup(page, 'News Details Updated Successfully');
}

/** The Title part of the comparison (not the Subtitle's, whose name also holds 'Title'). */
const titleChangesRegion = (page: Page) =>
  page.getByRole('region', { name: 'Changes' }).getByRole('region', { name: 'Title', exact: true });

const titleChanges = (page: Page, tag: 'ins' | 'del') => titleChangesRegion(page).locator(tag).allTextContents();

describe("the news form's revisions", () => {
  it('lists each save, highlights what changed, and restores an older version the site then shows', {
    timeout: 90_000,
  }, async () => {
    const news = await createArticle('Rain stops play in Jaipur');
    const { page } = await openAdmin(site, session, `/admin/addnews/${news._id}`);
    page.setDefaultTimeout(15_000);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Rain stops play in Jaipur');
    await saveTitle(page, 'Rain stops play early in Jaipur');
    await saveTitle(page, 'Rain ends play early in Jaipur');

    const list = page.getByRole('list', { name: 'Revisions' });
    const versions = () => list.getByRole('heading').allTextContents();
    await expect.poll(versions).toEqual(['Version 3', 'Version 2', 'Version 1']);
    expect(await list.getByRole('listitem').first().textContent()).toContain(`by ${session.user.name}`);
    // The newest two, compared by default.
    await expect.poll(() => titleChanges(page, 'ins')).toEqual(['ends ']);
    expect(await titleChanges(page, 'del')).toEqual(['stops ']);
    expect(await titleChangesRegion(page).getByRole('heading').textContent()).toBe('Title 1 word added, 1 removed');

    await page.getByRole('button', { name: 'Show changes of version 2' }).click();
    await expect.poll(() => titleChanges(page, 'ins')).toEqual(['early ']);
    expect(await titleChanges(page, 'del')).toEqual([]);

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Restore', exact: true }).click();
    await expectPopup(page, 'Version 1 restored as version 4.');
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Rain stops play in Jaipur');
    await expect.poll(versions).toEqual(['Version 4', 'Version 3', 'Version 2', 'Version 1']);
    expect(await list.getByRole('listitem').first().textContent()).toContain('Restored from version 1');

    const article = await fetch(`${site.url}/${news.slug}`);
    const html = await article.text();
    expect(html).toContain('Rain stops play in Jaipur');
    expect(html).not.toContain('ends play');
  });

  it('compares the description block by block, as the site shows it: a heading, bold, a list item', async () => {
    const news = await createArticle(
      'Covers on in Jaipur',
      '<p>The covers came on at tea.</p><p>Play resumed at four.</p><p>Fans stayed.</p><p>Lights came on.</p><p>The crowd sang.</p><p>Stumps at seven.</p>',
    );
    const edited = await apiAs(site.url, session, 'PUT', '/news/update', {
      id: news._id,
      version: news.version,
      description:
        '<h2>The covers came on at tea.</h2><p>Play <strong>resumed</strong> at five.</p><p>Fans stayed.</p><p>Lights came on.</p><p>The crowd sang.</p><p>Stumps at seven.</p><ul><li><p>Rohit 101</p></li></ul>',
    });
    expect(edited.status).toBe(200);
    const { page } = await openAdmin(site, session, `/admin/addnews/${news._id}`);
    page.setDefaultTimeout(15_000);
    const description = page.getByRole('region', { name: 'Changes' }).getByRole('region', { name: 'Description' });
    // The count is the whole text's words (decision 228): 'five', 'Rohit', '101' added, 'four' removed.
    await expect
      .poll(() => description.getByRole('heading', { level: 4 }).textContent())
      .toBe('Description 3 words added, 1 removed');
    const blocks = description.getByRole('list', { name: 'Blocks of the description' }).locator(':scope > li');
    expect(await blocks.allTextContents()).toEqual([
      'Now heading 2, was paragraphThe covers came on at tea.',
      'Formatting changed: boldPlay resumed at fourfive.',
      'Fans stayed.',
      '2 unchanged blocks',
      'Stumps at seven.',
      'Bulleted list item addedRohit 101',
    ]);
    // Drawn as the site draws it: a real heading, bold words, a list; the words changed marked inside.
    await description.getByRole('heading', { level: 2, name: 'The covers came on at tea.' }).waitFor();
    expect(await description.locator('strong').allTextContents()).toEqual(['resumed']);
    expect(await description.locator('ins').allTextContents()).toEqual(['five']);
    expect(await description.locator('del').allTextContents()).toEqual(['four']);
    await description.locator('ul > li', { hasText: 'Rohit 101' }).waitFor();
  });
});
