import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LangCode } from '../../src/shared/language';
import { adMessages } from '../../src/shared/messages/ads';
import { ownSite } from '../helpers/e2e';
import { addReader, type E2eReader, openReaderPage } from '../helpers/e2e-readers';

// Its own server: the test switches the site's language and makes two articles live blogs.
const site = ownSite();

const WIDTHS = [360, 1024, 1280, 1440] as const;
/** The window's height at every width: the pages are read whole, top to bottom. */
const HEIGHT = 800;
/** Below this the navigation is a strip that scrolls sideways: its items are cut on purpose. */
const NAV_BAR_FROM = 768;

type Listed = { _id: string; slug: string; title: string };
type PageList = Record<string, { path: string; signedIn: boolean }>;

let reader: E2eReader;
const pagesOf = {} as Record<LangCode, PageList>;

async function articleIn(language: 'Hindi' | 'English', skip: number): Promise<Listed> {
  const { news } = await site.api<{ news: Listed[] }>(`/news/all?limit=${skip + 1}&language=${language}`, {
    asAdmin: true,
  });
  const article = news[skip];
  if (!article) throw new Error(`The demo content has fewer than ${skip + 1} ${language} articles`);
  return article;
}

/** A demo article turned into a live blog with a key update carrying a score line. */
async function liveBlogIn(language: 'Hindi' | 'English'): Promise<Listed> {
  const article = await articleIn(language, 1);
  await site.api('/news/update', { method: 'PUT', body: { id: article._id, live: true }, asAdmin: true });
  const body = language === 'Hindi' ? 'टॉस: भारत ने पहले बल्लेबाज़ी चुनी' : 'Toss: India bat first';
  await site.api(`/liveblog/${article._id}/updates`, {
    method: 'POST',
    body: { body, score: 'IND 12/0 (2)', keyEvent: true },
    asAdmin: true,
  });
  return article;
}

/** The first category with more than one page of stories (10 a page). */
async function pagedCategory(): Promise<string> {
  const { categories } = await site.api<{ categories: { _id: string; slug: string }[] }>('/category/all');
  for (const category of categories) {
    const listed = await site.api<{ pagination: { total: number } }>(`/news/all?limit=1&category=${category._id}`);
    if (listed.pagination.total > 10) return category.slug;
  }
  throw new Error('The demo content has no category of more than 10 stories');
}

function pageList(article: Listed, live: Listed, categorySlug: string, query: string): PageList {
  return {
    home: { path: '/', signedIn: true },
    'category, page 2': { path: `/${categorySlug}?page=2`, signedIn: true },
    article: { path: `/${article.slug}`, signedIn: true },
    'live blog': { path: `/${live.slug}`, signedIn: true },
    search: { path: `/search?q=${encodeURIComponent(query)}`, signedIn: true },
    'sign-in': { path: '/signin', signedIn: false },
    register: { path: '/register', signedIn: false },
    account: { path: '/account', signedIn: true },
    contact: { path: '/contact', signedIn: false },
    '404': { path: '/no-such-page-anywhere', signedIn: true },
  };
}

beforeAll(async () => {
  reader = await addReader(site, 'Walker');
  const categorySlug = await pagedCategory();
  const [hindi, english, hindiLive, englishLive] = await Promise.all([
    articleIn('Hindi', 0),
    articleIn('English', 0),
    liveBlogIn('Hindi'),
    liveBlogIn('English'),
  ]);
  const firstWord = (title: string) => title.split(/\s+/).find((word) => word.length > 3) ?? title;
  pagesOf.hi = pageList(hindi, hindiLive, categorySlug, firstWord(hindi.title));
  pagesOf.en = pageList(english, englishLive, categorySlug, firstWord(english.title));
}, 60_000);

/**
 * What a reader would notice on the page as it stands: words of the other script outside an element
 * marked with their language (text and the names, labels and hints assistive technology reads), a
 * page wider than the screen, a navigation item cut off or covered, an ad without its label or cropped.
 */
