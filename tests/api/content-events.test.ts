import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { type ContentChanged, createInProcessContentEvents } from '../../src/server/lib/content-events';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildBreakingNews } from '../helpers/breaking.factory';
import { buildCategory } from '../helpers/categories.factory';
import { buildContactMessage } from '../helpers/contact.factory';
import { buildAdmin, buildSuperAdmin } from '../helpers/factories';
import { buildLiveStream } from '../helpers/live.factory';
import { buildNews, ISO, newsBody } from '../helpers/news.factory';
import { buildPoll } from '../helpers/polls.factory';
import { buildVideo } from '../helpers/videos.factory';

type Heard = { event: ContentChanged; committed: boolean };

/**
 * Every event the app announces while a test runs; `committed` says whether the change was
 * already visible to another connection when the listener ran (an event sent inside the
 * transaction would see nothing on PostgreSQL).
 */
function listen(t: () => TestApp, visible: (event: ContentChanged) => Promise<boolean>) {
  const heard: Heard[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    heard.length = 0;
    unsubscribe = t().ctx.events.subscribe(async (event) => {
      heard.push({ event, committed: await visible(event) });
    });
  });
  afterEach(() => unsubscribe());
  return heard;
}

const auditCount = async (t: () => TestApp) =>
  Number(
    (
      await t()
        .db.selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describeEachDialect('content-changed events of article writes', (t) => {
  const heard = listen(t, async (event) => {
    if (event.entity !== 'news') return true;
    const row = await t()
      .db.selectFrom('news')
      .select(['slug'])
      .where('id', '=', event.ids[0] as string)
      .executeTakeFirst();
    return event.action === 'delete' ? row === undefined : row?.slug === event.slugs.at(-1);
  });

  it('announces a new article once, after the commit, with its id, slug and category', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    heard.length = 0;
    const body = newsBody(category.id, { slug: 'events-new-article' });
    const response = await t().app.inject({ method: 'POST', url: '/api/v1/news/create', headers: auth, payload: body });
    expect(response.statusCode).toBe(201);
    expect(heard).toEqual([
      {
        event: {
          entity: 'news',
          action: 'create',
          ids: [response.json().news._id],
          slugs: ['events-new-article'],
          categoryIds: [category.id],
          at: ISO,
        },
        committed: true,
      },
    ]);
  });

  it('names the old and the new slug and both categories when an article is renamed and moved', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const [from, to] = [await buildCategory(t().ctx), await buildCategory(t().ctx)];
    const news = await buildNews(t().ctx, { category: from, slug: 'old-name' });
    heard.length = 0;
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id: news._id, slug: 'new-name', category: to.id },
    });
    expect(response.statusCode).toBe(200);
    expect(heard).toEqual([
      {
        event: {
          entity: 'news',
          action: 'update',
          ids: [news._id],
          slugs: ['old-name', 'new-name'],
          categoryIds: [from.id, to.id],
          renamed: { from: 'old-name', to: 'new-name' },
          at: ISO,
        },
        committed: true,
      },
    ]);
  });

  it('announces a deactivation and a delete, each once', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const news = await buildNews(t().ctx, { category, slug: 'short-lived' });
    heard.length = 0;
    const toggled = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: news._id, activeStatus: false },
    });
    expect(toggled.statusCode).toBe(200);
    const removed = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/news/delete',
      headers: auth,
      payload: { id: news._id },
    });
    expect(removed.statusCode).toBe(200);
    const expected = { ids: [news._id], slugs: ['short-lived'], categoryIds: [category.id], at: ISO };
    expect(heard).toEqual([
      { event: { entity: 'news', action: 'toggle', ...expected }, committed: true },
      { event: { entity: 'news', action: 'delete', ...expected }, committed: true },
    ]);
  });

  it('announces nothing and records no audit line when a write fails (409 duplicate slug)', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    await buildNews(t().ctx, { category, slug: 'taken-slug' });
    heard.length = 0;
    const audits = await auditCount(t);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: auth,
      payload: newsBody(category.id, { slug: 'taken-slug' }),
    });
    expect(response.statusCode).toBe(409);
    expect(heard).toEqual([]);
    expect(await auditCount(t)).toBe(audits);
  });

  it('keeps the write and the other listeners when one listener fails, and logs the failure', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const logged = vi.spyOn(t().ctx.log, 'error').mockImplementation(() => {});
    const unsubscribe = t().ctx.events.subscribe(() => {
      throw new Error('cache purge failed');
    });
    try {
      const category = await buildCategory(t().ctx);
      heard.length = 0;
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/v1/news/create',
        headers: auth,
        payload: newsBody(category.id, { slug: 'survives-a-listener' }),
      });
      expect(response.statusCode).toBe(201);
      expect(heard.map(({ event }) => event.slugs)).toEqual([['survives-a-listener']]);
      expect(logged).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: 'cache purge failed' }), event: heard[0]?.event },
        'A content-changed listener failed',
      );
    } finally {
      unsubscribe();
      logged.mockRestore();
    }
  });
});

