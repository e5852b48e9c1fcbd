import type { AppContext } from '../../../server/context';
import { listNavigationCategories } from '../../../server/modules/categories/categories.service';
import {
  findFirstPublishedCreatedAt,
  listListingsLastPublishedAt,
  listRecentlyPublished,
  listSitemapArticles,
  listSpansWithPublished,
} from '../../../server/modules/news/news.published';
import type { CreatedSpan, RecentRow, SitemapRow } from '../../../server/modules/news/news.sitemap.repository';
import { translate } from '../../../shared/i18n/translate';
import { langOf } from '../../../shared/language';
import { liveBlogMessages } from '../../../shared/messages/live-blog';
import { categoryPath, subcategoryPath } from '../../../shared/urls';
import { languageAlternates } from '../language-alternates';
import { escapeXml, latestInstant, XML_DECLARATION } from './xml';

/**
 * Sitemaps (docs/decisions/094): `/sitemap.xml` is always an index naming one listings file and
 * one article file per month of creation (UTC) that holds a visible article; `/news-sitemap.xml`
 * is Google News's: the articles of the last two days, at most 1,000. Only what a reader can open
 * is named: the reads in news.published.ts skip hidden and scheduled articles.
 */

/** The sitemap protocol's limit per file; a month holds far fewer (1,600 articles a day would reach it). */
export const SITEMAP_FILE_URLS = 50_000;
/** Google News takes articles of the last two days, at most 1,000 in one sitemap. */
export const NEWS_SITEMAP_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const NEWS_SITEMAP_MAX_URLS = 1000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A calendar month (UTC), `month` from 1. */
type Month = { year: number; month: number };

function spanOf({ year, month }: Month): CreatedSpan {
  return {
    from: new Date(Date.UTC(year, month - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, month, 1)).toISOString(),
  };
}

/** Every month from the one `first` falls in to the one `last` falls in. */
function monthsBetween(first: Date, last: Date): Month[] {
  const months: Month[] = [];
  for (let year = first.getUTCFullYear(), month = first.getUTCMonth() + 1; ; month += 1) {
    if (month > 12) {
      year += 1;
      month = 1;
    }
    if (year > last.getUTCFullYear() || (year === last.getUTCFullYear() && month > last.getUTCMonth() + 1)) break;
    months.push({ year, month });
  }
  return months;
}

/** The file names under `/sitemap/` the index links. */
export const sitemapFiles = {
  listings: 'listings.xml',
  articles: ({ year, month }: Month) => `articles-${year}-${String(month).padStart(2, '0')}.xml`,
  /** The month an article file covers, if the name is one. */
  articlesMonth(name: string): Month | undefined {
    const match = /^articles-(\d{4})-(0[1-9]|1[0-2])\.xml$/.exec(name);
    return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
  },
};

/** A `<url>` or `<sitemap>` entry; `more` is markup already escaped that follows its dates (alternates). */
function entry(tag: 'url' | 'sitemap', loc: string, lastmod?: string | null, more = ''): string {
  return `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${more}</${tag}>`;
}

/** A story's addresses in both languages, as `xhtml:link` alternates inside its `<url>` (decision 233). */
function alternateLinks(
  origin: string,
  row: { slug: string; language: SitemapRow['language']; partner_slug: string | null },
) {
  return languageAlternates(origin, row, row.partner_slug)
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join('');
}

/**
 * `/sitemap.xml`: the listings file, then each month's article file. Article files carry no
 * `lastmod`: an exact one would read every article's edit time on each request, and a guess is
 * worse than none; each address inside a file carries its own.
 */
export async function sitemapIndex(ctx: AppContext, origin: string): Promise<string> {
  const [first, listings] = await Promise.all([findFirstPublishedCreatedAt(ctx), listListingsLastPublishedAt(ctx)]);
  const months = first ? monthsBetween(new Date(first), new Date()) : [];
  const withArticles = await listSpansWithPublished(ctx, months.map(spanOf));
  const base = `${origin}/sitemap/`;
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">${[
    entry('sitemap', base + sitemapFiles.listings, latestInstant(listings.categories.values())),
    ...months
      .filter((_, index) => withArticles[index])
      .map((month) => entry('sitemap', base + sitemapFiles.articles(month))),
  ].join('')}</sitemapindex>\n`;
}

/** `/sitemap/articles-YYYY-MM.xml`: the visible articles created that month; undefined when there are none (a 404). */
export async function articlesSitemap(ctx: AppContext, origin: string, month: Month): Promise<string | undefined> {
  const rows = await listSitemapArticles(ctx, spanOf(month), SITEMAP_FILE_URLS);
  if (rows.length === 0) return undefined;
  const urls = rows.map((row) =>
    entry('url', `${origin}/${row.slug}`, latestInstant([row.publish_at, row.updated_at]), alternateLinks(origin, row)),
  );
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">${urls.join('')}</urlset>\n`;
}

/** `/sitemap/listings.xml`: the home page, every category and subcategory, each dated by its newest article. */
export async function listingsSitemap(ctx: AppContext, origin: string): Promise<string> {
  const [categories, listings] = await Promise.all([listNavigationCategories(ctx), listListingsLastPublishedAt(ctx)]);
  const urls = [entry('url', `${origin}/`, latestInstant(listings.categories.values()))];
  for (const category of categories) {
    urls.push(entry('url', `${origin}${categoryPath(category)}`, listings.categories.get(category._id)));
    for (const subcategory of category.subCategories)
      urls.push(
        entry('url', `${origin}${subcategoryPath(category, subcategory)}`, listings.subcategories.get(subcategory._id)),
      );
  }
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">${urls.join('')}</urlset>\n`;
}

/** A live blog under way says so before its title, in its language (decision 224). */
function newsSitemapTitle(row: RecentRow): string {
  const liveNow = row.live_started_at !== null && row.live_ended_at === null;
  return liveNow ? `${translate(langOf(row.language), liveBlogMessages.live)}: ${row.title}` : row.title;
}

/** `/news-sitemap.xml`: Google News's sitemap of the articles published in the last two days. */
export async function newsSitemap(ctx: AppContext, origin: string, publication: string): Promise<string> {
  const rows = await listRecentlyPublished(ctx, NEWS_SITEMAP_WINDOW_MS, NEWS_SITEMAP_MAX_URLS);
  const name = escapeXml(publication);
  const urls = rows.map(
    (row) =>
      `<url><loc>${escapeXml(`${origin}/${row.slug}`)}</loc><news:news><news:publication><news:name>${name}</news:name>` +
      `<news:language>${langOf(row.language)}</news:language></news:publication>` +
      `<news:publication_date>${escapeXml(row.publish_at)}</news:publication_date>` +
      `<news:title>${escapeXml(newsSitemapTitle(row))}</news:title></news:news>${alternateLinks(origin, row)}</url>`,
  );
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}" xmlns:xhtml="${XHTML_NS}">${urls.join('')}</urlset>\n`;
}

/** `/robots.txt`: everything but the back office, the API, the login and search results; the sitemaps named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // `$` and the trailing slash keep articles whose slugs merely begin with these words crawlable.
    'Disallow: /admin$',
    'Disallow: /admin/',
    'Disallow: /api$',
    'Disallow: /api/',
    'Disallow: /login$',
    'Disallow: /search$',
    'Disallow: /search?',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/news-sitemap.xml`,
    '',
  ].join('\n');
}
