import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { seedDemoContentIfEmpty } from '../../src/server/seed/demo';
import { NEWS_TYPES } from '../../src/shared/constants';
import { siteDay } from '../../src/shared/dates';
import type { News } from '../../src/shared/schemas/news';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { type AdminWithToken, buildSuperAdmin } from '../helpers/factories';
import { uploadsDir } from '../helpers/images';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const DAY_MS = 24 * 60 * 60 * 1000;
/** A whole seeding, as the start makes it: the images take most of it, and longer on a busy host. */
const SEED_MS = 120_000;
const NAVIGATION_FIRST = ['टॉप न्यूज़', 'देश', 'राज्य', 'विदेश', 'खेल', 'बाज़ार'];
const HOME_SECTIONS = ['विदेश', 'देश', 'खेल', 'टॉप न्यूज़', 'लाइफस्टाइल', 'टेक-ऑटो'];
const DEVANAGARI = /[\u0900-\u097F]/;
const LIVE_MATCH = 'india-vs-england-womens-odi-live-score';

type Category = { _id: string; name: string; description: string; image: string; subCategories: { name: string }[] };

/** What the demo's readers and newsroom did, beyond the rows TABLES counts. */
const TAKEN_BACK = [
  'comments',
  'comment_likes',
  'likes',
  'live_updates',
  'news_revisions',
  'news_reads',
  'contact_messages',
] as const;

const TABLES = [
  'categories',
  'subcategories',
  'news',
  'news_tags',
  'news_images',
  'breaking_news',
  'live_streams',
  'polls',
  'poll_options',
  'ads',
  'videos',
  'readers',
  'visits',
  'settings',
] as const;

