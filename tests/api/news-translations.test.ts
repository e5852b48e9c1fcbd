import { expect, it } from 'vitest';
import type { ContentChanged } from '../../src/server/lib/content-events';
import {
  TRANSLATION_LANGUAGE_LOCKED,
  TRANSLATION_NOT_FOUND,
  TRANSLATION_SAME_LANGUAGE,
  TRANSLATION_SELF,
  translationTakenMessage,
} from '../../src/shared/schemas/news-translation';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { type AdminWithToken, buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { buildNews, newsBody } from '../helpers/news.factory';

const SITE = 'http://news.test';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const html = (body: string) => body.replace(/<!-- -->/g, '');

type Article = { _id: string; slug: string; title: string; language: 'Hindi' | 'English' };
const summary = (article: Article) => ({
  _id: article._id,
  slug: article.slug,
  title: article.title,
  language: article.language,
});

/** Every `<link rel="alternate" hreflang>` of a page's head, as `hreflang → href`. */
function headAlternates(page: string): Record<string, string> {
  const head = page.slice(0, page.indexOf('</head>'));
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

/** The `<url>` entry of an address in a sitemap. */
function urlEntry(xml: string, loc: string): string | undefined {
  return [...xml.matchAll(/<url>[\s\S]*?<\/url>/g)]
    .map((match) => match[0])
    .find((url) => url.includes(`<loc>${loc}</loc>`));
}

describeEachDialect('an article and its translation', (t) => {
  let boss: AdminWithToken;
  const update = (payload: Record<string, unknown>) =>
    t().app.inject({ method: 'PUT', url: '/api/v1/news/update', headers: boss.auth, payload });
  const setActive = (newsId: string, activeStatus: boolean) =>
    t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: boss.auth,
      payload: { newsId, activeStatus },
    });
  const readerRead = async (key: string) =>
    (await t().app.inject({ method: 'GET', url: `/api/v1/news/${key}` })).json();
  const adminRead = async (key: string) =>
    (await t().app.inject({ method: 'GET', url: `/api/v1/news/${key}`, headers: boss.auth })).json();
  const page = (t: () => TestApp, slug: string) =>
    t().app.inject({ method: 'GET', url: `/${slug}`, headers: { host: 'news.test' } });
  /** The links naming any of these articles (the database is shared by the file's tests). */
  const links = (...articles: { _id: string }[]) => {
    const ids = articles.map((article) => article._id);
    return t()
      .db.selectFrom('news_translations')
      .select(['hindi_id', 'english_id'])
      .where((eb) => eb.or([eb('hindi_id', 'in', ids), eb('english_id', 'in', ids)]))
      .orderBy('hindi_id')
      .execute();
  };

  async function pair() {
    boss ??= await buildSuperAdmin(t().ctx);
    const hindi = await buildNews(t().ctx, { title: 'भारत ने सीरीज़ जीती', language: 'Hindi' });
    const english = await buildNews(t().ctx, { title: 'India win the series', language: 'English' });
    return { hindi, english };
  }

  it('links two articles from either side, and both answers name the other', async () => {
    const { hindi, english } = await pair();
    const linked = await update({ id: hindi._id, translation: english._id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().news.translation).toEqual(summary(english));
    expect(await links(hindi, english)).toEqual([{ hindi_id: hindi._id, english_id: english._id }]);

    expect((await readerRead(english.slug)).news.translation).toEqual(summary(hindi));
    expect((await readerRead(hindi._id)).news.translation).toEqual(summary(english));
    // Readers' listings leave it out (decision 231).
    const list = (await t().app.inject({ method: 'GET', url: '/api/v1/news/all?limit=10' })).json();
    expect(list.news.every((news: object) => !('translation' in news))).toBe(true);
  });

  it('links on create too, from a JSON body or a form', async () => {
    const { hindi } = await pair();
    const category = await buildCategory(t().ctx);
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: boss.auth,
      payload: newsBody(category.id, { language: 'English', title: 'India win', translation: hindi._id }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().news.translation).toEqual(summary(hindi));
    expect((await readerRead(hindi.slug)).news.translation._id).toBe(created.json().news._id);

    const english = await buildNews(t().ctx, { language: 'English' });
    const other = await buildNews(t().ctx, { language: 'Hindi' });
    const form = await multipart({ id: other._id, translation: english._id });
    const viaForm = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: { ...boss.auth, ...form.headers },
      payload: form.payload,
    });
    expect(viaForm.json().news.translation).toEqual(summary(english));
  });

  it('unlinks from either side with an empty or null translation, and keeps the link when the field is left out', async () => {
    const { hindi, english } = await pair();
    await update({ id: hindi._id, translation: english._id });
    const kept = await update({ id: english._id, title: 'India take the series' });
    expect(kept.json().news.translation).toEqual(summary(hindi));

    const unlinked = await update({ id: english._id, translation: '' });
    expect(unlinked.statusCode).toBe(200);
    expect('translation' in unlinked.json().news).toBe(false);
    expect('translation' in (await adminRead(hindi._id)).news).toBe(false);
    expect(await links(hindi, english)).toEqual([]);

    await update({ id: english._id, translation: hindi._id });
    expect((await update({ id: hindi._id, translation: null })).statusCode).toBe(200);
    expect(await links(hindi, english)).toEqual([]);
  });

  it('refuses the same language, the article itself and an unknown article, changing nothing', async () => {
    const { hindi, english } = await pair();
    await update({ id: hindi._id, translation: english._id });
    const otherHindi = await buildNews(t().ctx, { language: 'Hindi' });

    expect(await update({ id: otherHindi._id, translation: hindi._id })).toFailWith(400, TRANSLATION_SAME_LANGUAGE, {
      translation: TRANSLATION_SAME_LANGUAGE,
    });
    expect(await update({ id: hindi._id, translation: hindi._id })).toFailWith(400, TRANSLATION_SELF, {
      translation: TRANSLATION_SELF,
    });
    expect(await update({ id: hindi._id, translation: 'no-such-article' })).toFailWith(400, TRANSLATION_NOT_FOUND, {
      translation: TRANSLATION_NOT_FOUND,
    });
    expect(await links(hindi, english, otherHindi)).toEqual([{ hindi_id: hindi._id, english_id: english._id }]);
  });

  it('refuses an article already linked elsewhere, naming its partner; moving its own link lets the old partner go', async () => {
    const { hindi, english } = await pair();
    await update({ id: hindi._id, translation: english._id });
    const secondHindi = await buildNews(t().ctx, { language: 'Hindi', title: 'दूसरी खबर' });
    const taken = translationTakenMessage(hindi.title);
    expect(await update({ id: secondHindi._id, translation: english._id, title: 'Changed' })).toFailWith(409, taken, {
      translation: taken,
    });
    expect((await adminRead(secondHindi._id)).news.title).toBe('दूसरी खबर');

    const secondEnglish = await buildNews(t().ctx, { language: 'English' });
    const moved = await update({ id: hindi._id, translation: secondEnglish._id });
    expect(moved.json().news.translation).toEqual(summary(secondEnglish));
    expect('translation' in (await adminRead(english._id)).news).toBe(false);
    expect(await links(hindi, english, secondHindi, secondEnglish)).toEqual([
      { hindi_id: hindi._id, english_id: secondEnglish._id },
    ]);
  });

  it('refuses a language change that would leave a pair in one language, unless the same save unlinks', async () => {
    const { hindi, english } = await pair();
    await update({ id: hindi._id, translation: english._id });
    expect(await update({ id: hindi._id, language: 'English' })).toFailWith(400, TRANSLATION_LANGUAGE_LOCKED, {
      language: TRANSLATION_LANGUAGE_LOCKED,
    });
    const changed = await update({ id: hindi._id, language: 'English', translation: '' });
    expect([changed.statusCode, changed.json().news.language]).toEqual([200, 'English']);
    expect(await links(hindi, english)).toEqual([]);
  });

  it('shows readers the translation only while it is published; admins always see the link', async () => {
    const { hindi, english } = await pair();
    await update({ id: hindi._id, translation: english._id });
    await setActive(english._id, false);
    expect('translation' in (await readerRead(hindi.slug)).news).toBe(false);
    expect((await adminRead(hindi.slug)).news.translation).toEqual(summary(english));

    const scheduled = await buildNews(t().ctx, { language: 'English', publish: inHours(3) });
    const other = await buildNews(t().ctx, { language: 'Hindi', translation: scheduled._id });
    expect('translation' in (await readerRead(other.slug)).news).toBe(false);
  });

  it("names each article's translation in the back office's listing, whatever the translation's state; readers' listings leave it out", async () => {
    const { hindi, english } = await pair();
    await update({ id: english._id, translation: hindi._id });
    await setActive(hindi._id, false);
    const alone = await buildNews(t().ctx, { language: 'Hindi' });
    const listed = async (headers: Record<string, string>) => {
      const answer = await t().app.inject({ method: 'GET', url: '/api/v1/news/all?page=1&limit=100', headers });
      expect(answer.statusCode).toBe(200);
      return new Map<string, { translation?: Article }>(
        answer.json().news.map((news: Article & { translation?: Article }) => [news._id, news]),
      );
    };

    const adminList = await listed(boss.auth);
    expect(adminList.get(english._id)?.translation).toEqual(summary(hindi));
    expect(adminList.get(hindi._id)?.translation).toEqual(summary(english));
    expect(adminList.get(alone._id)).toBeDefined();
    expect('translation' in (adminList.get(alone._id) ?? {})).toBe(false);

    const searched = (
      await t().app.inject({
        method: 'GET',
        url: `/api/v1/news/all?page=1&limit=10&q=${encodeURIComponent(english.slug)}&searchIn=titleOrSlug`,
        headers: boss.auth,
      })
    ).json();
    expect(searched.news.find((news: Article) => news._id === english._id)?.translation).toEqual(summary(hindi));

    const readerList = await listed({});
    expect(readerList.get(english._id)).toBeDefined();
    expect([...readerList.values()].every((news) => !('translation' in news))).toBe(true);
  });

  it('offers the other language on both pages, with hreflang alternates in the head and x-default on the Hindi one', async () => {
    const { hindi, english } = await pair();
    const alone = await buildNews(t().ctx, { language: 'English' });
    await update({ id: english._id, translation: hindi._id });
    const alternates = {
      'hi-IN': `${SITE}/${hindi.slug}`,
      'en-IN': `${SITE}/${english.slug}`,
      'x-default': `${SITE}/${hindi.slug}`,
    };

    const hindiPage = html((await page(t, hindi.slug)).body);
    expect(headAlternates(hindiPage)).toEqual(alternates);
    expect(hindiPage).toContain(`href="/${english.slug}" hrefLang="en-IN" lang="en"`);
    expect(hindiPage).toMatch(new RegExp(`href="/${english.slug}"[^>]*>.*Read this story in English</a>`));

    const englishPage = html((await page(t, english.slug)).body);
    expect(headAlternates(englishPage)).toEqual(alternates);
    expect(englishPage).toContain(`href="/${hindi.slug}" hrefLang="hi-IN" lang="hi"`);
    expect(englishPage).toMatch(new RegExp(`href="/${hindi.slug}"[^>]*>.*यह ख़बर हिंदी में पढ़ें</a>`));

    const alonePage = html((await page(t, alone.slug)).body);
    expect(headAlternates(alonePage)).toEqual({});
    expect(alonePage).not.toContain('यह ख़बर हिंदी में पढ़ें');
  });

  it('takes the offer off a kept page at once when its partner is deactivated, scheduled or deleted', async () => {
    const { hindi, english } = await pair();
    await update({ id: hindi._id, translation: english._id });
    const offers = async () => {
      const answer = await page(t, hindi.slug);
      const body = html(answer.body);
      return {
        cache: answer.headers['x-cache'],
        offer: body.includes('Read this story in English'),
        alternates: Object.keys(headAlternates(body)).length,
      };
    };
    expect(await offers()).toEqual({ cache: 'miss', offer: true, alternates: 3 });
    expect(await offers()).toEqual({ cache: 'hit', offer: true, alternates: 3 });

    const heard: ContentChanged[] = [];
    const unsubscribe = t().ctx.events.subscribe((event) => {
      heard.push(event);
    });
    try {
      await setActive(english._id, false);
      expect(await offers()).toEqual({ cache: 'miss', offer: false, alternates: 0 });
      await setActive(english._id, true);
      expect(await offers()).toEqual({ cache: 'miss', offer: true, alternates: 3 });
      expect(await offers()).toMatchObject({ cache: 'hit' });

      await update({ id: english._id, publish: inHours(2) });
      expect(await offers()).toEqual({ cache: 'miss', offer: false, alternates: 0 });
      await update({ id: english._id, publish: new Date(Date.now() - 60_000).toISOString() });
      expect(await offers()).toMatchObject({ offer: true });

      const deleted = await t().app.inject({
        method: 'DELETE',
        url: '/api/v1/news/delete',
        headers: boss.auth,
        payload: { id: english._id },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await offers()).toEqual({ cache: 'miss', offer: false, alternates: 0 });
      expect(await links(hindi, english)).toEqual([]);
      expect('translation' in (await adminRead(hindi._id)).news).toBe(false);
      // Each of those events named the partner's page too, so a narrower purge would still reach it (decision 232).
      for (const event of heard.filter((event) => event.entity === 'news'))
        expect(event.slugs, event.action).toEqual(expect.arrayContaining([hindi.slug, english.slug]));
    } finally {
      unsubscribe();
    }
  });

  it('names both languages as xhtml:link alternates in the sitemap and the news sitemap', async () => {
    const { hindi, english } = await pair();
    await update({ id: hindi._id, translation: english._id });
    const alone = await buildNews(t().ctx, { language: 'English' });
    const hidden = await buildNews(t().ctx, { language: 'English', active: false });
    const withHidden = await buildNews(t().ctx, { language: 'Hindi', translation: hidden._id });
    const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { host: 'news.test' } });
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const alternateLinks =
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE}/${hindi.slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${SITE}/${english.slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/${hindi.slug}"/>`;

    for (const url of [`/sitemap/articles-${month}.xml`, '/news-sitemap.xml']) {
      const xml = (await get(url)).body;
      expect(xml, url).toMatch(/^<\?xml[^>]*\?>\n<urlset [^>]*xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
      expect(urlEntry(xml, `${SITE}/${hindi.slug}`), url).toContain(`${alternateLinks}</url>`);
      expect(urlEntry(xml, `${SITE}/${english.slug}`), url).toContain(`${alternateLinks}</url>`);
      expect(urlEntry(xml, `${SITE}/${alone.slug}`), url).not.toContain('xhtml:link');
      expect(urlEntry(xml, `${SITE}/${withHidden.slug}`), url).not.toContain('xhtml:link');
    }
  });
});