describeEachDialect('content-changed events of categories and settings', (t) => {
  const heard = listen(t, async () => true);

  it('announces category and subcategory writes with the categories they touch', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const other = await buildCategory(t().ctx);
    heard.length = 0;
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/create',
      headers: auth,
      payload: { name: 'Events desk' },
    });
    const categoryId = created.json().category._id;
    await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/update',
      headers: auth,
      payload: { id: categoryId, name: 'Events' },
    });
    const sub = await t().app.inject({
      method: 'POST',
      url: '/api/v1/subcategory/create',
      headers: auth,
      payload: { name: 'Fairs', category: categoryId },
    });
    const subId = sub.json().subCategory._id;
    await t().app.inject({
      method: 'POST',
      url: '/api/v1/subcategory/update',
      headers: auth,
      payload: { id: subId, category: other.id },
    });
    await t().app.inject({ method: 'DELETE', url: `/api/v1/subcategory/delete/${subId}`, headers: auth });
    expect(heard.map(({ event }) => event)).toEqual([
      { entity: 'category', action: 'create', ids: [categoryId], slugs: [], categoryIds: [categoryId], at: ISO },
      { entity: 'category', action: 'update', ids: [categoryId], slugs: [], categoryIds: [categoryId], at: ISO },
      { entity: 'subcategory', action: 'create', ids: [subId], slugs: [], categoryIds: [categoryId], at: ISO },
      {
        entity: 'subcategory',
        action: 'update',
        ids: [subId],
        slugs: [],
        categoryIds: [categoryId, other.id],
        at: ISO,
      },
      { entity: 'subcategory', action: 'delete', ids: [subId], slugs: [], categoryIds: [other.id], at: ISO },
    ]);
  });

  it('removes a deleted category from the settings in the same write: one audit line, one event', async () => {
    const { auth, admin } = await buildSuperAdmin(t().ctx);
    const [removed, kept] = [await buildCategory(t().ctx), await buildCategory(t().ctx)];
    const saved = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: auth,
      payload: { homeSectionCategoryIds: [removed.id, kept.id], religionCategoryId: removed.id },
    });
    expect(saved.statusCode).toBe(200);
    heard.length = 0;
    const audits = await auditCount(t);
    const response = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete/${removed.id}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const settings = (await t().app.inject({ method: 'GET', url: '/api/v1/settings' })).json().settings;
    expect(settings).toMatchObject({ homeSectionCategoryIds: [kept.id], religionCategoryId: '' });
    expect(await auditCount(t)).toBe(audits + 1);
    const line = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', removed.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ admin_id: admin.id, action: 'delete', entity: 'category' });
    expect(JSON.parse(line.details)).toEqual({
      name: removed.name,
      settingsKeys: ['homeSectionCategoryIds', 'religionCategoryId'],
    });
    expect(heard.map(({ event }) => event)).toEqual([
      { entity: 'category', action: 'delete', ids: [removed.id], slugs: [], categoryIds: [removed.id], at: ISO },
    ]);
  });

  it('refuses to delete a category that gained an article, announcing nothing and auditing nothing', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    await buildNews(t().ctx, { category });
    heard.length = 0;
    const audits = await auditCount(t);
    const response = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete/${category.id}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(409);
    expect(heard).toEqual([]);
    expect(await auditCount(t)).toBe(audits);
  });

  it('announces a settings save', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: auth,
      payload: { siteName: 'Events Times' },
    });
    expect(response.statusCode).toBe(200);
    expect(heard.map(({ event }) => event)).toEqual([
      { entity: 'settings', action: 'update', ids: [], slugs: [], categoryIds: [], at: ISO },
    ]);
  });
});

