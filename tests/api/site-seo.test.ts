import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { formatTopBarDate, siteDay } from '../../src/shared/dates';
import { IMAGE_SIZES } from '../../src/web/public/components/NewsImage';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory, buildSubcategory, subcategoryPathOf } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { makeImage, uploadsDir } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { buildManyNews, buildNews } from '../helpers/news.factory';

const SITE = 'http://news.test';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** An image as the media pipeline stores it: 2400 px wide, so every width copy up to 1200 exists. */
const UPLOAD_ID = '2026/11/0193ab00000000000000cafe';
const UPLOADED = { public_id: UPLOAD_ID, url: `/uploads/${UPLOAD_ID}.webp`, width: 2400, height: 1350 };

const get = (t: () => TestApp, url: string) => t().app.inject({ method: 'GET', url, headers: { host: 'news.test' } });

/** The content of `<meta property|name="key" content="…">` in a head. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`));
  return tag?.[1];
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

/**
 * A small well-formedness check (no XML package): one root, every tag closed in order, attributes
 * quoted, and no `&` or `<` outside markup that is not an entity or a tag.
 */
function expectWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1).trim();
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (const match of body.matchAll(token)) {
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text, 'text outside the root').not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      if (stack.length === 0) expect(text.trim()).toBe('');
      continue;
    }
    if (closing) expect(stack.pop(), `</${name}>`).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name!);
    } else if (stack.length === 0) roots += 1;
  }
  expect(consumed, 'everything is a tag or text').toBe(body.length);
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

