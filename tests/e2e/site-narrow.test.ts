import { describe, expect, it } from 'vitest';
import { siteMessages } from '../../src/shared/messages/site';
import { sharedSite } from '../helpers/e2e';

type ListedNews = { slug: string; category: { _id: string } };

// Reads only: the demo site every file shares.
const site = sharedSite();

describe('the site on a 360 px phone', () => {
  it('never scrolls sideways on home, an article and a category', async () => {
    const {
      news: [article],
    } = await site.api<{ news: ListedNews[] }>('/news/all?page=1&limit=1');
    const pages = { home: '/', article: `/${article!.slug}`, category: `/category/${article!.category._id}` };
    const { page } = await site.openPage(360);
    const wider: Record<string, number> = {};
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
      // The social links the demo settings name are in the top bar of every page.
      await page.getByRole('list', { name: siteMessages.socialLinks.hi }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wider[name] = width;
    }
    await page.context().close();
    expect(wider).toEqual({});
  });
});
