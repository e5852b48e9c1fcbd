import { expect, it } from 'vitest';
import { liveUpdatesPath } from '../../src/shared/live-blog';
import {
  LIVE_COVERAGE_ENDED,
  LIVE_CURSOR_MESSAGE,
  LIVE_SCORE_TOO_LONG,
  LIVE_UPDATE_TEXT_REQUIRED,
  LIVE_UPDATE_TOO_LONG,
  NOT_A_LIVE_BLOG,
} from '../../src/shared/schemas/live-blog';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { buildLiveUpdate } from '../helpers/live-blog.factory';
import { buildNews, ID, ISO } from '../helpers/news.factory';

const SITE = 'http://news.test';
const get = (t: () => TestApp, url: string) => t().app.inject({ method: 'GET', url, headers: { host: 'news.test' } });

type Auth = { authorization: string };

function post(t: () => TestApp, auth: Auth, newsId: string, body: object) {
  return t().app.inject({ method: 'POST', url: `/api/v1/liveblog/${newsId}/updates`, headers: auth, payload: body });
}

function edit(t: () => TestApp, auth: Auth, newsId: string, updateId: string, body: object) {
  return t().app.inject({
    method: 'PUT',
    url: `/api/v1/liveblog/${newsId}/updates/${updateId}`,
    headers: auth,
    payload: body,
  });
}

async function posted(t: () => TestApp, auth: Auth, newsId: string, body: object) {
  const response = await post(t, auth, newsId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().update as { _id: string; revision: number };
}

async function updatesAfter(t: () => TestApp, newsId: string, after?: number) {
  const response = await get(t, `${liveUpdatesPath(newsId)}${after === undefined ? '' : `?after=${after}`}`);
  expect(response.statusCode, response.body).toBe(200);
  return { answer: response.json(), cache: response.headers['x-cache'] };
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  );
}

