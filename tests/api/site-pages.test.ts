import { expect, it } from 'vitest';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { siteMessages } from '../../src/shared/messages/site';
import { buildAd } from '../helpers/ads.factory';
import { describeEachDialect } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildNews } from '../helpers/news.factory';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const html = (body: string) => body.replace(/<!-- -->/g, '');

describeEachDialect('public site pages (server HTML)', (t) => {
  it('renders an article whole in the first HTML: title, date, location । description, share links, sidebar', async () => {
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    await buildSubcategory(t().ctx, { category, name: 'क्रिकेट' });
    const article = await buildNews(t().ctx, {
      category,
      title: 'भारत ने सीरीज़ जीती',
      description: '<p>मैच का <strong>पूरा</strong> हाल।</p><script>alert(1)</script>',
      location: 'मुंबई',
      language: 'Hindi',
      publish: '2026-11-20T09:15:00.000Z',
    });
    const response = await t().app.inject({ method: 'GET', url: `/${article.slug}`, headers: { host: 'news.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = html(response.body);
    expect(page).toMatch(/^<!doctype html><html lang="hi">/);
    expect(page).toContain('<title>भारत ने सीरीज़ जीती</title>');
    expect(page).toContain(`<link rel="canonical" href="http://news.test/${article.slug}"/>`);
    expect(page).toContain('<meta name="description" content="');
    expect(page).toContain('<h1 class="text-[26px] font-bold leading-snug md:text-[32px]">भारत ने सीरीज़ जीती</h1>');
    expect(page).toContain('20 नवंबर 2026, दोपहर 2:45'); // the site time zone, Asia/Kolkata, in the article's Hindi
    expect(page).toContain('मुंबई । ');
    expect(page).toContain('<p>मैच का <strong>पूरा</strong> हाल।</p>');
    expect(page).not.toContain('<script>alert(1)</script>');
    const canonical = encodeURIComponent(`http://news.test/${article.slug}`);
    expect(page).toContain(`https://www.facebook.com/sharer/sharer.php?u=${canonical}`);
    expect(page).toContain(`mailto:?subject=${encodeURIComponent('यह ख़बर पढ़िए')}`);
    expect(page).toContain('सभी ख़बरें');
    expect(page).toMatch(/<img [^>]*width="800" height="450"/);
    // The layout: today's date, the category in the navigation with its subcategory menu, no public admin link.
    expect(page).toMatch(
      /<time dateTime="\d{4}-\d{2}-\d{2}"[^>]*>[\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+ \d{4}<\/time>/,
    );
    expect(page).toContain(`href="/${category.slug}"`);
    expect(page).toContain('क्रिकेट');
    expect(page).not.toContain('href="/login"');
  });

  it("shows the article's ad block and the cricket widget, whose provider alone the page's CSP lets in", async () => {
    const article = await buildNews(t().ctx, { title: 'विज्ञापन के साथ खबर' });
    const ad = await buildAd(t().ctx, { type: 'right-add', url: 'https://sponsor.example/offer' });
    await buildAd(t().ctx, { type: 'top-add', url: 'https://top.example/' });

    const without = await t().app.inject({ method: 'GET', url: `/${article.slug}` });
    expect(without.body).toContain(`${siteMessages.cricketScore.hi}</h2>`);
    expect(without.body).toContain(siteMessages.cricketNoMatch.hi);
    expect(without.body).not.toContain('<iframe');
    expect(without.body).toContain(`href="${ad.url}" target="_blank" rel="noopener sponsored"`);
    expect(without.body).not.toContain('https://top.example/');
    expect(without.headers['content-security-policy']).not.toContain('scores.example');

    await updateSettings(t().ctx, { cricketWidgetUrl: 'https://scores.example/widget?id=7' }, null);
    const withWidget = await t().app.inject({ method: 'GET', url: `/${article.slug}` });
    expect(html(withWidget.body)).toContain(
      `<iframe src="https://scores.example/widget?id=7" title="${siteMessages.cricketScore.hi}" loading="lazy"`,
    );
    expect(withWidget.headers['content-security-policy']).toMatch(/frame-src [^;]*https:\/\/scores\.example/);
  });

  it('marks an English article lang="en", and the Hindi titles beside it lang="hi"', async () => {
    const hindi = await buildNews(t().ctx, { language: 'Hindi', title: 'मानसून जल्दी आया' });
    const article = await buildNews(t().ctx, {
      language: 'English',
      title: 'Monsoon arrives early',
      location: 'Kochi',
      publish: '2026-11-20T09:15:00.000Z',
    });
    const response = await t().app.inject({ method: 'GET', url: `/${article.slug}` });
    expect(response.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(response.body).toContain(`<a href="/${hindi.slug}" lang="hi"`);
    // The words around the story are English: its date, its dateline, its share row.
    const page = html(response.body);
    expect(page).toContain('November 20, 2026 2:45 PM');
    expect(page).toContain('<p class="font-bold">Kochi: </p>');
    expect(page).toContain('mailto:?subject=Check%20this%20out');
    expect(page).toContain('Share on <span lang="en">X</span>');
  });

  it('answers the HTML 404 page for unknown, inactive and scheduled articles', async () => {
    const inactive = await buildNews(t().ctx, { active: false });
    const scheduled = await buildNews(t().ctx, { publish: new Date(Date.now() + 3_600_000).toISOString() });
    for (const url of [
      '/no-such-article',
      `/${inactive.slug}`,
      `/${scheduled.slug}`,
      '/category/0193ab0000000000deadbeef',
    ]) {
      const response = await t().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>404 पेज नहीं मिला</title>');
      expect(response.body).toContain('404 पेज नहीं मिला</h1>');
      expect(response.body, url).not.toContain(inactive.title);
    }
  });

  it('lists a category ten to a page, with the page in the URL and links to the others', async () => {
    const category = await buildCategory(t().ctx, { name: 'देश' });
    const titles: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const article = await buildNews(t().ctx, {
        category,
        title: `देश खबर ${index + 1}`,
        publish: minutesAgo(index + 1),
      });
      titles.push(article.title);
    }
    const first = html((await t().app.inject({ method: 'GET', url: `/${category.slug}` })).body);
    expect(first).toContain('<title>देश</title>');
    for (const title of titles.slice(0, 10)) expect(first).toContain(title);
    expect(first).not.toContain(titles[10]);
    expect(first).toContain(`href="/${category.slug}?page=2" rel="next"`);

    const second = await t().app.inject({ method: 'GET', url: `/${category.slug}?page=2` });
    expect(second.statusCode).toBe(200);
    const page2 = html(second.body);
    expect(page2).toContain(titles[10]);
    expect(page2).toContain(`<link rel="canonical" href="http://localhost:80/${category.slug}?page=2"/>`);
    expect(page2).toMatch(/aria-disabled="true">अगला</);

    const beyond = html((await t().app.inject({ method: 'GET', url: `/${category.slug}?page=9` })).body);
    expect(beyond).toContain(titles[0]);
  });

  it('renders the home page with the big news and the home sections the settings name', async () => {
    const sports = await buildCategory(t().ctx, { name: 'खेल' });
    const big = await buildNews(t().ctx, { type: 'big-news', title: 'बड़ी खबर आज की' });
    const inSports = await buildNews(t().ctx, { category: sports, title: 'क्रिकेट टीम का ऐलान' });
    await updateSettings(t().ctx, { homeSectionCategoryIds: [sports.id] }, null);
    const response = await t().app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const page = html(response.body);
    expect(page).toMatch(/^<!doctype html><html lang="hi">/);
    expect(page).toContain(big.title);
    expect(page).toContain(`<a href="/${sports.slug}" lang="hi" class="hover:underline">खेल</a>`);
    expect(page).toContain(inSports.title);
    expect(page).not.toContain('aria-label="Breaking news"');
  });

  it('says so when a category has no news', async () => {
    const category = await buildCategory(t().ctx);
    const response = await t().app.inject({ method: 'GET', url: `/${category.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('कोई ख़बर नहीं मिली...');
  });
});
