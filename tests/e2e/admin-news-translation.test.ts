import { beforeAll, expect, it } from 'vitest';
import type { News } from '../../src/shared/schemas/news';
import { truncateWords } from '../../src/shared/text';
import { expectPopup } from '../helpers/admin-news-form';
import { type AdminSession, apiAs, openAdmin, signIn } from '../helpers/admin-session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { ownSite } from '../helpers/e2e';

// Its own server: the test links two demo articles.
const site = ownSite();
let superAdmin: AdminSession;

beforeAll(async () => {
  superAdmin = await signIn(site.url, site.admin.email, site.admin.password);
});

/** The newest published demo article of a language that has no translation yet. */
async function unlinkedArticle(language: 'Hindi' | 'English'): Promise<News> {
  const list = await apiAs<{ news: News[] }>(site.url, null, 'GET', `/news/all?language=${language}&page=1&limit=20`);
  for (const listed of list.body.news) {
    const { body } = await apiAs<{ news: News }>(site.url, superAdmin, 'GET', `/news/${listed._id}`);
    if (!body.news.translation) return body.news;
  }
  throw new Error(`No unlinked ${language} demo article`);
}

it('an editor links a Hindi demo article to an English one in the news form, and a reader follows the link', {
  timeout: 90_000,
}, async () => {
  const hindi = await unlinkedArticle('Hindi');
  const english = await unlinkedArticle('English');

  // axe is injected as a script, which the site's CSP rightly refuses: these pages bypass it.
  const { page } = await openAdmin(site, superAdmin, `/admin/addnews/${hindi._id}`, { bypassCSP: true });
  page.setDefaultTimeout(15_000);
  await expect.poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(hindi.title);
  const search = page.getByRole('searchbox', { name: 'Translation' });
  await expect.poll(() => search.getAttribute('placeholder')).toBe('Search English articles by title or slug');
  // The candidates are the other language's: a word of the English title finds it.
  await search.fill(english.title.split(' ').slice(0, 3).join(' '));
  const candidates = page.getByRole('list', { name: 'English articles' });
  await candidates.getByRole('button', { name: english.title }).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await candidates.getByRole('button', { name: english.title }).click();
  await expect.poll(() => page.getByRole('link', { name: english.title }).count()).toBe(1);
  await page.getByRole('button', { name: 'Update News' }).click();
  await expectPopup(page, 'News Details Updated Successfully');
  // Saved: the form, opened again, shows the link, and the English article names the Hindi one.
  await page.reload();
  await expect.poll(() => page.getByRole('button', { name: 'Unlink' }).count()).toBe(1);
  const linked = await apiAs<{ news: News }>(site.url, null, 'GET', `/news/${english.slug}`);
  expect(linked.body.news.translation?._id).toBe(hindi._id);
  // All News names the translation in the Hindi article's row, and leads to its form.
  await page.goto(`${site.url}/admin/allnews?q=${encodeURIComponent(hindi.slug)}`);
  const row = page.getByRole('row').filter({ hasText: hindi.title.split(' ').slice(0, 3).join(' ') });
  await row.getByRole('link', { name: `English version: ${english.title}` }).click();
  await page.waitForURL(`${site.url}/admin/addnews/${english.slug}`);
  await expect.poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(english.title);
  // Another Hindi article's picker says the English one is taken before anyone picks it.
  const otherHindi = await unlinkedArticle('Hindi');
  await page.goto(`${site.url}/admin/addnews/${otherHindi._id}`);
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
    .toBe(otherHindi.title);
  await page.getByRole('searchbox', { name: 'Translation' }).fill(english.title.split(' ').slice(0, 3).join(' '));
  const taken = page.getByRole('list', { name: 'English articles' }).getByRole('button', { name: english.title });
  await expect.poll(() => taken.textContent()).toContain(`Linked to “${truncateWords(hindi.title, 8)}”`);

  const reader = await site.openPage(360, { bypassCSP: true });
  await reader.page.goto(`${site.url}/${hindi.slug}`);
  const offer = reader.page.getByRole('link', { name: 'Read this story in English' });
  expect(await offer.getAttribute('hreflang')).toBe('en-IN');
  expect(await offer.getAttribute('lang')).toBe('en');
  await offer.click();
  await reader.page.waitForURL(`${site.url}/${english.slug}`);
  await expect.poll(() => reader.page.getByRole('heading', { level: 1 }).textContent()).toBe(english.title);
  const back = reader.page.getByRole('link', { name: 'यह ख़बर हिंदी में पढ़ें' });
  expect(await back.getAttribute('href')).toBe(`/${hindi.slug}`);
  expect(await reader.page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toMatch(
    new RegExp(`/${hindi.slug}$`),
  );
  expect(await seriousAccessibilityViolations(reader.page)).toEqual([]);
  expect(reader.errors).toEqual([]);
});
