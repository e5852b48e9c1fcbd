import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';
import { addReader, type E2eReader, readerCall } from '../helpers/e2e-readers';

// Its own server: the tests add readers and comments and decide on them.
const site = ownSite();
let boss: AdminSession;
let article: { _id: string; title: string; slug: string };

type CommentAnswer = { message: string; comment: { _id: string; status?: string } };
type PublicList = { comments: { text: string; replies: { text: string }[] }[] };

beforeAll(async () => {
  boss = await signIn(site.url, site.admin.email, site.admin.password);
  const list = await site.api<{ news: { _id: string; title: string; slug: string }[] }>('/news/all?limit=1', {
    asAdmin: true,
  });
  const [first] = list.news;
  if (!first) throw new Error('The demo content has no article');
  article = first;
});

/** A new reader posts `text` on the article; answers the comment as the API stored it. */
async function comment(name: string, text: string): Promise<{ reader: E2eReader; id: string; status?: string }> {
  const reader = await addReader(site, name);
  const posted = await readerCall<CommentAnswer>(site, reader, 'POST', '/news/comment', { newsId: article._id, text });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return { reader, id: posted.body.comment._id, status: posted.body.comment.status };
}

/** Every text readers see under the article, replies included. */
async function publicTexts(): Promise<string[]> {
  const answer = await readerCall<PublicList>(site, null, 'GET', `/news/comments/${article._id}?sort=newest&limit=100`);
  expect(answer.status).toBe(200);
  return answer.body.comments.flatMap((thread) => [thread.text, ...thread.replies.map((reply) => reply.text)]);
}

async function open(path: string, options: { width?: number; bypassCSP?: boolean } = {}) {
  const { page } = await openAdmin(site, boss, path, options);
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, errors };
}

/** Waits for the popup titled `title`, then dismisses it so the next one cannot be taken for it. */
async function popup(page: Page, title: string): Promise<void> {
  await page.locator('.swal2-popup:not(.swal2-loading) .swal2-title', { hasText: title }).waitFor();
  await page.locator('.swal2-confirm').click();
  await page.locator('.swal2-container').waitFor({ state: 'detached' });
}

const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

