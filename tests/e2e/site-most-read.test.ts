import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MAX_PAGE_SIZE, MOST_READ_DASHBOARD_ITEMS } from '../../src/shared/constants';
import { openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

// Batches a second apart, so the test waits for conditions, not for a minute; one proxy hop, so
// each call below reads as a reader address of its own (decision 240).
const site = ownSite({ env: { READS_BATCH_SECONDS: '1', TRUST_PROXY: '1' } });

type Article = { _id: string; slug: string; title: string; language: 'Hindi' | 'English'; publish: string };
type Ranked = { _id: string; reads: number };
type MostRead = { articles: (Ranked & { title: string })[] };

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

/** Every published article, by id. */
const every = new Map<string, Article>();
/** The twelve newest, which this file reads. */
let articles: Article[] = [];
const publishOf = new Map<string, number>();
/** The reads the demo content came with (every article it read: fewer than the dashboard's ten). */
let seeded = new Map<string, number>();
/** The reads this file adds. */
const added = new Map<string, number>();

/** The dashboard's top list as the server must rank it: most reads, then the newer article, then the later id. */
function expectedTop(): Ranked[] {
  const totals = new Map(seeded);
  for (const [id, reads] of added) totals.set(id, (totals.get(id) ?? 0) + reads);
  const newer = (a: Ranked, b: Ranked) => (publishOf.get(b._id) ?? 0) - (publishOf.get(a._id) ?? 0);
  return [...totals]
    .map(([_id, reads]) => ({ _id, reads }))
    .sort((a, b) => b.reads - a.reads || newer(a, b) || (b._id > a._id ? 1 : -1))
    .slice(0, MOST_READ_DASHBOARD_ITEMS);
}

const ranked = async () => (await dashboardReads()).articles.map(({ _id, reads }) => ({ _id, reads }));
const addressOf = (id: string) => `/${every.get(id)?.slug}`;

it('counts an article page’s read and shows the block, ranked, on home and beside an article', async () => {
  const all = await site.api<{ news: Article[] }>(`/news/all?limit=${MAX_PAGE_SIZE}`);
  for (const article of all.news) {
    every.set(article._id, article);
    publishOf.set(article._id, Date.parse(article.publish));
  }
  articles = all.news.slice(0, 12);
  const before = (await dashboardReads()).articles;
  expect(before.length).toBeLessThan(MOST_READ_DASHBOARD_ITEMS);
  seeded = new Map(before.map((entry) => [entry._id, entry.reads]));
  // The first article is read by 12 readers, the next by 11, and so on.
  for (const [index, article] of articles.entries()) {
    for (let reader = 0; reader < 12 - index; reader += 1) await readFrom(`10.20.${index}.${reader + 1}`, article._id);
    added.set(article._id, 12 - index);
  }
  await expect.poll(ranked, { timeout: 10_000 }).toEqual(expectedTop());

  const expected = expectedTop()
    .slice(0, 5)
    .map((entry) => addressOf(entry._id));
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

  // A reader opens an article of the dashboard's list that the block leaves out: its page counts
  // the read, and its sidebar shows the block.
  const outsideId = expectedTop()
    .slice(5)
    .find((entry) => added.has(entry._id))?._id;
  const outside = outsideId ? every.get(outsideId) : undefined;
  if (!outside) throw new Error('no article read here ranks 6th to 10th');
  const reader = await site.openPage(390, { bypassCSP: true });
  await reader.page.goto(`${site.url}/${outside.slug}`);
  // The beacon goes when the browser is idle (at most 2 s after the page woke).
  await expect.poll(() => reader.calls, { timeout: 5000 }).toContain(`POST /api/v1/news/read/${outside._id}`);
  const sidebar = await blockOf(reader.page);
  expect(sidebar.links).toEqual(expected);
  expect(sidebar.heading).toBe(outside.language === 'Hindi' ? 'सबसे ज़्यादा पढ़ी गईं' : 'Most read');
  expect(await seriousAccessibilityViolations(reader.page)).toEqual([]);
  added.set(outside._id, (added.get(outside._id) ?? 0) + 1);
  await expect.poll(ranked, { timeout: 10_000 }).toEqual(expectedTop());
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
  expect(top.map(({ _id, reads }) => ({ _id, reads }))).toEqual(expectedTop());
  expect(errors).toEqual([]);
});
