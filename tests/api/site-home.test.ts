import { expect, it, vi } from 'vitest';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { BLOCK_FAILURES } from '../../src/server/modules/site/home.service';
import { siteMessages } from '../../src/shared/messages/site';
import { buildAd } from '../helpers/ads.factory';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildBreakingNews } from '../helpers/breaking.factory';
import { buildCategory } from '../helpers/categories.factory';
import { buildLiveStream } from '../helpers/live.factory';
import { buildNews } from '../helpers/news.factory';
import { buildPoll } from '../helpers/polls.factory';
import { buildVideo } from '../helpers/videos.factory';

/** The ticker's empty text on a Hindi page (the site's language by default). */
const NO_BREAKING_NEWS = siteMessages.noBreakingNews.hi;
const TICKER = `aria-label="${siteMessages.breakingTicker.hi}"`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const html = (body: string) => body.replace(/<!-- -->/g, '');
/** A title of `count` numbered Devanagari words, so a cut is visible word by word. */
const words = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(' ');
const cut = (prefix: string, count: number) => `${words(prefix, count)}...`;

/** Direct repository writes announce nothing: say the content changed, as the services would, so no cached page is served. */
async function contentChanged(t: TestApp) {
  await t.ctx.events.publish({
    entity: 'settings',
    action: 'update',
    ids: [],
    slugs: [],
    categoryIds: [],
    at: new Date().toISOString(),
  });
}

async function home(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/' });
  return { status: response.statusCode, page: html(response.body) };
}

/** The islands of the page with their server-rendered HTML (the hosts are `display: contents`). */
const islandNames = (page: string) => [...page.matchAll(/<site-island name="(\w+)"/g)].map((match) => match[1]);

