import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MOST_READ_DASHBOARD_ITEMS } from '../../src/shared/constants';
import { openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

// Batches a second apart, so the test waits for conditions, not for a minute; one proxy hop, so
// each call below reads as a reader address of its own (decision 240).
const site = ownSite({ env: { READS_BATCH_SECONDS: '1', TRUST_PROXY: '1' } });

type Article = { _id: string; slug: string; title: string; language: 'Hindi' | 'English' };
type MostRead = { articles: { _id: string; title: string; reads: number }[] };

async function readFrom(address: string, newsId: string): Promise<void> {
  const response = await fetch(`${site.url}/api/v1/news/read/${newsId}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
  });
  expect(await response.json()).toEqual({ success: true, counted: true });
}

const dashboardReads = () => site.api<MostRead>('/dashboard/most-read', { asAdmin: true });

/** The block's heading and its links' addresses, in rank order. */
async function blockOf(page: Page) {
  const block = page.locator('section[aria-labelledby="most-read"]');
  await block.waitFor();
  return {
    heading: await block.getByRole('heading').textContent(),
    links: await block.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  };
}

let articles: Article[] = [];

it('counts an article page’s read and shows the block, ranked, on home and beside an article', async () => {
  ({ news: articles } = await site.api<{ news: Article[] }>('/news/all?limit=12'));
  expect(articles).toHaveLength(12);
  // The first article is read by 12 readers, the next by 11, and so on.
  for (const [index, article] of articles.entries())
    for (let reader = 0; reader < 12 - index; reader += 1) await readFrom(`10.20.${index}.${reader + 1}`, article._id);
  await expect.poll(async () => (await dashboardReads()).articles.length, { timeout: 10_000 }).toBe(10);

  const expected = articles.slice(0, 5).map((article) => `/${article.slug}`);
  // Both pages bypass the CSP only so the accessibility check can inject axe.
  const home = await site.openPage(1280, { bypassCSP: true });
  await home.page.goto(`${site.url}/`);
  // The batch announced the block: the kept home page was dropped and shows it.
  await expect
    .poll(async () => {
      await home.page.reload();
      return (await blockOf(home.page)).links;
    })
    .toEqual(expected);
  expect((await blockOf(home.page)).heading).toBe('सबसे ज़्यादा पढ़ी गईं');
  expect(await seriousAccessibilityViolations(home.page)).toEqual([]);
  expect(home.errors).toEqual([]);

  // A reader opens the tenth article: its page counts the read, and its sidebar shows the block.
  const tenth = articles[9];
  if (!tenth) throw new Error('no tenth article');
  const reader = await site.openPage(390, { bypassCSP: true });
  await reader.page.goto(`${site.url}/${tenth.slug}`);
  await expect.poll(() => reader.calls).toContain(`POST /api/v1/news/read/${tenth._id}`);
  const sidebar = await blockOf(reader.page);
  expect(sidebar.links).toEqual(expected);
  expect(sidebar.heading).toBe(tenth.language === 'Hindi' ? 'सबसे ज़्यादा पढ़ी गईं' : 'Most read');
  expect(await seriousAccessibilityViolations(reader.page)).toEqual([]);
  await expect
    .poll(async () => (await dashboardReads()).articles.find((entry) => entry._id === tenth._id)?.reads, {
      timeout: 10_000,
    })
    .toBe(4);
  expect(reader.errors).toEqual([]);
});

it('lists the top 10 with their reads on the dashboard', async () => {
  const session = await signIn(site.url, site.admin.email, site.admin.password);
  const { page, errors } = await openAdmin(site, session, '/admin/dashboard');
  const section = page.getByRole('region', { name: 'Most read, last 24 hours' });
  const rows = section.getByRole('listitem');
  await section.waitFor();
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(MOST_READ_DASHBOARD_ITEMS);
  const { articles: top } = await dashboardReads();
  for (const [index, entry] of top.entries()) {
    const row = rows.nth(index);
    expect(await row.getByRole('link').textContent()).toBe(entry.title);
    expect(await row.textContent()).toBe(`${index + 1}${entry.title}${entry.reads} reads`);
  }
  expect(top.map((entry) => entry.reads)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 4]);
  expect(errors).toEqual([]);
});