describeEachDialect('Live blog', (t) => {
  it('an article goes live from the news API, and the switch is part of the article’s JSON', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: editor.auth,
      payload: {
        title: 'India v Australia, final',
        description: '<p>Ball by ball.</p>',
        language: 'English',
        type: 'top-news',
        category: category.id,
        location: 'Ahmedabad',
        tag: ['cricket'],
        slug: `final-${Date.now()}`,
        live: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const news = created.json().news;
    expect(news).toMatchObject({ live: true, liveStartedAt: ISO, liveEndedAt: null });

    const off = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: editor.auth,
      payload: { id: news._id, live: false },
    });
    expect(off.json().news).toMatchObject({ live: false, liveStartedAt: null, liveEndedAt: null });
    const plain = await buildNews(t().ctx);
    expect(plain).toMatchObject({ live: false, liveStartedAt: null, liveEndedAt: null });
  });

  it('posts, edits, pins and deletes updates; readers get what changed after their cursor', async () => {
    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const news = await buildNews(t().ctx, { language: 'English', live: true });

    const first = await post(t, editor.auth, news._id, { body: 'Toss: India bat first', keyEvent: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: 'Update posted',
      update: {
        _id: ID,
        body: 'Toss: India bat first',
        score: '',
        keyEvent: true,
        pinned: false,
        image: null,
        createdAt: ISO,
        updatedAt: ISO,
        revision: 1,
      },
    });
    const second = await posted(t, editor.auth, news._id, { body: 'Four! Through the covers', score: 'IND 12/0 (2)' });
    expect(second.revision).toBe(2);

    const fromStart = await updatesAfter(t, news._id);
    expect(fromStart.answer).toMatchObject({
      success: true,
      newsId: news._id,
      coverage: { live: true, startedAt: news.liveStartedAt, endedAt: null },
      revision: 2,
      removed: [],
      more: false,
    });
    expect(fromStart.answer.updates.map((update: { body: string }) => update.body)).toEqual([
      'Toss: India bat first',
      'Four! Through the covers',
    ]);

    const edited = await edit(t, editor.auth, news._id, second._id, {
      body: 'FOUR! Through the covers',
      score: 'IND 16/0 (2)',
    });
    expect(edited.json()).toMatchObject({ message: 'Update saved', update: { score: 'IND 16/0 (2)', revision: 3 } });

    const pinFirst = await t().app.inject({
      method: 'PUT',
      url: `/api/v1/liveblog/${news._id}/updates/${first.json().update._id}/pin`,
      headers: editor.auth,
      payload: { pinned: true },
    });
    expect(pinFirst.json()).toMatchObject({ message: 'Update pinned', update: { pinned: true, revision: 4 } });
    // Pinning the second unpins the first in the same change.
    await t().app.inject({
      method: 'PUT',
      url: `/api/v1/liveblog/${news._id}/updates/${second._id}/pin`,
      headers: editor.auth,
      payload: { pinned: 'true' },
    });
    const afterPins = await updatesAfter(t, news._id, 4);
    expect(afterPins.answer.revision).toBe(5);
    expect(
      afterPins.answer.updates.map((update: { _id: string; pinned: boolean }) => [update._id, update.pinned]),
    ).toEqual(
      expect.arrayContaining([
        [first.json().update._id, false],
        [second._id, true],
      ]),
    );

    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/liveblog/${news._id}/updates/${second._id}`,
      headers: editor.auth,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Update deleted' });
    const afterDelete = await updatesAfter(t, news._id, 5);
    expect(afterDelete.answer).toMatchObject({ revision: 6, updates: [], removed: [second._id] });
    // From the start, a deleted update is simply not there.
    const now = await updatesAfter(t, news._id, 0);
    expect(now.answer.removed).toEqual([]);
    expect(now.answer.updates.map((update: { _id: string }) => update._id)).toEqual([first.json().update._id]);
    const gone = await edit(t, editor.auth, news._id, second._id, { body: 'again' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Live update not found');
    // An update is found under its own article only.
    const elsewhere = await buildLiveUpdate(t().ctx, 'Another match');
    const crossed = await edit(t, editor.auth, news._id, elsewhere._id, { body: 'hijacked' });
    expect(crossed.statusCode).toBe(404);
  });

  it('lets only admins with the right to edit news write to a live blog', async () => {
    const news = await buildNews(t().ctx, { live: true });
    const adder = await buildAdmin(t().ctx, { permissions: { canAdd: true, canDelete: true } });
    const reader = await buildReader(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const update = await posted(t, editor.auth, news._id, { body: 'Start of play' });

    expect((await post(t, { authorization: '' }, news._id, { body: 'x' })).statusCode).toBe(401);
    expect((await post(t, adder.auth, news._id, { body: 'x' })).statusCode).toBe(403);
    expect((await post(t, reader.auth, news._id, { body: 'x' })).statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/liveblog/${news._id}/updates/${update._id}`, { body: 'changed' }],
      ['PUT', `/api/v1/liveblog/${news._id}/updates/${update._id}/pin`, { pinned: true }],
      ['DELETE', `/api/v1/liveblog/${news._id}/updates/${update._id}`, undefined],
      ['PUT', `/api/v1/liveblog/${news._id}/coverage`, { ended: true }],
    ] as const) {
      const refused = await t().app.inject({ method, url, headers: adder.auth, payload });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    const { answer } = await updatesAfter(t, news._id);
    expect(answer.updates).toHaveLength(1);
    expect(answer.updates[0].body).toBe('Start of play');
  });

  it('refuses bad input with clear messages and keeps nothing of it', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx, { live: true });
    const cases: [object, string, string][] = [
      [{}, 'body', LIVE_UPDATE_TEXT_REQUIRED],
      [{ body: '   ' }, 'body', LIVE_UPDATE_TEXT_REQUIRED],
      [{ body: 'x'.repeat(2001) }, 'body', LIVE_UPDATE_TOO_LONG],
      [{ body: 'ok', score: 's'.repeat(121) }, 'score', LIVE_SCORE_TOO_LONG],
      [
        { body: 'ok', image: { url: 'https://evil.example/a.png' } },
        'image',
        'Each image must be one uploaded to this site (/image/multi)',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(t, editor.auth, news._id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    const plain = await buildNews(t().ctx);
    const notLive = await post(t, editor.auth, plain._id, { body: 'ok' });
    expect(notLive.statusCode).toBe(400);
    expect(notLive.json().message).toBe(NOT_A_LIVE_BLOG);
    expect((await post(t, editor.auth, 'no-such-article', { body: 'ok' })).statusCode).toBe(404);

    const badCursor = await get(t, `${liveUpdatesPath(news._id)}?after=abc`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().errors.after).toBe(LIVE_CURSOR_MESSAGE);
    const { answer } = await updatesAfter(t, news._id);
    expect(answer).toMatchObject({ revision: 0, updates: [] });
  });

  it('answers readers only for published live blogs', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    const hidden = await buildNews(t().ctx, { live: true, active: false });
    const scheduled = await buildNews(t().ctx, { live: true, publish: new Date(Date.now() + 3_600_000).toISOString() });
    const plain = await buildNews(t().ctx);
    for (const news of [hidden, scheduled, plain]) {
      expect((await get(t, liveUpdatesPath(news._id))).statusCode).toBe(404);
    }
    const asEditor = await t().app.inject({ method: 'GET', url: liveUpdatesPath(hidden._id), headers: editor.auth });
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.headers['cache-control']).toBe('no-store');
  });

  it('keeps the updates answer for every reader at a cursor and forgets it, with the article’s pages only, when an update comes', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx, { language: 'English', live: true });
    const other = await buildNews(t().ctx, { language: 'English' });
    await posted(t, editor.auth, news._id, { body: 'First ball' });
    const first = await updatesAfter(t, news._id, 1);
    expect(first.cache).toBe('miss');
    const again = await updatesAfter(t, news._id, 1);
    expect(again.cache).toBe('hit');
    expect(again.answer).toEqual(first.answer);
    await get(t, `/${news.slug}`);
    await get(t, `/${other.slug}`);
    expect((await get(t, `/${news.slug}`)).headers['x-cache']).toBe('hit');

    await posted(t, editor.auth, news._id, { body: 'Second ball: wicket!' });
    const fresh = await updatesAfter(t, news._id, 1);
    expect(fresh.cache).toBe('miss');
    expect(fresh.answer.updates.map((update: { body: string }) => update.body)).toEqual(['Second ball: wicket!']);
    expect(fresh.answer.revision).toBe(2);
    const page = await get(t, `/${news.slug}`);
    expect(page.headers['x-cache']).toBe('miss');
    expect(page.body).toContain('Second ball: wicket!');
    expect(page.body).toContain('data-revision="2"');
    // Narrow: another article's kept page stays.
    expect((await get(t, `/${other.slug}`)).headers['x-cache']).toBe('hit');
  });

  it('says LiveBlogPosting with its coverage and each update as a BlogPosting at its own address', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx, { language: 'English', title: 'Final: live', live: true });
    const toss = await posted(t, editor.auth, news._id, { body: 'Toss won by India\nThey will bat', keyEvent: true });
    const four = await posted(t, editor.auth, news._id, { body: 'Boundary', score: 'IND 4/0 (0.3)' });

    const html = (await get(t, `/${news.slug}`)).body;
    const posting = jsonLd(html).find((data) => data['@type'] === 'LiveBlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Final: live',
      coverageStartTime: news.liveStartedAt,
      url: `${SITE}/${news.slug}`,
    });
    expect(posting).not.toHaveProperty('coverageEndTime');
    expect(posting?.liveBlogUpdate).toEqual([
      expect.objectContaining({
        '@type': 'BlogPosting',
        url: `${SITE}/${news.slug}#update-${four._id}`,
        headline: 'Boundary',
        articleBody: 'IND 4/0 (0.3)\nBoundary',
        datePublished: ISO,
      }),
      expect.objectContaining({
        '@type': 'BlogPosting',
        url: `${SITE}/${news.slug}#update-${toss._id}`,
        headline: 'Toss won by India',
        articleBody: 'Toss won by India\nThey will bat',
      }),
    ]);
    expect(html).toContain(`id="update-${toss._id}"`);
    expect(html).toContain(`href="#update-${toss._id}"`);
    expect(html).toContain('Key events');

    const ended = await t().app.inject({
      method: 'PUT',
      url: `/api/v1/liveblog/${news._id}/coverage`,
      headers: editor.auth,
      payload: { ended: true },
    });
    expect(ended.json()).toMatchObject({ message: 'Live coverage ended', coverage: { live: true, endedAt: ISO } });
    const endedAt = ended.json().coverage.endedAt;
    const after = jsonLd((await get(t, `/${news.slug}`)).body).find((data) => data['@type'] === 'LiveBlogPosting');
    expect(after?.coverageEndTime).toBe(endedAt);
    const refused = await post(t, editor.auth, news._id, { body: 'late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LIVE_COVERAGE_ENDED);
    const { answer } = await updatesAfter(t, news._id, 2);
    expect(answer.coverage.endedAt).toBe(endedAt);

    const plain = await buildNews(t().ctx, { language: 'English' });
    const types = jsonLd((await get(t, `/${plain.slug}`)).body).map((data) => data['@type']);
    expect(types).toContain('NewsArticle');
    expect(types).not.toContain('LiveBlogPosting');
  });

  it('labels a live blog under way in the news sitemap and on cards, in its language, until its coverage ends', async () => {
    const editor = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const hindi = await buildNews(t().ctx, { title: 'भारत बनाम पाकिस्तान', live: true, category });
    const english = await buildNews(t().ctx, { language: 'English', title: 'Budget live', live: true, category });
    const sitemap = (await get(t, '/news-sitemap.xml')).body;
    expect(sitemap).toContain('<news:title>लाइव: भारत बनाम पाकिस्तान</news:title>');
    expect(sitemap).toContain('<news:title>LIVE: Budget live</news:title>');
    const listing = (await get(t, `/${category.slug}`)).body;
    expect(listing).toMatch(/>लाइव<\/span>(<!-- -->)?भारत बनाम पाकिस्तान/);
    expect(listing).toMatch(/>LIVE<\/span>(<!-- -->)?Budget live/);

    await t().app.inject({
      method: 'PUT',
      url: `/api/v1/liveblog/${english._id}/coverage`,
      headers: editor.auth,
      payload: { ended: true },
    });
    const later = (await get(t, '/news-sitemap.xml')).body;
    expect(later).toContain('<news:title>Budget live</news:title>');
    expect(later).toContain('<news:title>लाइव: भारत बनाम पाकिस्तान</news:title>');
    expect((await get(t, `/${category.slug}`)).body).not.toMatch(/>LIVE<\/span>(<!-- -->)?Budget live/);
    const page = (await get(t, `/${english.slug}`)).body;
    expect(page).toContain('Live coverage has ended');
    expect(hindi.live).toBe(true);
  });
});
