import { describe, expect, it } from 'vitest';
import { sharedSite } from '../helpers/e2e';
import { searchDialog as dialog, openSearchWithKey } from '../helpers/search-key';

const site = sharedSite();

type ListedNews = { slug: string; title: string };

/** The demo's Hindi article a Devanagari word names (src/server/seed/). */
async function hindiArticle(word: string, slug: string): Promise<ListedNews> {
  const { news } = await site.api<{ news: ListedNews[] }>(`/news/all?q=${encodeURIComponent(word)}&limit=20`);
  const article = news.find((item) => item.slug === slug);
  if (!article) throw new Error(`the demo has no ${slug} for ${word}`);
  return article;
}

describe('Hindi typed in Latin letters in the browser', () => {
  it("finds the Hindi rain alert when a reader types 'barish' in the search overlay", async () => {
    const rain = await hindiArticle('बारिश', 'unseasonal-rain-alert-north-india');
    const { page, errors } = await site.openPage(1280);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await openSearchWithKey(page, errors);
    await page.getByRole('searchbox', { name: 'ख़बर खोजें' }).pressSequentially('barish', { delay: 40 });
    const result = dialog(page).locator(`ul a[href="/${rain.slug}"]`);
    await result.waitFor();
    await expect(result.textContent()).resolves.toContain(rain.title.split(' ').slice(0, 4).join(' '));
    await expect(result.locator('..').getAttribute('lang')).resolves.toBe('hi');
    await result.click();
    await page.waitForURL(`${site.url}/${rain.slug}`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(rain.title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists the Delhi articles in Devanagari on /search?q=dilli, without script', async () => {
    const metro = await hindiArticle('दिल्ली', 'delhi-metro-two-new-corridors-approved');
    const { page } = await site.openPage(360, { javaScriptEnabled: false });
    await page.goto(`${site.url}/search?q=dilli`);
    await expect(page.locator('#search-page-query').inputValue()).resolves.toBe('dilli');
    const link = page.locator(`main li a[href="/${metro.slug}"]`).first();
    await expect(link.textContent()).resolves.toContain('दिल्ली');
    await link.click();
    await page.waitForURL(`${site.url}/${metro.slug}`);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(metro.title);
    await page.context().close();
  });
});