async function countRows(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function get<T>(t: TestApp, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

async function expectServedImage(t: TestApp, url: string): Promise<void> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
}

describeEachDialect('seedDemoContentIfEmpty on a fresh database', (t) => {
  let seeded: Awaited<ReturnType<typeof seedDemoContentIfEmpty>>;
  let startedAt: number;
  let categories: Category[];
  let allNews: News[];
  let boss: AdminWithToken;

  beforeAll(async () => {
    startedAt = Date.now();
    // As `npm start` does: the SuperAdmin exists before the demo content is loaded.
    boss = await buildSuperAdmin(t().ctx);
    seeded = await seedDemoContentIfEmpty(t().ctx);
    categories = (await get<{ categories: Category[] }>(t(), '/api/v1/category/all')).categories;
    allNews = (await get<{ news: News[] }>(t(), '/api/v1/news/all')).news;
  }, SEED_MS);

  it('answers the counts of what it created, and they match the stored rows', async () => {
    expect(seeded).toEqual({ categories: 14, news: expect.any(Number) });
    expect(seeded?.news).toBeGreaterThanOrEqual(60);
    const counts = await countRows(t());
    expect(counts.categories).toBe(seeded?.categories);
    expect(counts.news).toBe(seeded?.news);
    expect(counts.subcategories).toBeGreaterThanOrEqual(10);
  });

  it('lists the six Hindi categories of the navigation first and in order, each with a description and image', () => {
    expect(categories.map((category) => category.name).slice(0, 6)).toEqual(NAVIGATION_FIRST);
    expect(categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(['लाइफस्टाइल', 'टेक-ऑटो', 'धर्म-ज्योतिष', 'मनोरंजन', 'Cricket', 'India', 'World', 'Business']),
    );
    for (const category of categories) {
      expect(category).toMatchObject({ _id: ID, description: expect.stringMatching(/\S/) });
      expect(category.image).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    }
    const subcategoriesOf = (name: string) =>
      categories.find((category) => category.name === name)?.subCategories.map((sub) => sub.name);
    expect(subcategoriesOf('खेल')).toEqual(expect.arrayContaining(['क्रिकेट', 'फ़ुटबॉल']));
    expect(subcategoriesOf('राज्य')).toEqual(['राजस्थान', 'उत्तर प्रदेश', 'मध्य प्रदेश']);
    expect(subcategoriesOf('Cricket')).toEqual(['IPL', 'Test Cricket']);
    expect(subcategoriesOf('बाज़ार')).toContain('शेयर बाज़ार');
  });

  it('publishes the newest articles within the last day: 20 asked, 20 answered, a dozen from today', async () => {
    const page = await get<{ news: News[]; pagination: { total: number } }>(t(), '/api/v1/news/all?limit=20');
    expect(page.news).toHaveLength(20);
    expect(page.pagination.total).toBe(seeded?.news);
    const publishTimes = page.news.map((news) => Date.parse(news.publish));
    expect(publishTimes).toEqual([...publishTimes].sort((a, b) => b - a));
    expect(publishTimes.filter((time) => time > startedAt - DAY_MS).length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...publishTimes)).toBeLessThanOrEqual(Date.now());
  });

  it('covers every type and both languages, dated over the last 30 days', () => {
    expect(allNews).toHaveLength(seeded?.news ?? 0);
    const ofType = (type: string) => allNews.filter((news) => news.type === type).length;
    for (const type of NEWS_TYPES) expect(ofType(type), type).toBeGreaterThan(0);
    expect(ofType('big-news')).toBeGreaterThanOrEqual(10);
    expect(ofType('Interview')).toBeGreaterThanOrEqual(4);
    expect(ofType('ground-report')).toBeGreaterThanOrEqual(4);
    const hindi = allNews.filter((news) => news.language === 'Hindi').length;
    const english = allNews.filter((news) => news.language === 'English').length;
    expect(hindi).toBeGreaterThan(english);
    expect(english).toBeGreaterThanOrEqual(15);
    for (const news of allNews) {
      expect(Date.parse(news.publish)).toBeGreaterThan(startedAt - 30 * DAY_MS);
      expect(news.createdAt).toBe(news.publish);
    }
  });

  it('gives every article a unique ASCII slug, 2–4 tags, 1–2 images, a location and an edited HTML body', () => {
    expect(new Set(allNews.map((news) => news.slug)).size).toBe(allNews.length);
    for (const news of allNews) {
      expect(news.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(news.tag.length).toBeGreaterThanOrEqual(2);
      expect(news.tag.length).toBeLessThanOrEqual(4);
      expect(news.images.length).toBeGreaterThanOrEqual(1);
      expect(news.images.length).toBeLessThanOrEqual(2);
      expect(news.images[0]).toMatchObject({ width: 1200, height: 675 });
      expect(news.location).toMatch(/\S/);
      expect(news.subtitle).toMatch(/\S/);
      expect(news.category).toEqual({ _id: ID, name: expect.any(String) });
      expect(news.description.match(/<p>/g)?.length).toBeGreaterThanOrEqual(1);
      expect(news.description).not.toMatch(/\*\*|<script/);
    }
    const descriptions = allNews.map((news) => news.description).join('');
    for (const tag of ['<h2>', '<strong>', '<ul><li>']) expect(descriptions).toContain(tag);
  });

  it('finds seeded articles by a Hindi word of a headline and by an English one', async () => {
    const hindi = await get<{ news: News[] }>(t(), `/api/v1/news/all?q=${encodeURIComponent('एक्सप्रेसवे')}`);
    expect(hindi.news.map((news) => news.slug)).toContain('lucknow-kanpur-expressway-opens');
    const horoscopes = await get<{ news: News[] }>(t(), `/api/v1/news/all?q=${encodeURIComponent('राशिफल')}`);
    expect(horoscopes.news.length).toBeGreaterThanOrEqual(2);
    const english = await get<{ news: News[] }>(t(), '/api/v1/news/all?q=thriller');
    expect(english.news.map((news) => news.slug)).toContain('league-final-mumbai-win-by-two-runs');
  });

  it('links one story in both languages, so the demo shows a translation on its page and in its head', async () => {
    const english = await get<{ news: News }>(t(), '/api/v1/news/league-final-mumbai-win-by-two-runs');
    expect(english.news.translation).toMatchObject({
      slug: 'mumbai-t20-league-final-do-run-se-jeet',
      language: 'Hindi',
    });
    const page = await t().app.inject({ method: 'GET', url: '/mumbai-t20-league-final-do-run-se-jeet' });
    expect(page.body).toMatch(/hrefLang="en-IN" href="[^"]*\/league-final-mumbai-win-by-two-runs"/);
    expect(page.body).toContain('Read this story in English');
  });

  it('serves the generated images of categories and articles, with their width variants', async () => {
    await expectServedImage(t(), categories[0]!.image);
    const image = allNews[0]!.images[0]!;
    await expectServedImage(t(), image.url);
    await expectServedImage(t(), image.url.replace(/\.webp$/, '-640.webp'));
  });

  it('fills the settings: six home sections in order, the religion block, links and bilingual pages', async () => {
    const { settings } = await get<{ settings: Record<string, any> }>(t(), '/api/v1/settings');
    const idOf = (name: string) => categories.find((category) => category.name === name)?._id;
    expect(settings.homeSectionCategoryIds).toEqual(HOME_SECTIONS.map(idOf));
    expect(settings.religionCategoryId).toBe(idOf('धर्म-ज्योतिष'));
    expect(settings.siteName).toMatch(/\S/);
    expect(settings.chatUrl).toMatch(/^https:\/\/wa\.me\/\d+$/);
    for (const link of Object.values(settings.social)) expect(link).toMatch(/^https:\/\//);
    expect(settings.tabbedBoxes).toEqual({
      fresh: ['recent-news', 'top-news'],
      special: ['Interview', 'ground-report'],
    });
    for (const page of ['about', 'contact', 'privacyPolicy', 'disclaimer']) {
      expect(settings.pages[page], page).toMatch(/<h2 lang="hi">[^<]*[\u0900-\u097F][^<]*<\/h2>/);
      expect(settings.pages[page], page).toMatch(/<h2 lang="en">[A-Za-z ]+<\/h2>/);
    }
  });

  it('adds breaking news, a live stream, a poll, ads, videos, readers and visit counts', async () => {
    const { breakingNewss } = await get<{ breakingNewss: { active: boolean }[] }>(t(), '/api/v1/breakingNews/getAll');
    expect(breakingNewss).toHaveLength(4);
    const everyBreaking = await t().app.inject({
      method: 'GET',
      url: '/api/v1/breakingNews/getAll',
      headers: boss.auth,
    });
    expect(everyBreaking.json().breakingNewss).toHaveLength(5);

    const { liveStreams } = await get<{ liveStreams: Record<string, unknown>[] }>(t(), '/api/v1/live/getAll');
    expect(liveStreams).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/),
        embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/),
        active: true,
      }),
    ]);

    const { polls } = await get<{ polls: { question: string; options: { text: string; votes: number }[] }[] }>(
      t(),
      '/api/v1/poll/get',
    );
    expect(polls).toHaveLength(1);
    expect(polls[0]!.options.length).toBeGreaterThanOrEqual(3);
    expect(polls[0]!.options.every((option) => option.votes === 0 && option.text !== '')).toBe(true);

    const { ads } = await get<{ ads: { image: string; url: string; type: string }[] }>(t(), '/api/v1/ads/getAll');
    expect(new Set(ads.map((ad) => ad.type))).toEqual(new Set(['top-add', 'right-add', 'buttom-add']));
    for (const ad of ads) {
      expect(ad.url).toMatch(/^https:\/\//);
      await expectServedImage(t(), ad.image);
    }

    const { videos } = await get<{ videos: { url: string; type: string }[] }>(t(), '/api/v1/yt/getAll');
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(new Set(videos.map((video) => video.type))).toEqual(new Set(['right-yt', 'middle-yt', 'middle', 'short']));

    const totals = await get<Record<string, number>>(t(), '/api/v1/dashboard');
    expect(totals).toMatchObject({ totalNews: seeded?.news, totalCategories: 14 });
    expect(totals.totalUsers).toBeGreaterThanOrEqual(3);
    expect(totals.totalVisits).toBeGreaterThan(0);
    expect(await t().db.selectFrom('visits').select('day').execute()).toHaveLength(14);
  });

  it('covers a cricket match in progress as a Hindi live blog: score lines, key events, one pinned update', async () => {
    const { news } = await get<{ news: News }>(t(), `/api/v1/news/${LIVE_MATCH}`);
    expect(news).toMatchObject({ live: true, liveEndedAt: null, language: 'Hindi', category: { name: 'खेल' } });
    expect(news.subcategory?.name).toBe('क्रिकेट');
    type Update = { body: string; score: string; keyEvent: boolean; pinned: boolean; createdAt: string };
    const { updates } = await get<{ updates: Update[] }>(t(), `/api/v1/liveblog/${news._id}/updates`);
    expect(updates.length).toBeGreaterThanOrEqual(10);
    expect(updates.filter((update) => update.pinned)).toHaveLength(1);
    expect(updates.filter((update) => update.keyEvent).length).toBeGreaterThanOrEqual(5);
    expect(updates.filter((update) => update.score !== '').length).toBeGreaterThanOrEqual(10);
    for (const update of updates) expect(update.body).toMatch(DEVANAGARI);
    const times = updates.map((update) => Date.parse(update.createdAt)).sort((a, b) => a - b);
    expect(times[0]).toBeGreaterThanOrEqual(Date.parse(news.liveStartedAt ?? ''));
    expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(3 * 60 * 60 * 1000);
    const newest = updates.reduce((a, b) => (Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a));
    expect(newest.score).toMatch(/^भारत \d+\/\d+ \([\d.]+ ओवर\)$/);
    // The page shows the pinned update first, then the newest.
    const page = await t().app.inject({ method: 'GET', url: `/${LIVE_MATCH}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(newest.score);
  });

  it('has readers’ comments with replies and likes, in each story’s language, and one held for moderation', async () => {
    const commented = allNews.filter((news) => news.commentCount > 0);
    expect(commented.length).toBeGreaterThanOrEqual(4);
    expect(new Set(commented.map((news) => news.language))).toEqual(new Set(['Hindi', 'English']));
    let replies = 0;
    let likedComments = 0;
    for (const news of commented) {
      type Thread = { text: string; likes: number; user: { name: string }; replies: { text: string; likes: number }[] };
      const answer = await get<{ comments: Thread[]; commentCount: number }>(
        t(),
        `/api/v1/news/comments/${news._id}?limit=100`,
      );
      expect(answer.commentCount).toBe(news.commentCount);
      const texts = answer.comments.flatMap((thread) => [thread, ...thread.replies]);
      expect(texts).toHaveLength(news.commentCount);
      for (const { text } of texts) expect(DEVANAGARI.test(text), text).toBe(news.language === 'Hindi');
      replies += answer.comments.reduce((sum, thread) => sum + thread.replies.length, 0);
      likedComments += texts.filter((comment) => comment.likes > 0).length;
    }
    expect(replies).toBeGreaterThanOrEqual(4);
    expect(likedComments).toBeGreaterThanOrEqual(5);
    expect(allNews.filter((news) => news.likes > 0).length).toBeGreaterThanOrEqual(5);

    type Held = { status: string; holdReason: string; news: { slug: string }; reader: { name: string } };
    const pending = await t().app.inject({ method: 'GET', url: '/api/v1/comments/moderation', headers: boss.auth });
    const held: Held[] = pending.json().comments;
    expect(held).toEqual([
      expect.objectContaining({
        status: 'pending',
        holdReason: 'links',
        news: expect.objectContaining({ slug: LIVE_MATCH }),
      }),
    ]);
    const { users } = (await t().app.inject({ method: 'GET', url: '/api/v1/users', headers: boss.auth })).json() as {
      users: { name: string }[];
    };
    const names = users.map((user) => user.name);
    expect(names.filter((name) => DEVANAGARI.test(name)).length).toBeGreaterThanOrEqual(3);
    expect(names.filter((name) => !DEVANAGARI.test(name)).length).toBeGreaterThanOrEqual(3);
  });

  it('fills the feedback inbox with messages, some read and some waiting', async () => {
    const inbox = await t().app.inject({ method: 'GET', url: '/api/v1/contact/all?limit=50', headers: boss.auth });
    const contacts: { read: boolean; createdAt: string }[] = inbox.json().contacts;
    expect(contacts.filter((contact) => contact.read).length).toBeGreaterThanOrEqual(2);
    expect(contacts.filter((contact) => !contact.read).length).toBeGreaterThanOrEqual(2);
    for (const contact of contacts) expect(Date.parse(contact.createdAt)).toBeLessThanOrEqual(Date.now());
    const unread = await t().app.inject({ method: 'GET', url: '/api/v1/contact/unread', headers: boss.auth });
    expect(unread.json().unread).toBe(contacts.filter((contact) => !contact.read).length);
  });

  it('reads the day’s stories so the most-read block shows its five, ranked by different counts', async () => {
    const dashboard = await t().app.inject({ method: 'GET', url: '/api/v1/dashboard/most-read', headers: boss.auth });
    const top: { slug: string; reads: number }[] = dashboard.json().articles;
    expect(top.length).toBeGreaterThan(5);
    const counts = top.map((entry) => entry.reads);
    expect(new Set(counts).size).toBe(counts.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const home = await t().app.inject({ method: 'GET', url: '/' });
    const block = home.body.match(/<section aria-labelledby="most-read"[\s\S]*?<\/section>/)?.[0] ?? '';
    const linked = [...block.matchAll(/href="\/([^"?#]+)"/g)].map((match) => match[1]);
    expect(linked).toEqual(top.slice(0, 5).map((entry) => entry.slug));
  });

  it('keeps a story’s revisions: several saves, each changing what readers see', async () => {
    const story = allNews.find((news) => news.version > 1);
    expect(story).toBeDefined();
    const url = `/api/v1/news/revisions/${story!._id}`;
    type Summary = { _id: string; version: number; title: string; createdAt: string; by: { name: string } | null };
    const revisions: Summary[] = (await t().app.inject({ method: 'GET', url, headers: boss.auth })).json().revisions;
    expect(revisions.map((revision) => revision.version)).toEqual([4, 3, 2, 1]);
    expect(new Set(revisions.map((revision) => revision.title)).size).toBeGreaterThan(1);
    // The demo content is the system's, not any admin's (decision 025).
    for (const revision of revisions) expect(revision.by).toBeNull();
    const times = revisions.map((revision) => Date.parse(revision.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]! - times.at(-1)!).toBeGreaterThan(60 * 60 * 1000);
    expect(times.at(-1)).toBe(Date.parse(story!.publish));
    type Revision = { subtitle: string; description: string; tag: string[] };
    const read = async (id: string): Promise<Revision> =>
      (await t().app.inject({ method: 'GET', url: `${url}/${id}`, headers: boss.auth })).json().revision;
    const [newest, oldest] = [await read(revisions[0]!._id), await read(revisions.at(-1)!._id)];
    expect(newest.description).not.toBe(oldest.description);
    expect(newest.subtitle).not.toBe(oldest.subtitle);
    expect(newest.tag).not.toEqual(oldest.tag);
  });

  it('fills one category past a page: its listing pages to page 2', async () => {
    const longest = categories
      .map((category) => ({ category, count: allNews.filter((news) => news.category?._id === category._id).length }))
      .sort((a, b) => b.count - a.count)[0]!;
    expect(longest.count).toBeGreaterThan(10);
    const second = await get<{ news: News[]; pagination: { total: number; pages: number } }>(
      t(),
      `/api/v1/news/all?category=${longest.category._id}&limit=10&page=2`,
    );
    expect(second.pagination).toMatchObject({ total: longest.count, pages: 2 });
    expect(second.news.length).toBe(longest.count - 10);
  });

  it('answers null the second time and adds nothing', async () => {
    const before = await countRows(t());
    expect(await seedDemoContentIfEmpty(t().ctx)).toBeNull();
    expect(await countRows(t())).toEqual(before);
  });
});

describeEachDialect('seedDemoContentIfEmpty when a step fails half-way', (t) => {
  it(
    'takes back what it wrote, so the next start finds an empty database again',
    async () => {
      // A visit count already kept for three days ago makes the last step (the site extras) fail on
      // its key, after the articles and everything readers and the newsroom did with them are written.
      const day = siteDay(new Date(Date.now() - 3 * DAY_MS), t().ctx.config.siteTimeZone);
      await t().db.insertInto('visits').values({ day, count: 1 }).execute();

      await expect(seedDemoContentIfEmpty(t().ctx)).rejects.toThrow();

      const counts = await countRows(t());
      expect(counts).toMatchObject({ categories: 0, subcategories: 0, news: 0, news_tags: 0, news_images: 0, ads: 0 });
      expect(counts).toMatchObject({ breaking_news: 0, polls: 0, videos: 0, visits: 1, settings: 0, readers: 0 });
      for (const table of TAKEN_BACK) {
        const row = await t()
          .db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(row.n), table).toBe(0);
      }
      const search = await sql<{ n: number }>`select count(*) as n from news_search`.execute(t().db);
      expect(Number(search.rows[0]?.n)).toBe(0);
      const files = await readdir(uploadsDir(t().ctx), { recursive: true, withFileTypes: true }).catch(() => []);
      expect(files.filter((entry) => entry.isFile())).toEqual([]);
    },
    SEED_MS,
  );
});