describeEachDialect('content-changed events of the other admin writes', (t) => {
  const heard = listen(t, async () => true);
  const event = (entity: ContentChanged['entity'], action: ContentChanged['action'], id: string) => ({
    entity,
    action,
    ids: [id],
    slugs: [],
    categoryIds: [],
    at: ISO,
  });

  it('announces each write of breaking news, live streams, polls, ads, videos, admins and feedback once', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await t().app.inject({ method, url: `/api/v1${url}`, headers: auth, payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json();
    };
    const breaking = await buildBreakingNews(t().ctx);
    const stream = await buildLiveStream(t().ctx);
    const poll = await buildPoll(t().ctx);
    const video = await buildVideo(t().ctx);
    const { admin: editor } = await buildAdmin(t().ctx);
    const message = await buildContactMessage(t().ctx);
    heard.length = 0;

    const newBreaking = (await send('POST', '/breakingNews/create', { name: 'Monsoon arrives in Kerala' })).breakingNews
      ._id;
    await send('PUT', `/breakingNews/update/${breaking.id}`, { active: false });
    await send('DELETE', `/breakingNews/delete/${breaking.id}`);
    const newStream = (
      await send('POST', '/live/create', { name: 'Assembly live', url: 'https://www.youtube.com/watch?v=abcdefghijk' })
    ).liveStream._id;
    await send('PUT', `/live/livestream/${stream.id}`, {
      name: 'Budget live',
      url: 'https://www.youtube.com/watch?v=bcdefghijkl',
    });
    await send('PUT', `/live/update/${stream.id}`, { active: false });
    await send('DELETE', `/live/delete/${stream.id}`);
    const newPoll = (
      await send('POST', '/poll/create', { question: 'Will it rain?', options: [{ text: 'Yes' }, { text: 'No' }] })
    ).poll._id;
    await send('DELETE', `/poll/delete/${poll.id}`);
    const newAd = (
      await send('POST', '/ads/create', {
        image: 'https://cdn.example.com/ad.png',
        url: 'https://sponsor.example.com/',
        type: 'top-add',
      })
    ).ad._id;
    await send('DELETE', `/ads/delete/${newAd}`);
    const newVideo = (await send('POST', '/yt/create', { url: 'https://youtu.be/abcdefghijk', type: 'short' })).yt._id;
    await send('DELETE', `/yt/delete/${video.id}`);
    const newAdmin = (
      await send('POST', '/admin/add', {
        name: 'Night editor',
        email: 'night.editor@example.com',
        password: 'Tangerine-Monsoon-Desk-42',
        permissions: { canAdd: true },
      })
    ).admin._id;
    await send('PUT', `/admin/update/${editor.id}`, { permissions: { canEdit: true } });
    await send('PUT', `/admin/update/${editor.id}`, { permissions: { canEdit: true } });
    await send('DELETE', `/admin/delete/${editor.id}`);
    await send('PUT', `/contact/read/${message.id}`);
    await send('PUT', `/contact/read/${message.id}`);

    expect(heard.map(({ event }) => event)).toEqual([
      event('breaking_news', 'create', newBreaking),
      event('breaking_news', 'toggle', breaking.id),
      event('breaking_news', 'delete', breaking.id),
      event('live_stream', 'create', newStream),
      event('live_stream', 'update', stream.id),
      event('live_stream', 'toggle', stream.id),
      event('live_stream', 'delete', stream.id),
      event('poll', 'create', newPoll),
      event('poll', 'delete', poll.id),
      event('ad', 'create', newAd),
      event('ad', 'delete', newAd),
      event('video', 'create', newVideo),
      event('video', 'delete', video.id),
      event('admin', 'create', newAdmin),
      // The second, identical permission change and the second read change nothing: no event.
      event('admin', 'update', editor.id),
      event('admin', 'delete', editor.id),
      event('contact', 'update', message.id),
    ]);
  });
});