/** The text of every `<tag>` in an XML document. */
function texts(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!);
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describeEachDialect('site findability: head tags', (t) => {
  it('gives an article Open Graph, Twitter card and NewsArticle tags with the 1200 px image', async () => {
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    const article = await buildNews(t().ctx, {
      category,
      title: 'भारत ने सीरीज़ जीती </script><b> & "फ़ाइनल"',
      subtitle: 'आख़िरी ओवर में फ़ैसला',
      tag: ['क्रिकेट', 'India'],
      images: [UPLOADED],
      publish: hoursAgo(3),
    });
    const response = await get(t, `/${article.slug}`);
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const url = `${SITE}/${article.slug}`;
    const image = `${SITE}/uploads/${UPLOAD_ID}-1200.webp`;

    expect(head).toContain('<title>भारत ने सीरीज़ जीती &lt;/script&gt;&lt;b&gt; &amp; &quot;फ़ाइनल&quot;</title>');
    expect(meta(head, 'description')).toBe('आख़िरी ओवर में फ़ैसला');
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'og:title')).toBe('भारत ने सीरीज़ जीती &lt;/script&gt;&lt;b&gt; &amp; &quot;फ़ाइनल&quot;');
    expect(meta(head, 'og:description')).toBe('आख़िरी ओवर में फ़ैसला');
    expect(meta(head, 'og:url')).toBe(url);
    expect(meta(head, 'og:site_name')).toBe('समाचार');
    expect(meta(head, 'og:locale')).toBe('hi_IN');
    expect(meta(head, 'og:image')).toBe(image);
    expect(meta(head, 'og:image:width')).toBe('1200');
    expect(meta(head, 'og:image:height')).toBe('675');
    expect(meta(head, 'article:published_time')).toBe(article.publish);
    expect(meta(head, 'article:modified_time')).toBe(article.updatedAt);
    expect(meta(head, 'article:section')).toBe('खेल');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'twitter:image')).toBe(image);
    expect(head).toContain(`<link rel="alternate" type="application/rss+xml" title="समाचार" href="${SITE}/rss.xml"/>`);

    // JSON-LD is data: a `</script>` in a headline cannot end its element.
    const scripts = head.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
    for (const script of scripts) expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\//);
    const [newsArticle, ...others] = jsonLd(head);
    expect(others).toEqual([]);
    expect(newsArticle).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: 'आख़िरी ओवर में फ़ैसला',
      image: [image],
      datePublished: article.publish,
      dateModified: article.updatedAt,
      author: expect.objectContaining({ '@type': 'Organization', name: 'समाचार' }),
      publisher: {
        '@type': 'Organization',
        name: 'समाचार',
        url: `${SITE}/`,
        logo: { '@type': 'ImageObject', url: `${SITE}/icon.svg`, width: 512, height: 512 },
      },
      inLanguage: 'hi-IN',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      articleSection: 'खेल',
      keywords: 'क्रिकेट, India',
      commentCount: 0,
    });
    const logo = await get(t, '/icon.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });

  it('dates an article last edited before it was due as modified when it appeared; English is en_IN', async () => {
    const article = await buildNews(t().ctx, { language: 'English', title: 'Monsoon arrives', publish: inHours(1) });
    // Written two hours ago for one hour ago: it has been visible, unchanged, since it became due.
    await t()
      .ctx.db.updateTable('news')
      .set({ updated_at: hoursAgo(2), publish_at: hoursAgo(1) })
      .where('id', '=', article._id)
      .execute();
    const head = (await get(t, `/${article.slug}`)).body;
    expect(meta(head, 'og:locale')).toBe('en_IN');
    expect(meta(head, 'article:modified_time')).toBe(meta(head, 'article:published_time'));
    const [newsArticle] = jsonLd(head);
    expect(newsArticle?.inLanguage).toBe('en-IN');
    expect(newsArticle?.dateModified).toBe(newsArticle?.datePublished);
  });

  it('shares an image without width copies as it is, and gives it no srcset', async () => {
    const article = await buildNews(t().ctx);
    const page = (await get(t, `/${article.slug}`)).body;
    const [image] = article.images;
    expect(meta(page, 'og:image')).toBe(`${SITE}${image!.url}`);
    expect(meta(page, 'og:image:width')).toBe('800');
    const main = page.match(/<picture class="contents">(.*?)<\/picture>/)?.[1];
    expect(main).toContain(`<img src="${image!.url}" alt=`);
    expect(main).not.toContain('srcSet');
    expect(main).not.toContain('sizes');
  });

  it('names the stored width copies in srcset and preloads the main image from the head', async () => {
    const article = await buildNews(t().ctx, {
      images: [
        UPLOADED,
        {
          ...UPLOADED,
          public_id: '2026/11/0193ab00000000000000beef',
          url: '/uploads/2026/11/0193ab00000000000000beef.webp',
          width: 900,
          height: 600,
        },
      ],
    });
    const page = (await get(t, `/${article.slug}`)).body;
    const [head, body] = page.split('</head>');
    const base = `/uploads/${UPLOAD_ID}`;
    const srcset = `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1024.webp 1024w, ${base}-1200.webp 1200w, ${base}.webp 2400w`;
    // The main image: every copy, its size, eager with high priority; the second: only the copies narrower than it.
    expect(body).toMatch(
      new RegExp(
        `<img src="${base}.webp" srcSet="${srcset}" sizes="[^"]+" alt="[^"]*" width="2400" height="1350" loading="eager" fetchPriority="high"`,
      ),
    );
    expect(body).toContain(
      'srcSet="/uploads/2026/11/0193ab00000000000000beef-320.webp 320w, /uploads/2026/11/0193ab00000000000000beef-640.webp 640w, /uploads/2026/11/0193ab00000000000000beef.webp 900w"',
    );
    expect(body).toMatch(/width="900" height="600" loading="lazy"/);
    expect(head).toMatch(
      new RegExp(`<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${srcset}" imageSizes="[^"]+"/>`),
    );
    // React would add its own preload of the eager image inside the body: the head carries it alone.
    expect(body).not.toContain('rel="preload"');
  });

  it("preloads the home page's first big-news image as the head's first request, in the candidate a phone's carousel draws", async () => {
    const category = await buildCategory(t().ctx);
    const ids = ['0193ab0000000000000000b1', '0193ab0000000000000000b2', '0193ab0000000000000000b3'];
    for (const [index, id] of ids.entries()) {
      await buildNews(t().ctx, {
        category,
        type: 'big-news',
        images: [{ ...UPLOADED, public_id: `2026/11/${id}`, url: `/uploads/2026/11/${id}.webp` }],
        publish: hoursAgo(3 - index),
      });
    }
    const page = (await get(t, '/')).body;
    const [head, body] = page.split('</head>') as [string, string];
    const carousel = body.slice(body.indexOf('aria-roledescription="carousel"'));
    const images = [...carousel.matchAll(/<img src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"[^>]*>/g)];
    const [lead, ...tiles] = images;
    // The newest leads the first slide: eager, high priority, drawn the column's width on phones and half the frame from tablets up.
    expect(lead?.[1]).toBe(`/uploads/2026/11/${ids[2]}.webp`);
    expect(lead?.[3]).toBe(IMAGE_SIZES.largeCard);
    expect(lead?.[0]).toContain('loading="eager" fetchPriority="high"');
    // The small cards beside it: half the column on phones, lazy.
    expect(tiles.length).toBe(2);
    for (const tile of tiles) {
      expect(tile[3]).toBe(IMAGE_SIZES.smallCard);
      expect(tile[0]).toContain('loading="lazy"');
    }
    // The head asks for exactly that candidate, before anything else but the charset and viewport.
    const preload = `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${lead?.[2]}" imageSizes="${IMAGE_SIZES.largeCard}"/>`;
    expect(head).toContain(
      `<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>${preload}`,
    );
    expect(page.split('rel="preload" as="image"').length - 1).toBe(1);
  });

  it('gives a category page a BreadcrumbList from the home page, its feed and website tags', async () => {
    const category = await buildCategory(t().ctx, { name: 'देश', description: 'देश की ख़बरें' });
    await buildNews(t().ctx, { category, images: [UPLOADED] });
    const head = (await get(t, `/${category.slug}`)).body.split('</head>')[0]!;
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:title')).toBe('देश');
    expect(meta(head, 'og:description')).toBe('देश की ख़बरें');
    // No image of its own: the newest listed article's, as a large card.
    expect(meta(head, 'og:image')).toBe(`${SITE}/uploads/${UPLOAD_ID}-1200.webp`);
    expect([meta(head, 'og:image:width'), meta(head, 'og:image:height')]).toEqual(['1200', '675']);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(head).toContain(
      `<link rel="alternate" type="application/rss+xml" title="देश" href="${SITE}/${category.slug}/rss.xml"/>`,
    );
    expect(jsonLd(head)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'समाचार', item: `${SITE}/` },
          { '@type': 'ListItem', position: 2, name: 'देश', item: `${SITE}/${category.slug}` },
        ],
      },
    ]);
    // The listing's first image is its main one: preloaded from the head.
    expect(head).toContain('<link rel="preload" as="image" fetchPriority="high" imageSrcSet=');
  });

  it("dates every page's top bar in machine-readable form: the day it shows, in the site time zone", async () => {
    const category = await buildCategory(t().ctx);
    const article = await buildNews(t().ctx, { category });
    const day = siteDay(new Date(), t().ctx.config.siteTimeZone);
    const shown = formatTopBarDate(new Date(), t().ctx.config.siteTimeZone, 'hi');
    for (const url of ['/', `/${article.slug}`, `/${category.slug}`, '/search', '/no-such-page']) {
      const times = (await get(t, url)).body.match(/<time[^>]*>[^<]*<\/time>/g) ?? [];
      expect(times[0], url).toBe(`<time dateTime="${day}" class="whitespace-nowrap">${shown}</time>`);
    }
  });

  it('gives the home page website tags, the lead story image and a WebSite JSON-LD', async () => {
    const lead = await buildNews(t().ctx, { type: 'big-news', title: 'सबसे बड़ी ख़बर', images: [UPLOADED] });
    const head = (await get(t, '/')).body.split('</head>')[0]!;
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:url')).toBe(`${SITE}/`);
    expect(meta(head, 'og:image')).toBe(`${SITE}/uploads/${UPLOAD_ID}-1200.webp`);
    expect(meta(head, 'og:image:alt')).toBe(lead.title);
    expect(jsonLd(head)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'समाचार',
      url: `${SITE}/`,
    });
  });
});

