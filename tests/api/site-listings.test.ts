import { expect, it } from 'vitest';
import type { CategoryRow } from '../../src/server/db/database';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import type { News } from '../../src/shared/schemas/news';
import { describeEachDialect } from '../helpers/app';
import { buildCategory, buildSubcategory, subcategoryPathOf } from '../helpers/categories.factory';
import { buildNews, type NewsOverrides } from '../helpers/news.factory';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** React separates adjacent text with `<!-- -->`; readers never see it. */
const html = (body: string) => body.replace(/<!-- -->/g, '');
const text = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();

/**
 * The pager as a reader sees it: each item's text, `[n]` for the current page, `(off)` for a
 * control shown disabled. Empty when the page has no pager.
 */
function pager(page: string): string[] {
  const nav = page.match(/<nav aria-label="पेज"[\s\S]*?<\/nav>/)?.[0];
  if (!nav) return [];
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item = '']) => {
    const label = text(item);
    if (item.includes('aria-current="page"')) return `[${label}]`;
    if (item.includes('aria-disabled="true"')) return `${label}(off)`;
    return label;
  });
}

/** The `href` of the pager link with this text. */
function pagerLink(page: string, label: string): string | undefined {
  const nav = page.match(/<nav aria-label="पेज"[\s\S]*?<\/nav>/)?.[0] ?? '';
  return [...nav.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find(([, , inner]) => inner === label)?.[1];
}

/** The element `<tag …>` that holds `marker`, up to its closing tag (the tag must not nest). */
function block(page: string, tag: string, marker: string): string {
  const at = page.indexOf(marker);
  if (at < 0) return '';
  const from = page.lastIndexOf(`<${tag}`, at);
  return page.slice(from, page.indexOf(`</${tag}>`, at) + tag.length + 3);
}

/** Whether the page has a `<tag>` carrying every one of these attributes, in any order. */
function hasTag(page: string, tag: string, attributes: Record<string, string>): boolean {
  return [...page.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].some(([opening]) =>
    Object.entries(attributes).every(([name, value]) => opening.includes(` ${name}="${value}"`)),
  );
}

describeEachDialect('category, subcategory and search pages (server HTML)', (t) => {
  const get = async (url: string) => {
    const response = await t().app.inject({ method: 'GET', url });
    return { status: response.statusCode, page: html(response.body) };
  };

  /** `count` articles in a listing, newest first: `titles[0]` is the newest. */
  async function fill(count: number, overrides: NewsOverrides, label: string): Promise<News[]> {
    const made: News[] = [];
    for (let index = 0; index < count; index += 1)
      made.push(
        await buildNews(t().ctx, { ...overrides, title: `${label} ${index + 1}`, publish: minutesAgo(index + 1) }),
      );
    return made;
  }

  it('pages a category ten at a time: every number up to 10 pages, Next and Last disabled on the last', async () => {
    const category = await buildCategory(t().ctx, { name: 'बाज़ार' });
    const news = await fill(25, { category }, 'बाज़ार ख़बर');
    const base = `/${category.slug}`;

    const first = await get(base);
    expect(first.status).toBe(200);
    expect(pager(first.page)).toEqual(['पिछला(off)', '[1]', '2', '3', 'अगला', 'आख़िरी']);
    expect(pagerLink(first.page, 'अगला')).toBe(`${base}?page=2`);
    expect(pagerLink(first.page, 'आख़िरी')).toBe(`${base}?page=3`);
    expect(first.page).toContain(`<link rel="next" href="http://localhost:80${base}?page=2"/>`);
    expect(first.page).not.toContain('<link rel="prev"');

    const last = await get(`${base}?page=3`);
    expect(pager(last.page)).toEqual(['पिछला', '1', '2', '[3]', 'अगला(off)', 'आख़िरी(off)']);
    expect(pagerLink(last.page, 'पिछला')).toBe(`${base}?page=2`);
    expect(last.page).toContain(`<link rel="prev" href="http://localhost:80${base}?page=2"/>`);
    expect(last.page).not.toContain('<link rel="next"');
    expect(last.page).toContain('<title>बाज़ार – पेज 3</title>');
    for (const item of news.slice(20)) expect(last.page).toContain(item.title);
    expect(last.page).not.toContain(`${news[19]?.title}<`);
  });

  it('shows the first and last three numbers beyond 10 pages, with an ellipsis once past page 5', async () => {
    const category = await buildCategory(t().ctx);
    await fill(111, { category }, 'Page filler');
    const base = `/${category.slug}`;
    expect(pager((await get(base)).page)).toEqual(['पिछला(off)', '[1]', '2', '3', '10', '11', '12', 'अगला', 'आख़िरी']);
    expect(pager((await get(`${base}?page=5`)).page)).toEqual([
      'पिछला',
      '1',
      '2',
      '3',
      '4',
      '[5]',
      '10',
      '11',
      '12',
      'अगला',
      'आख़िरी',
    ]);
    expect(pager((await get(`${base}?page=7`)).page)).toEqual([
      'पिछला',
      '1',
      '2',
      '3',
      '…',
      '[7]',
      '…',
      '10',
      '11',
      '12',
      'अगला',
      'आख़िरी',
    ]);
    const last = await get(`${base}?page=12`);
    expect(pager(last.page)).toEqual(['पिछला', '1', '2', '3', '…', '10', '11', '[12]', 'अगला(off)', 'आख़िरी(off)']);
    expect(last.page).toContain('Page filler 111<');
  });

  it('ignores a page outside 1..pages: the reader gets page 1 and its address', async () => {
    const category = await buildCategory(t().ctx);
    const news = await fill(12, { category }, 'Range story');
    for (const page of ['99', '0', '-2', 'abc', '1.5']) {
      const { status, page: body } = await get(`/${category.slug}?page=${page}`);
      expect(status, page).toBe(200);
      expect(body, page).toContain(`${news[0]?.title}<`);
      expect(body, page).toContain(`<link rel="canonical" href="http://localhost:80/${category.slug}"/>`);
      expect(pager(body), page).toEqual(['पिछला(off)', '[1]', '2', 'अगला', 'आख़िरी']);
    }
  });

  it('lists each article with its image, a 10-word title, the date and a 25-word text hidden on phones', async () => {
    const category = await buildCategory(t().ctx);
    const words = (count: number, word: string) => Array.from({ length: count }, (_, i) => `${word}${i + 1}`).join(' ');
    const article = await buildNews(t().ctx, {
      category,
      title: words(12, 'शीर्षक'),
      description: `<p>${words(30, 'शब्द')}</p>`,
      publish: '2026-11-20T20:15:00.000Z',
    });
    const { page } = await get(`/${category.slug}`);
    const item = block(page, 'li', `href="/${article.slug}"`);
    expect(item).toContain(`<img src="${article.images[0]?.url}" alt="" width="800" height="450"`);
    expect(text(item)).toContain(`${words(10, 'शीर्षक')}...`);
    expect(item).not.toContain('शीर्षक11');
    // Filed on the 21st in the site's time zone (Asia/Kolkata).
    expect(item).toContain('21 नवंबर 2026');
    expect(item).toContain(`hidden text-[15px] leading-relaxed text-muted md:block">${words(25, 'शब्द')}...</span>`);
    expect(page).toContain('सभी ख़बरें');
  });

  it('renders a subcategory page: its articles only, the trail, the pager and rel=prev/next', async () => {
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    const cricket = await buildSubcategory(t().ctx, { category, name: 'क्रिकेट', description: 'बल्ले और गेंद की ख़बरें' });
    const hockey = await buildSubcategory(t().ctx, { category, name: 'हॉकी' });
    const news = await fill(14, { subcategory: cricket }, 'क्रिकेट ख़बर');
    const other = await buildNews(t().ctx, { subcategory: hockey, title: 'हॉकी की ख़बर' });
    const base = `${await subcategoryPathOf(t().ctx, cricket)}`;

    const first = await get(base);
    expect(first.status).toBe(200);
    expect(first.page).toMatch(/^<!doctype html><html lang="hi">/);
    expect(first.page).toContain('<title>क्रिकेट – खेल</title>');
    expect(first.page).toContain('<meta name="description" content="बल्ले और गेंद की ख़बरें"/>');
    expect(first.page).toContain(`<link rel="canonical" href="http://localhost:80${base}"/>`);
    expect(first.page).toContain(`<link rel="next" href="http://localhost:80${base}?page=2"/>`);
    expect(first.page).toMatch(/<h1 [^>]*>क्रिकेट<\/h1>/);
    const trail = block(first.page, 'nav', 'aria-label="आप यहाँ हैं"');
    expect(text(trail).replace(/\s+/g, '')).toBe('होम›खेल›क्रिकेट');
    expect(trail).toContain('<a href="/"');
    expect(trail).toContain(`<a href="/${category.slug}"`);
    expect(trail).toContain('<span aria-current="page" lang="hi">क्रिकेट</span>');
    const list = block(first.page, 'section', 'aria-labelledby="listing-title"');
    for (const item of news.slice(0, 10)) expect(list).toContain(`${item.title}<`);
    expect(list).not.toContain(`${news[10]?.title}<`);
    expect(list).not.toContain(other.title);
    expect(pager(first.page)).toEqual(['पिछला(off)', '[1]', '2', 'अगला', 'आख़िरी']);

    const second = await get(`${base}?page=2`);
    expect(second.page).toContain(`${news[13]?.title}<`);
    expect(second.page).toContain(`<link rel="prev" href="http://localhost:80${base}"/>`);
    expect(pager(second.page)).toEqual(['पिछला', '1', '[2]', 'अगला(off)', 'आख़िरी(off)']);

    const empty = await buildSubcategory(t().ctx, { category });
    expect((await get(`${await subcategoryPathOf(t().ctx, empty)}`)).page).toContain('कोई ख़बर नहीं मिली...');
  });

  it('answers the 404 page for unknown subcategories and categories', async () => {
    for (const url of [
      '/subcategory/0193ab0000000000deadbeef',
      '/subcategory/no-such-thing',
      '/category/nope?page=2',
    ]) {
      const { status, page } = await get(url);
      expect(status, url).toBe(404);
      expect(page, url).toContain('<title>404 पेज नहीं मिला</title>');
    }
  });

  it("fills the subcategory sidebar: both tabbed boxes, 25 a tab, and the religion block's 9 newest", async () => {
    const religion = await buildCategory(t().ctx, { name: 'धर्म-ज्योतिष' });
    await updateSettings(t().ctx, { religionCategoryId: religion.id }, null);
    const recent = await fill(26, { type: 'recent-news' }, 'ताज़ा ख़बर');
    const top = await fill(2, { type: 'top-news' }, 'टॉप ख़बर');
    const interview = await buildNews(t().ctx, { type: 'Interview', title: 'इंटरव्यू: खिलाड़ी से बातचीत' });
    const ground = await buildNews(t().ctx, {
      type: 'ground-report',
      title: 'ग्राउंड रिपोर्ट: गाँव की सड़क',
      publish: '2026-11-01T10:00:00.000Z',
    });
    const faith = await fill(10, { category: religion, type: 'all' }, 'राशिफल');
    const subcategory = await buildSubcategory(t().ctx);
    const { page } = await get(`${await subcategoryPathOf(t().ctx, subcategory)}`);

    // Two radio-button tabs per box switch the panels with CSS: no script needed.
    const fresh = block(page, 'section', 'aria-labelledby="tabs-fresh-legend"');
    expect(fresh).toContain('<legend id="tabs-fresh-legend" class="sr-only">ताज़ा ख़बरें</legend>');
    expect(hasTag(fresh, 'input', { type: 'radio', name: 'tabs-fresh', value: '1', checked: '' })).toBe(true);
    expect(hasTag(fresh, 'input', { type: 'radio', name: 'tabs-fresh', value: '2' })).toBe(true);
    expect(fresh).toMatch(/<label for="tabs-fresh-1" [^>]*>ताज़ा ख़बरें<\/label>/);
    expect(fresh).toMatch(/<label for="tabs-fresh-2" [^>]*>टॉप न्यूज़<\/label>/);
    const [freshFirst = '', freshSecond = ''] = fresh.split('<ul').slice(1);
    expect(freshFirst).toContain('max-h-[80vh]');
    expect(freshFirst).toContain('overflow-y-auto');
    expect(freshFirst.match(/<li>/g)).toHaveLength(25);
    expect(freshFirst).toContain(`${recent[0]?.title}<`);
    expect(freshFirst).not.toContain(`${recent[25]?.title}<`);
    expect(freshFirst).toContain('<img ');
    expect(freshSecond).toContain(`${top[0]?.title}<`);
    expect(freshSecond).not.toContain('<img ');

    const special = block(page, 'section', 'aria-labelledby="tabs-special-legend"');
    expect(special).toMatch(/<label for="tabs-special-1" [^>]*>ख़ास इंटरव्यू<\/label>/);
    expect(special).toMatch(/<label for="tabs-special-2" [^>]*>ग्राउंड रिपोर्ट<\/label>/);
    expect(special).toContain(`${interview.title}<`);
    // Tab 2 dates each item by its publish time.
    expect(special).toContain(`${ground.title}</span><span class="mt-0.5 block text-[13px] text-muted">1 नवंबर 2026`);

    const box = block(page, 'section', 'aria-labelledby="religion-heading"');
    expect(box).toContain(`<a href="/${religion.slug}"`);
    expect(box).toContain('धर्म-ज्योतिष</a></h2>');
    for (const item of faith.slice(0, 9)) expect(box).toContain(`${item.title}<`);
    expect(box).not.toContain(`${faith[9]?.title}<`);

    await updateSettings(t().ctx, { religionCategoryId: '' }, null);
    expect((await get(`${await subcategoryPathOf(t().ctx, subcategory)}`)).page).not.toContain('religion-heading');
  });

  it('renders /search on the server: a plain GET form, Hindi and English matches, 18- and 10-word cuts', async () => {
    const long = (count: number, word: string) => Array.from({ length: count }, (_, i) => `${word}${i + 1}`).join(' ');
    const hindi = await buildNews(t().ctx, {
      title: `क्रिकेट ${long(20, 'मैच')}`,
      subtitle: long(12, 'उपशीर्षक'),
      language: 'Hindi',
    });
    const english = await buildNews(t().ctx, { title: 'Kerala braces as the monsoon arrives', language: 'English' });
    await buildNews(t().ctx, { title: 'क्रिकेट की छुपी ख़बर', active: false });

    const found = await get(`/search?q=${encodeURIComponent('क्रिकेट')}`);
    expect(found.status).toBe(200);
    expect(hasTag(found.page, 'form', { method: 'get', action: '/search' })).toBe(true);
    expect(hasTag(found.page, 'input', { id: 'search-page-query', type: 'search', name: 'q', value: 'क्रिकेट' })).toBe(
      true,
    );
    expect(found.page).toContain('<title>क्रिकेट – खोज</title>');
    expect(found.page).toContain(
      `<link rel="canonical" href="http://localhost:80/search?q=${encodeURIComponent('क्रिकेट')}"/>`,
    );
    expect(found.page).toMatch(/<q lang="hi" class="font-semibold text-ink">क्रिकेट<\/q> के लिए \d+ (नतीजा|नतीजे)/);
    const item = block(found.page, 'li', `href="/${hindi.slug}"`);
    expect(item).toContain('lang="hi"');
    expect(text(item)).toContain(`क्रिकेट ${long(17, 'मैच')}...`);
    expect(item).not.toContain('मैच18');
    expect(text(item)).toContain(`${long(10, 'उपशीर्षक')}...`);
    expect(found.page).not.toContain('छुपी');

    const inEnglish = await get('/search?q=MONSOON');
    const result = block(inEnglish.page, 'li', `href="/${english.slug}"`);
    expect(result).toContain('lang="en"');
    expect(result).toContain('Kerala braces as the monsoon arrives');

    const answered = await t().app.inject({ method: 'GET', url: '/search?q=MONSOON' });
    expect(answered.headers['x-robots-tag']).toBe('noindex, follow');

    const none = await get(`/search?q=${encodeURIComponent('ज़ेब्राक्रॉसिंग')}`);
    expect(none.status).toBe(200);
    expect(none.page).toContain('कोई ख़बर नहीं मिली...');

    const blank = await get('/search');
    expect(hasTag(blank.page, 'form', { method: 'get', action: '/search' })).toBe(true);
    // The search overlay carries its words on every page; the page itself shows none without a query.
    expect(blank.page.slice(blank.page.indexOf('<main'))).not.toContain('कोई ख़बर नहीं मिली...');
    expect(blank.page).toContain('<link rel="canonical" href="http://localhost:80/search"/>');
  });

  it('pages search results like the API: newest first, ten a page, the query kept in the links', async () => {
    const news = await fill(12, { tag: ['झुमरीतलैया'] }, 'Search page story');
    const q = encodeURIComponent('झुमरीतलैया');
    const first = await get(`/search?q=${q}`);
    expect(first.page).toContain('के लिए 12 नतीजे');
    expect(first.page.indexOf(`${news[0]?.title}<`)).toBeLessThan(first.page.indexOf(`${news[1]?.title}<`));
    expect(first.page).not.toContain(`${news[10]?.title}<`);
    expect(pagerLink(first.page, 'अगला')).toBe(`/search?q=${q}&amp;page=2`);
    expect(first.page).toContain(`<link rel="next" href="http://localhost:80/search?q=${q}&amp;page=2"/>`);

    const second = await get(`/search?q=${q}&page=2`);
    expect(second.page).toContain(`${news[11]?.title}<`);
    expect(pager(second.page)).toEqual(['पिछला', '1', '[2]', 'अगला(off)', 'आख़िरी(off)']);

    // The API's search answers the same first page (the overlay reads it).
    const api = await t().app.inject({ method: 'GET', url: `/api/v1/news/all?q=${q}&page=1&limit=10` });
    const { news: listed } = api.json() as { news: { slug: string }[] };
    const onPage = [...first.page.matchAll(/<li lang="hi"><a href="\/([^"]+)"/g)].map(([, slug]) => slug);
    expect(onPage).toEqual(listed.map((item) => item.slug));
  });

  it('puts the search button in the navigation: a link to /search that wakes on use or on "/"', async () => {
    const category: CategoryRow = await buildCategory(t().ctx);
    const { page } = await get(`/${category.slug}`);
    expect(page).toMatch(/<site-island name="SearchOverlay" props="[^"]*" when="interaction" wake-key="\/">/);
    expect(hasTag(page, 'a', { href: '/search', 'aria-label': 'खोजें', 'aria-haspopup': 'dialog' })).toBe(true);
    expect(hasTag(page, 'dialog', { 'aria-label': 'ख़बर खोजें' })).toBe(true);
  });

  it("speaks the site's language: English words, dates and the texts docs/product.md quotes once the setting says English", async () => {
    await updateSettings(t().ctx, { siteLanguage: 'en' }, null);
    const category = await buildCategory(t().ctx, { name: 'बाज़ार' });
    await fill(12, { category }, 'Market story');
    const empty = await buildCategory(t().ctx, { name: 'Empty desk' });

    const { page } = await get(`/${category.slug}`);
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(pager(page.replace('<nav aria-label="Pagination"', '<nav aria-label="पेज"'))).toEqual([
      'Previous(off)',
      '[1]',
      '2',
      'Next',
      'Last',
    ]);
    expect(page).toContain('>ALL News</h2>');
    // The category's Devanagari name is content, marked as Hindi on the English page.
    expect(page).toMatch(/<h1 id="listing-title" lang="hi"[^>]*>बाज़ार<\/h1>/);
    expect(page).toMatch(/<span class="mt-1 block text-\[13px\] text-muted">[A-Z][a-z]+ \d{1,2}, \d{4}<\/span>/);
    expect((await get(`/${empty.slug}`)).page).toContain('No news found...');

    const found = (await get('/search?q=Market')).page;
    expect(found).toContain('<title>Market – Search</title>');
    expect(found).toContain('12 results for <q lang="en" class="font-semibold text-ink">Market</q>');

    const missing = await t().app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(missing.body).toContain('<title>404 Page Not found</title>');
    expect(html(missing.body)).toContain('>Latest stories</h2>');
    await updateSettings(t().ctx, { siteLanguage: 'hi' }, null);
  });
});