describeEachDialect('scheduled publishing', (t) => {
  const heard = listen(t, async () => true);
  /** When each article's `publish` event arrived, by article id. */
  const announcedAt = () => {
    const times = new Map<string, number[]>();
    for (const { event } of heard.filter(({ event }) => event.action === 'publish')) {
      for (const id of event.ids) times.set(id, [...(times.get(id) ?? []), Date.parse(event.at)]);
    }
    return times;
  };
  const sleepUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(time - Date.now(), 0)));
  const inAWhile = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('announces a scheduled article within 1 s of its time, follows a reschedule and forgets a deleted one', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const create = async (slug: string, publish: string) => {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/v1/news/create',
        headers: auth,
        payload: newsBody(category.id, { slug, publish }),
      });
      expect(response.statusCode).toBe(201);
      return response.json().news._id as string;
    };
    const onTime = inAWhile(1500);
    const scheduled = await create('scheduled-on-time', onTime);
    const moved = await create('scheduled-then-moved', onTime);
    const dropped = await create('scheduled-then-deleted', onTime);
    const later = inAWhile(2500);
    const update = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id: moved, publish: later },
    });
    expect(update.statusCode).toBe(200);
    const removal = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/news/delete',
      headers: auth,
      payload: { id: dropped },
    });
    expect(removal.statusCode).toBe(200);

    await sleepUntil(Date.parse(later) - 300);
    const early = announcedAt();
    expect([...early.keys()]).toEqual([scheduled]);
    const onTimeDelay = (early.get(scheduled)?.[0] as number) - Date.parse(onTime);
    expect(onTimeDelay).toBeGreaterThanOrEqual(0);
    expect(onTimeDelay).toBeLessThanOrEqual(1000);
    expect(heard.find(({ event }) => event.action === 'publish')?.event).toEqual({
      entity: 'news',
      action: 'publish',
      ids: [scheduled],
      slugs: ['scheduled-on-time'],
      categoryIds: [category.id],
      at: ISO,
    });

    await sleepUntil(Date.parse(later) + 1100);
    const all = announcedAt();
    expect([...all.keys()].sort()).toEqual([moved, scheduled].sort());
    const movedDelay = (all.get(moved)?.[0] as number) - Date.parse(later);
    expect(movedDelay).toBeGreaterThanOrEqual(0);
    expect(movedDelay).toBeLessThanOrEqual(1000);
    expect(all.get(scheduled)).toHaveLength(1);
    expect(all.get(moved)).toHaveLength(1);
    expect(all.has(dropped)).toBe(false);
  }, 10_000);

  it('arms itself at start for articles scheduled before the app started', async () => {
    const category = await buildCategory(t().ctx);
    const publishAt = inAWhile(1200);
    const news = await buildNews(t().ctx, { category, slug: 'scheduled-before-start', publish: publishAt });
    // A restart: a second app on the same database with a bus of its own, which never heard of the write.
    const events = createInProcessContentEvents(t().ctx.log);
    const published: ContentChanged[] = [];
    events.subscribe((event) => {
      if (event.action === 'publish') published.push(event);
    });
    const restarted = await buildApp({ ...t().ctx, events });
    await restarted.ready();
    try {
      await sleepUntil(Date.parse(publishAt) + 1100);
      expect(published).toEqual([
        {
          entity: 'news',
          action: 'publish',
          ids: [news._id],
          slugs: ['scheduled-before-start'],
          categoryIds: [category.id],
          at: ISO,
        },
      ]);
      const delay = Date.parse(published[0]?.at as string) - Date.parse(publishAt);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(1000);
    } finally {
      await restarted.close();
    }
  }, 10_000);
});