describeEachDialect('site findability: robots, sitemaps and feeds', (t) => {
  it('answers robots.txt naming both sitemaps and keeping the back office and the API out', async () => {
    const response = await get(t, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of ['Disallow: /admin/', 'Disallow: /admin$', 'Disallow: /api/', 'Disallow: /api$'])
      expect(lines).toContain(rule);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${SITE}/news-sitemap.xml`);
    // A slug that merely begins like a reserved word stays crawlable: no bare-prefix rule.
    expect(lines).not.toContain('Disallow: /admin');
  });

  it('indexes the listings and the month files; they name published articles only', async () => {
    const category = await buildCategory(t().ctx, { name: 'राज्य' });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'राजस्थान' });
    const published = await buildNews(t().ctx, { subcategory, publish: hoursAgo(2) });
    const hidden = await buildNews(t().ctx, { category, active: false });
    const scheduled = await buildNews(t().ctx, { category, publish: inHours(2) });

    const index = await get(t, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expectWellFormedXml(index.body);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = texts(index.body, 'loc');
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(files).toEqual([`${SITE}/sitemap/listings.xml`, `${SITE}/sitemap/articles-${month}.xml`]);

    const articles = await get(t, `/sitemap/articles-${month}.xml`);
    expect(articles.statusCode).toBe(200);
    expectWellFormedXml(articles.body);
    const urls = texts(articles.body, 'loc');
    expect(urls).toContain(`${SITE}/${published.slug}`);
    expect(urls).not.toContain(`${SITE}/${hidden.slug}`);
    expect(urls).not.toContain(`${SITE}/${scheduled.slug}`);
    expect(articles.body).toContain(
      `<url><loc>${SITE}/${published.slug}</loc><lastmod>${published.updatedAt}</lastmod></url>`,
    );

    const listings = await get(t, '/sitemap/listings.xml');
    expectWellFormedXml(listings.body);
    expect(texts(listings.body, 'loc')).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/${category.slug}`,
        `${SITE}${await subcategoryPathOf(t().ctx, subcategory)}`,
      ]),
    );
    // A listing is as new as its newest visible article; the scheduled one does not count yet.
    expect(listings.body).toContain(
      `<url><loc>${SITE}${await subcategoryPathOf(t().ctx, subcategory)}</loc><lastmod>${published.publish}</lastmod></url>`,
    );

    for (const missing of ['/sitemap/articles-1999-01.xml', '/sitemap/articles-2026-13.xml', '/sitemap/other.xml'])
      expect((await get(t, missing)).statusCode, missing).toBe(404);
  });

  it('lists the last two days in the Google News sitemap, with the publication and language', async () => {
    await updateSettings(t().ctx, { siteName: 'राज & समाचार' }, null);
    const recent = await buildNews(t().ctx, { title: 'ताज़ा <ख़बर> & "अपडेट"', publish: hoursAgo(47) });
    const english = await buildNews(t().ctx, { language: 'English', title: 'Budget day', publish: hoursAgo(1) });
    const old = await buildNews(t().ctx, { publish: hoursAgo(49) });
    const scheduled = await buildNews(t().ctx, { publish: inHours(1) });
    const hidden = await buildNews(t().ctx, { active: false });

    const response = await get(t, '/news-sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expectWellFormedXml(xml);
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const urls = texts(xml, 'loc');
    expect(urls).toContain(`${SITE}/${recent.slug}`);
    expect(urls).toContain(`${SITE}/${english.slug}`);
    for (const absent of [old, scheduled, hidden]) expect(urls).not.toContain(`${SITE}/${absent.slug}`);
    expect(xml).toContain(
      `<url><loc>${SITE}/${english.slug}</loc><news:news><news:publication><news:name>राज &amp; समाचार</news:name>` +
        `<news:language>en</news:language></news:publication><news:publication_date>${english.publish}</news:publication_date>` +
        '<news:title>Budget day</news:title></news:news></url>',
    );
    expect(texts(xml, 'news:title').map(unescapeXml)).toContain('ताज़ा <ख़बर> & "अपडेट"');
    expect(xml).toContain('<news:language>hi</news:language>');
    await updateSettings(t().ctx, { siteName: 'समाचार' }, null);
  });

  it('serves RSS 2.0 of the newest articles with escaped text, dates, image and self link', async () => {
    const category = await buildCategory(t().ctx, { name: 'विश्व' });
    const article = await buildNews(t().ctx, {
      category,
      title: 'G20 <बैठक> & "समझौता"',
      subtitle: '',
      description: '<p>नेताओं ने <strong>जलवायु</strong> पर सहमति दी & आगे बढ़े।</p>',
      images: [UPLOADED],
      publish: hoursAgo(1),
    });
    const hidden = await buildNews(t().ctx, { category, active: false });
    const scheduled = await buildNews(t().ctx, { category, publish: inHours(1) });

    const response = await get(t, '/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expectWellFormedXml(xml);
    expect(xml).toContain(
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><channel>',
    );
    expect(xml).toContain(`<atom:link href="${SITE}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(texts(xml, 'title')[0]).toBe('समाचार');
    const item = xml.match(new RegExp(`<item><title>[^<]*</title><link>${SITE}/${article.slug}</link>.*?</item>`))?.[0];
    expect(item).toBeDefined();
    expect(item).toContain('<title>G20 &lt;बैठक&gt; &amp; &quot;समझौता&quot;</title>');
    expect(item).toContain(`<guid isPermaLink="true">${SITE}/${article._id}</guid>`);
    expect(item).toContain(`<pubDate>${new Date(article.publish).toUTCString()}</pubDate>`);
    expect(texts(item!, 'pubDate')[0]).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(item).toContain('<description>नेताओं ने जलवायु पर सहमति दी &amp; आगे बढ़े।</description>');
    expect(item).toContain('<category>विश्व</category>');
    expect(item).toContain(
      `<media:content url="${SITE}/uploads/${UPLOAD_ID}-1200.webp" medium="image" type="image/webp" width="1200" height="675"/>`,
    );
    expect(xml).not.toContain(hidden.slug);
    expect(xml).not.toContain(scheduled.slug);
    expect((xml.match(/<item>/g) ?? []).length).toBeLessThanOrEqual(30);
  });

  it("serves a category RSS feed of that category alone; an unknown category's feed is the site's 404 page", async () => {
    const category = await buildCategory(t().ctx, { name: 'बाज़ार' });
    const inside = await buildNews(t().ctx, { category });
    const outside = await buildNews(t().ctx);
    const response = await get(t, `/${category.slug}/rss.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expectWellFormedXml(response.body);
    expect(texts(response.body, 'title')[0]).toBe('बाज़ार – समाचार');
    expect(texts(response.body, 'link')[0]).toBe(`${SITE}/${category.slug}`);
    expect(response.body).toContain(
      `<atom:link href="${SITE}/${category.slug}/rss.xml" rel="self" type="application/rss+xml"/>`,
    );
    expect(response.body).toContain(`<link>${SITE}/${inside.slug}</link>`);
    expect(response.body).not.toContain(outside.slug);
    const unknown = await get(t, '/category/0193ab0000000000deadbeef/rss.xml');
    expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    expect(unknown.body).toContain('<title>404 पेज नहीं मिला</title>');
  });

  it('answers /favicon.ico with the brand mark as an icon file of 16, 32 and 48 px images', async () => {
    const response = await get(t, '/favicon.ico');
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/x-icon']);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const ico = response.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [];
    for (let entry = 0; entry < 3; entry += 1) {
      const at = 6 + entry * 16;
      const image = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
      const { format, width, height } = await sharp(image).metadata();
      expect([format, width, height, ico[at], ico[at + 1]]).toEqual(['png', width, width, width, width]);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});

describeEachDialect('site findability: Google News sitemap cap', (t) => {
  it('names at most the 1,000 newest articles of the last two days', async () => {
    const category = await buildCategory(t().ctx);
    const ids = await buildManyNews(t().ctx, 1001, { category, word: 'ख़बर' });
    // The same publish time for all: the newest ids (the last made) win the tie.
    await t()
      .ctx.db.updateTable('news')
      .set({ publish_at: hoursAgo(1) })
      .where('id', 'in', ids)
      .execute();
    const xml = (await get(t, '/news-sitemap.xml')).body;
    expectWellFormedXml(xml);
    const urls = texts(xml, 'loc');
    expect(urls).toHaveLength(1000);
    const rows = await t().ctx.db.selectFrom('news').select(['id', 'slug']).where('id', 'in', ids).execute();
    const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
    const oldestId = [...ids].sort()[0]!;
    expect(urls).not.toContain(`${SITE}/${slugOf.get(oldestId)}`);
    expect(urls).toContain(`${SITE}/${slugOf.get([...ids].sort().at(-1)!)}`);
  });
});

describeEachDialect('site findability: the share image copy', (t) => {
  it("shares a category's own image, 1200 px wide with its size, on its page and its subcategories' pages", async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const body = await multipart({}, [
      { field: 'thumbnail', filename: 'wide.png', type: 'image/png', bytes: await makeImage('png', 1600, 900) },
    ]);
    const uploaded = await t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    const [image] = uploaded.json().images;
    const category = await buildCategory(t().ctx, { name: 'खेल', image: image.url });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'क्रिकेट' });
    // An article's image is second choice only.
    await buildNews(t().ctx, { subcategory, images: [UPLOADED] });

    for (const url of [`/${category.slug}`, `${await subcategoryPathOf(t().ctx, subcategory)}`]) {
      const head = (await get(t, url)).body.split('</head>')[0]!;
      const tags = ['og:image', 'og:image:width', 'og:image:height', 'og:image:alt', 'twitter:card', 'twitter:image'];
      expect(Object.fromEntries(tags.map((tag) => [tag, meta(head, tag)])), url).toEqual({
        'og:image': `${SITE}/uploads/${image.public_id}-1200.webp`,
        'og:image:width': '1200',
        'og:image:height': '675',
        'og:image:alt': 'खेल',
        'twitter:card': 'summary_large_image',
        'twitter:image': `${SITE}/uploads/${image.public_id}-1200.webp`,
      });
    }
  });

  it("shares a subcategory page by its newest article's image when its category has none", async () => {
    const subcategory = await buildSubcategory(t().ctx, { name: 'राज्य' });
    const older = await buildNews(t().ctx, { subcategory, title: 'पुरानी', images: [UPLOADED], publish: hoursAgo(5) });
    await buildNews(t().ctx, { subcategory, title: 'बिना तस्वीर', images: [], publish: hoursAgo(1) });
    const head = (await get(t, `${await subcategoryPathOf(t().ctx, subcategory)}`)).body.split('</head>')[0]!;
    expect(meta(head, 'og:image')).toBe(`${SITE}/uploads/${UPLOAD_ID}-1200.webp`);
    expect(meta(head, 'og:image:alt')).toBe(older.title);
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('stores a 1200 px copy of a wider upload, shares it, and removes it with the article', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const body = await multipart({}, [
      { field: 'thumbnail', filename: 'wide.png', type: 'image/png', bytes: await makeImage('png', 1600, 900) },
    ]);
    const uploaded = await t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    const [image] = uploaded.json().images;
    const copy = path.join(uploadsDir(t().ctx), `${image.public_id}-1200.webp`);
    expect(existsSync(copy)).toBe(true);

    const article = await buildNews(t().ctx, { images: [image] });
    const head = (await get(t, `/${article.slug}`)).body.split('</head>')[0]!;
    expect(meta(head, 'og:image')).toBe(`${SITE}/uploads/${image.public_id}-1200.webp`);
    expect([meta(head, 'og:image:width'), meta(head, 'og:image:height')]).toEqual(['1200', '675']);
    expect((await get(t, `/uploads/${image.public_id}-1200.webp`)).statusCode).toBe(200);

    const removed = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/news/delete',
      headers: auth,
      payload: { id: article._id },
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(copy)).toBe(false);
  });
});