describe('Comments screen', () => {
  it('lists a held comment in Pending, reached from the dashboard; approving shows it to readers', async () => {
    const text = 'Details at http://one.example and http://two.example';
    const held = await comment('Asha Verma', text);
    expect(held.status).toBe('pending');
    expect(await publicTexts()).not.toContain(text);

    const { page, errors } = await open('/admin/dashboard');
    const awaiting = page.getByRole('link', { name: /Comments awaiting/ });
    await awaiting.filter({ hasText: /\d/ }).waitFor();
    await awaiting.click();
    await page.getByRole('heading', { name: 'Comments' }).waitFor();
    await expect(page.getByRole('link', { name: /^Pending/ }).getAttribute('aria-current')).resolves.toBe('page');

    const pending = row(page, text);
    await pending.waitFor();
    await expect(pending.textContent()).resolves.toContain('More than one link');
    await expect(pending.textContent()).resolves.toContain('Asha Verma');
    await expect(pending.getByRole('link', { name: article.title }).getAttribute('href')).resolves.toMatch(/^\//);
    await pending.getByRole('button', { name: /^Approve / }).click();
    await popup(page, 'Comments approved');
    await pending.waitFor({ state: 'detached' });
    expect(await publicTexts()).toContain(text);
    expect(errors).toEqual([]);
  });

  it('lists a reported comment in Reported; hiding takes it off the article', async () => {
    const text = 'यह ख़बर अधूरी है, पूरी जानकारी दीजिए';
    const posted = await comment('Ravi Kumar', text);
    expect(posted.status).toBeUndefined();
    const reporter = await addReader(site, 'Meena Joshi');
    const report = await readerCall(site, reporter, 'POST', `/news/comment/${posted.id}/report`, { reason: 'spam' });
    expect(report.status).toBe(200);
    expect(await publicTexts()).toContain(text);

    const { page, errors } = await open('/admin/comments?queue=reported');
    const reported = row(page, text);
    await reported.waitFor();
    await expect(reported.textContent()).resolves.toContain('1 report (spam 1)');
    await reported.getByRole('button', { name: /^Hide / }).click();
    await popup(page, 'Comments hidden');
    await reported.waitFor({ state: 'detached' });
    expect(await publicTexts()).not.toContain(text);
    expect(errors).toEqual([]);
  });

  it('deletes the selected comments at once after asking', async () => {
    const first = 'Spam one: http://a.example http://b.example';
    const second = 'Spam two: http://c.example http://d.example';
    await comment('Bulk One', first);
    await comment('Bulk Two', second);

    const { page, errors } = await open('/admin/comments');
    for (const text of [first, second]) {
      await row(page, text).getByRole('checkbox').check();
    }
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.locator('.swal2-title', { hasText: 'Delete 2 comments?' }).waitFor();
    await page.locator('.swal2-confirm').click();
    await popup(page, 'Comments deleted');
    await row(page, first).waitFor({ state: 'detached' });
    await row(page, second).waitFor({ state: 'detached' });
    const all = await site.api<{ comments: { text: string }[] }>('/comments/moderation?queue=all&limit=100', {
      asAdmin: true,
    });
    expect(all.comments.map((entry) => entry.text)).not.toEqual(expect.arrayContaining([first]));
    expect(all.comments.map((entry) => entry.text)).not.toEqual(expect.arrayContaining([second]));
    expect(errors).toEqual([]);
  });

  it('suspends a reader, whose next comment the API refuses, and lifts it', async () => {
    const text = 'पहली टिप्पणी, बाद में रोक';
    const { reader } = await comment('Suspended Reader', text);

    const { page, errors } = await open('/admin/comments?queue=all');
    const shown = row(page, text);
    await shown.getByRole('button', { name: 'Only this reader' }).click();
    await page.getByText('Reader: Suspended Reader').waitFor();
    await shown.getByRole('button', { name: 'Restrict Suspended Reader' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restrict reader' });
    await dialog.getByLabel(/^Days/).fill('0');
    await dialog.getByRole('button', { name: 'Suspend reader' }).click();
    await dialog.getByText('Days must be a whole number from 1 to 365').waitFor();
    await dialog.getByLabel(/^Days/).fill('3');
    await dialog.getByLabel('Also hide their visible and waiting comments').check();
    await dialog.getByRole('button', { name: 'Suspend reader' }).click();
    await popup(page, 'Reader suspended');
    await shown.getByText(/^Suspended until/).waitFor();
    await expect(shown.textContent()).resolves.toContain('Rejected');
    expect(await publicTexts()).not.toContain(text);

    const refused = await readerCall<{ message: string }>(site, reader, 'POST', '/news/comment', {
      newsId: article._id,
      text: 'फिर से लिखने की कोशिश',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^You may not comment until /);

    await shown.getByRole('button', { name: 'Restrict Suspended Reader' }).click();
    await dialog.getByRole('button', { name: 'Lift restriction' }).click();
    await popup(page, 'Reader may comment again');
    await shown.getByText(/^Suspended until/).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('has no serious or critical accessibility issue and fits the width, wide or on a 360 px phone', async () => {
    await comment('Axe Reader', 'Links http://e.example and http://f.example wait here');
    for (const width of [1280, 360]) {
      const { page } = await open('/admin/comments', { width, bypassCSP: true });
      // Wide, a table row; on a phone, a card (decision 271).
      await page
        .getByRole(width === 360 ? 'listitem' : 'row')
        .filter({ hasText: 'Axe Reader' })
        .waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // Wide, the table scrolls inside its box; on a phone the rows are cards: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });
});

// Last: these change how every later comment on the site is treated.
describe('Comment settings and the news form', () => {
  it('saves the comment settings from the Settings screen, with the shared schema’s messages', async () => {
    const { page, errors } = await open('/admin/settings');
    const close = page.getByLabel('Close comments after (days)');
    await close.fill('-1');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Close after must be a whole number of days').waitFor();
    await close.fill('30');
    await page.getByLabel('Moderation').selectOption('all');
    await page.getByLabel('Banned words').fill('बकवास\n\n  spam offer \n');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await popup(page, 'Settings saved');
    const saved = await site.api<{ settings: { comments: unknown } }>('/settings', { asAdmin: true });
    expect(saved.settings.comments).toEqual({
      moderation: 'all',
      closeAfterDays: 30,
      bannedWords: ['बकवास', 'spam offer'],
      suspectWords: [],
    });
    await expect(page.getByLabel('Banned words').inputValue()).resolves.toBe('बकवास\nspam offer');
    expect(errors).toEqual([]);
  });

  it('switches an article’s comments off with the news form’s ‘Comments on’ box', async () => {
    const { page, errors } = await open(`/admin/addnews/${encodeURIComponent(article.slug)}`);
    const box = page.getByLabel('Comments on');
    await expect(box.isChecked()).resolves.toBe(true);
    await box.uncheck();
    await page.getByRole('button', { name: 'Update News' }).click();
    await popup(page, 'News Details Updated Successfully');
    const list = await readerCall<{ commentsEnabled: boolean }>(site, null, 'GET', `/news/comments/${article._id}`);
    expect(list.body.commentsEnabled).toBe(false);
    const reader = await addReader(site, 'Late Reader');
    const refused = await readerCall<{ message: string }>(site, reader, 'POST', '/news/comment', {
      newsId: article._id,
      text: 'अब टिप्पणी बंद है?',
    });
    expect(refused).toEqual({ status: 403, body: { success: false, message: 'Comments are closed on this article' } });
    expect(errors).toEqual([]);
  });
});