function problemsOn(page: Page, adLabel: string, navBar: boolean): Promise<string[]> {
  return page.evaluate(
    ({ adLabel, navBar }) => {
      const problems: string[] = [];
      const pageLang = document.documentElement.lang;
      const otherLang = pageLang === 'hi' ? 'en' : 'hi';
      const otherScript = pageLang === 'hi' ? /[A-Za-z]{2,}/ : /[\u0900-\u097F]/;
      const where = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.slice(0, 40)}"` : ''}>`;
      const markedOther = (element: Element) => element.closest('[lang]')?.getAttribute('lang')?.startsWith(otherLang);

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // An address (mail, web) is no language's word.
        const text = node.textContent?.replace(/\S+@\S+|https?:\/\/\S+/g, '').trim() ?? '';
        if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
        if (otherScript.test(text) && !markedOther(parent))
          problems.push(`chrome word: "${text.slice(0, 60)}" in ${where(parent)}`);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name)?.trim();
          if (value && otherScript.test(value) && !markedOther(element))
            problems.push(`chrome word: ${name}="${value.slice(0, 60)}" on ${where(element)}`);
        }
      }

      if (document.documentElement.scrollWidth > window.innerWidth)
        problems.push(`overflow: ${document.documentElement.scrollWidth} px wide in ${window.innerWidth}`);

      if (navBar) {
        const nav = document.querySelector('nav');
        const bar = nav?.getBoundingClientRect();
        for (const link of nav?.querySelectorAll('a') ?? []) {
          const box = link.getBoundingClientRect();
          if (!bar || box.width === 0 || !link.checkVisibility({ visibilityProperty: true })) continue;
          // Only the bar's own row: menus open over the page.
          if (box.top >= bar.bottom) continue;
          const label = link.textContent?.trim() || link.getAttribute('aria-label') || link.href;
          if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5) problems.push(`nav item cut off: ${label}`);
          const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (atCentre && !link.contains(atCentre))
            problems.push(`nav item covered: ${label} under ${where(atCentre)}`);
        }
      }

      for (const slot of document.querySelectorAll('[data-ad-place]')) {
        if (!slot.checkVisibility()) continue;
        if (!slot.textContent?.includes(adLabel))
          problems.push(`ad without its label: ${slot.getAttribute('data-ad-place')}`);
        for (const image of slot.querySelectorAll('img')) {
          if (!image.checkVisibility() || !image.naturalWidth) continue;
          const box = image.getBoundingClientRect();
          const fit = getComputedStyle(image).objectFit;
          const drawn = box.width / box.height;
          const natural = image.naturalWidth / image.naturalHeight;
          if (fit !== 'contain' && Math.abs(drawn / natural - 1) > 0.02)
            problems.push(
              `ad cropped: ${slot.getAttribute('data-ad-place')} drawn ${drawn.toFixed(2)}, made ${natural.toFixed(2)}`,
            );
        }
      }
      return problems;
    },
    { adLabel, navBar },
  );
}

/** The page as a reader sees it once settled: fonts in, images decoded, the page's script run (decision 255). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Ads are checked whole wherever they are on the page: theirs load now; a lazy image out of
    // sight elsewhere never would, so only those already loading are waited for.
    for (const image of document.querySelectorAll<HTMLImageElement>('[data-ad-place] img')) image.loading = 'eager';
    const loading = [...document.images].filter((image) => image.loading !== 'lazy' || image.complete);
    const decoded = Promise.all(loading.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Each page type loaded once, at the narrowest width, then read at every width as the window
 * widens (a phone turned, a window resized): what the page shows must follow the width it has.
 */
async function walk(lang: LangCode): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const signedIn = await openReaderPage(site, reader, WIDTHS[0]);
  const signedOut = await site.openPage(WIDTHS[0], { height: HEIGHT });
  for (const [name, { path, signedIn: asReader }] of Object.entries(pagesOf[lang])) {
    const { page } = asReader ? signedIn : signedOut;
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
      const problems = await problemsOn(page, adMessages.label[lang], width >= NAV_BAR_FROM);
      if (problems.length > 0) found[`${lang} ${name} at ${width} px`] = [...new Set(problems)];
    }
  }
  return found;
}

// Pages of the site's language (home, listings, search, the reader's pages, contact, 404) follow
// the setting; the article and the live blog walked are of the setting's language too, so each page
// is walked in the language it speaks.
describe.each(['hi', 'en'] as const)('one language per page, the site in %s', (lang) => {
  beforeAll(() => site.api('/settings', { method: 'PUT', body: { siteLanguage: lang }, asAdmin: true }));

  it(`every public page type at ${WIDTHS.join(', ')} px speaks only its language, fits the screen and labels its ads whole`, {
    timeout: 180_000,
  }, async () => {
    expect(await walk(lang)).toEqual({});
  });
});