describeEachDialect('home page (server HTML)', (t) => {
  it("shows the ticker's empty text on every page, and no breaking strip on home, when no line is active", async () => {
    await buildBreakingNews(t().ctx, { name: 'पुरानी खबर बंद', active: 0 });
    await contentChanged(t());
    const { status, page } = await home(t());
    expect(status).toBe(200);
    expect(page).toContain(TICKER);
    expect(page).toContain(
      `<p class="ticker-line flex min-w-0 flex-1 items-center px-3 text-[15px]">${NO_BREAKING_NEWS}</p>`,
    );
    expect(page).not.toContain('पुरानी खबर बंद');
    expect(page).not.toContain('id="breaking-strip"');
    const notFound = html((await t().app.inject({ method: 'GET', url: '/no-such-story' })).body);
    expect(notFound).toContain(NO_BREAKING_NEWS);
  });

  it('renders every block of the home page in the first HTML, before any script runs', async () => {
    const world = await buildCategory(t().ctx, { name: 'विदेश' });
    const sports = await buildCategory(t().ctx, { name: 'खेल' });
    const elsewhere = await buildCategory(t().ctx, { name: 'अन्य' });
    await updateSettings(t().ctx, { homeSectionCategoryIds: [world.id, sports.id] }, null);

    // Eleven big news: the ten newest fill two slides, the oldest is left out.
    for (let index = 0; index < 11; index += 1) {
      await buildNews(t().ctx, {
        category: elsewhere,
        type: 'big-news',
        title: words(`बड़ा${index}शब्द`, 12),
        publish: minutesAgo(100 - index),
      });
    }
    // Five in a section: the four newest show, 1 large (10-word title) and 3 small (20-word titles).
    for (let index = 0; index < 5; index += 1) {
      await buildNews(t().ctx, {
        category: world,
        title: words(`विश्व${index}शब्द`, 24),
        publish: minutesAgo(50 - index),
      });
    }
    await buildNews(t().ctx, { category: sports, title: 'खेल की इकलौती खबर', publish: minutesAgo(5) });

    await buildAd(t().ctx, { type: 'top-add', url: 'https://top.example.com/offer', image: '/uploads/ads/top.webp' });
    await buildAd(t().ctx, {
      type: 'right-add',
      url: 'https://side.example.com/offer',
      image: '/uploads/ads/side.webp',
    });
    await buildAd(t().ctx, {
      type: 'buttom-add',
      url: 'https://bottom.example.com/offer',
      image: '/uploads/ads/bottom.webp',
    });
    for (const type of ['middle', 'middle-yt', 'short', 'right-yt'] as const) await buildVideo(t().ctx, { type });
    await buildPoll(t().ctx, { question: 'क्या मानसून समय पर आएगा?', options: ['हाँ', 'नहीं', 'पता नहीं'] });
    await buildLiveStream(t().ctx, {
      name: 'लाइव: विधानसभा सत्र',
      url: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
      embed_url: 'https://www.youtube-nocookie.com/embed/jfKfPfyJRdk',
    });
    const lines = ['पहली ब्रेकिंग', 'दूसरी ब्रेकिंग', 'तीसरी ब्रेकिंग', 'चौथी ब्रेकिंग'];
    for (const [index, name] of lines.entries()) {
      await buildBreakingNews(t().ctx, {
        name,
        created_at: minutesAgo(10 - index),
        updated_at: minutesAgo(10 - index),
      });
    }
    await contentChanged(t());

    const { status, page } = await home(t());
    expect(status).toBe(200);

    // Big news: the ten newest, titles cut at 10 words (5 on phones for the small cards), in two slides of five.
    expect(page).toContain('बड़ी ख़बरें');
    for (let index = 1; index < 11; index += 1) expect(page).toContain(cut(`बड़ा${index}शब्द`, 10));
    expect(page).not.toContain('बड़ा0शब्द1');
    expect(page).toContain(`<span class="sm:hidden">${cut('बड़ा9शब्द', 5)}</span>`);
    expect(page.match(/aria-roledescription="slide"/g)).toHaveLength(2);
    // The first slide's large image is the LCP image: the only eager one, fetched first.
    expect(page.match(/loading="eager"/g)).toHaveLength(1);
    expect(page).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);

    // Sections in settings order: four newest each, 10 words on the large card, 20 on the small ones.
    const main = page.slice(page.indexOf('<main'));
    expect(main.indexOf('>विदेश</a>')).toBeLessThan(main.indexOf('>खेल</a>'));
    expect(page).toContain(cut('विश्व4शब्द', 10));
    for (const index of [1, 2, 3]) expect(page).toContain(cut(`विश्व${index}शब्द`, 20));
    expect(page).not.toContain('विश्व0शब्द1 ');
    expect(page).toContain('खेल की इकलौती खबर');

    // Ads: each slot is labelled, and its banner links to its url in a new tab, marked sponsored.
    for (const [host, place] of [
      ['top', 'top'],
      ['side', 'right'],
      ['bottom', 'bottom'],
    ]) {
      const slot = main.slice(main.indexOf(`data-ad-place="${place}"`));
      expect(slot).toMatch(/^data-ad-place="\w+"[^>]*><p [^>]*>विज्ञापन<\/p>/);
      expect(slot).toContain(`<a href="https://${host}.example.com/offer" target="_blank" rel="noopener sponsored"`);
      expect(slot).toContain(`<span lang="en">${host}.example.com</span>`);
    }
    expect(main.indexOf('top.example.com')).toBeLessThan(main.indexOf('>विदेश</a>'));
    expect(main.indexOf('bottom.example.com')).toBeGreaterThan(main.indexOf('खेल की इकलौती खबर'));

    // Videos and the live stream: posters linking to YouTube, no player and nothing fetched from another host.
    expect(page).toContain('>वीडियो</h2>');
    expect(page).toContain('>शॉर्ट्स</h2>');
    expect(page).toContain('>और वीडियो</h2>');
    expect(page).toContain('>लाइव</h2>');
    expect(page).toContain('लाइव: विधानसभा सत्र');
    expect(
      page.match(/<a href="https:\/\/www\.youtube\.com\/watch\?v=vid\d{8}" target="_blank" rel="noopener"/g),
    ).toHaveLength(4);
    expect(page).not.toContain('<iframe');
    const fetchedElsewhere = [...page.matchAll(/<(img|script|link|iframe|source)\b[^>]*>/g)]
      .map(([tag]) => tag)
      // Links that only name an address (canonical, the feed) fetch nothing.
      .filter((tag) => / (src|href)="(https?:)?\/\//.test(tag) && !/rel="(canonical|alternate)"/.test(tag));
    expect(fetchedElsewhere).toEqual([]);

    // The poll, and the breaking strip and the ticker: the 3 newest active lines.
    expect(page).toContain(
      '<legend lang="hi" class="text-[17px] font-semibold leading-snug">क्या मानसून समय पर आएगा?</legend>',
    );
    for (const option of ['हाँ', 'नहीं', 'पता नहीं']) expect(page).toContain(`/><span lang="hi">${option}</span></label>`);
    expect(page).toContain('id="breaking-strip"');
    const ticker = page.slice(page.indexOf(TICKER), page.indexOf('<main'));
    for (const line of lines.slice(1)) expect(ticker).toContain(`<span class="ticker-text" lang="hi">${line}</span>`);
    expect(ticker).not.toContain('पहली ब्रेकिंग');
    expect(ticker).toContain('ticker-lines-3');
    expect(page.indexOf(TICKER)).toBeLessThan(page.indexOf('<main'));

    expect(islandNames(page)).toEqual(expect.arrayContaining(['VideoPosters', 'PollVote']));
    // The carousels move without React (decision 251): marked for carousels-live.ts, not islands.
    expect(islandNames(page)).not.toContain('BigNewsCarousel');
    expect(page).toContain('data-carousel=""');
  });

  it('shows the ticker on other pages too', async () => {
    const article = await buildNews(t().ctx, { title: 'एक और खबर' });
    const page = html((await t().app.inject({ method: 'GET', url: `/${article.slug}` })).body);
    expect(page).toContain('<span class="ticker-text" lang="hi">चौथी ब्रेकिंग</span>');
  });

  it('leaves out a block whose read fails, logs it, and renders the rest', async () => {
    const logged = vi.spyOn(t().ctx.log, 'error').mockImplementation(() => {});
    // The two tables are away for this test only: renamed, then restored.
    await t().db.schema.alterTable('videos').renameTo('videos_away').execute();
    await t().db.schema.alterTable('breaking_news').renameTo('breaking_news_away').execute();
    await contentChanged(t());
    const { status, page } = await home(t());
    expect(status).toBe(200);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), BLOCK_FAILURES.videos);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      BLOCK_FAILURES.breakingNews,
    );
    expect(page).not.toContain('>वीडियो</h2>');
    expect(page).not.toContain('>शॉर्ट्स</h2>');
    expect(page).not.toContain('id="breaking-strip"');
    expect(page).toContain(NO_BREAKING_NEWS);
    // Everything else is still there.
    expect(page).toContain(cut('बड़ा10शब्द', 10));
    expect(page).toContain('खेल की इकलौती खबर');
    expect(page).toContain('top.example.com');
    expect(page).toContain('क्या मानसून समय पर आएगा?');
    expect(page).toContain('लाइव: विधानसभा सत्र');
    logged.mockRestore();
    await t().db.schema.alterTable('videos_away').renameTo('videos').execute();
    await t().db.schema.alterTable('breaking_news_away').renameTo('breaking_news').execute();
    await contentChanged(t());
  });

  it("marks every card's title with its article's language, so an English story on the Hindi home reads as English", async () => {
    const sports = await buildCategory(t().ctx, { name: 'खेल' });
    await updateSettings(t().ctx, { homeSectionCategoryIds: [sports.id] }, null);
    await buildNews(t().ctx, {
      category: sports,
      title: 'Mumbai clinch the final',
      language: 'English',
      publish: minutesAgo(2),
    });
    await buildNews(t().ctx, { category: sports, title: 'भारत ने सीरीज़ जीती', publish: minutesAgo(1) });
    const page = (await t().app.inject({ method: 'GET', url: '/' })).body;
    expect(page).toMatch(/<span lang="en"[^>]*>Mumbai clinch the final<\/span>/);
    expect(page).toMatch(/<span lang="hi"[^>]*>भारत ने सीरीज़ जीती<\/span>/);
  });
});
