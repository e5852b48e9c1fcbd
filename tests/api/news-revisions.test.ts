import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import * as revisionsMigration from '../../src/server/db/migrations/2026_11_26_110000_create_news_revisions';
import type { ContentChanged } from '../../src/server/lib/content-events';
import { NEWS_REVISIONS_KEPT } from '../../src/shared/constants';
import { NEWS_EDITED_ELSEWHERE_MESSAGE, NEWS_NOT_FOUND, VERSION_MESSAGE } from '../../src/shared/schemas/news';
import { REVISION_NOT_FOUND } from '../../src/shared/schemas/news-revisions';
import { auditLines } from '../helpers/admins';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildSuperAdmin } from '../helpers/factories';
import { makeImage, uploadsDir } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { buildNews, ID, ISO } from '../helpers/news.factory';

type Auth = Record<string, string>;
type Upload = { public_id: string; url: string; width: number; height: number };

describeEachDialect('revisions of an article, with restore', (t) => {
  let events: ContentChanged[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    events = [];
    unsubscribe = t().ctx.events.subscribe(async (event) => {
      events.push(event);
    });
  });
  afterEach(() => unsubscribe());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
    t().app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });

  const edit = async (auth: Auth, payload: Record<string, unknown>) => {
    const response = await call('PUT', '/news/update', auth, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().news;
  };

  const revisionsOf = async (auth: Auth, newsId: string) => {
    const response = await call('GET', `/news/revisions/${newsId}`, auth);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().revisions as { _id: string; version: number; title: string; current: boolean }[];
  };

  const upload = async (auth: Auth): Promise<Upload> => {
    const body = await multipart({}, [
      { field: 'thumbnail', filename: 'photo.png', type: 'image/png', bytes: await makeImage('png', 400, 300) },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/image/multi',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().images[0];
  };

  it('keeps revision 1 at creation, with who saved it and what', async () => {
    const { admin, auth } = await buildSuperAdmin(t().ctx);
    const category = await t()
      .db.insertInto('categories')
      .values({
        id: '0000000000000000000000aa',
        name: 'खेल',
        description: '',
        image: '',
        position: 1,
        created_at: '2026-11-26T00:00:00.000Z',
        updated_at: '2026-11-26T00:00:00.000Z',
      })
      .execute()
      .then(() => '0000000000000000000000aa');
    const created = await call('POST', '/news/create', auth, {
      title: 'भारत ने सीरीज़ जीती',
      subtitle: 'आख़िरी ओवर में',
      description: '<p>मैच का <strong>रोमांच</strong></p>',
      language: 'Hindi',
      type: 'top-news',
      category,
      location: 'Jaipur',
      tag: ['क्रिकेट', 'India'],
      slug: 'series-won',
      images: [{ public_id: 'seed/1', url: '/uploads/seed/1.webp', width: 800, height: 450 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const newsId = created.json().news._id;

    const list = await call('GET', `/news/revisions/${newsId}`, auth);
    expect(list).toAnswer(200, {
      success: true,
      revisions: [
        {
          _id: ID,
          version: 1,
          title: 'भारत ने सीरीज़ जीती',
          createdAt: ISO,
          by: { _id: admin.id, name: admin.name },
          restoredFrom: null,
          current: true,
        },
      ],
    });
    const revisionId = list.json().revisions[0]!._id;
    expect(await call('GET', `/news/revisions/${newsId}/${revisionId}`, auth)).toAnswer(200, {
      success: true,
      revision: {
        _id: revisionId,
        version: 1,
        title: 'भारत ने सीरीज़ जीती',
        subtitle: 'आख़िरी ओवर में',
        description: '<p>मैच का <strong>रोमांच</strong></p>',
        tag: ['क्रिकेट', 'India'],
        images: [{ public_id: 'seed/1', url: '/uploads/seed/1.webp', width: 800, height: 450 }],
        createdAt: ISO,
        by: { _id: admin.id, name: admin.name },
        restoredFrom: null,
        current: true,
      },
    });
  });

  it('keeps one revision per edit, newest first, the newest marked current; a toggle keeps none', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    await edit(auth, { id: news._id, title: 'Second title' });
    await edit(auth, { id: news._id, tag: ['one', 'two'] });
    expect((await call('PUT', '/news/toggleActive', auth, { newsId: news._id, activeStatus: false })).statusCode).toBe(
      200,
    );
    const revisions = await revisionsOf(auth, news._id);
    expect(revisions.map(({ version, title, current }) => ({ version, title, current }))).toEqual([
      { version: 3, title: 'Second title', current: true },
      { version: 2, title: 'Second title', current: false },
      { version: 1, title: news.title, current: false },
    ]);
    const third = (await call('GET', `/news/revisions/${news._id}/${revisions[0]!._id}`, auth)).json().revision;
    expect(third.tag).toEqual(['one', 'two']);
  });

  it(`keeps the newest ${NEWS_REVISIONS_KEPT} after ${NEWS_REVISIONS_KEPT + 1} edits`, async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    for (let edit = 1; edit <= NEWS_REVISIONS_KEPT + 1; edit += 1) {
      const response = await call('PUT', '/news/update', auth, { id: news._id, title: `Edit ${edit}` });
      expect(response.statusCode).toBe(200);
    }
    const revisions = await revisionsOf(auth, news._id);
    expect(revisions).toHaveLength(NEWS_REVISIONS_KEPT);
    expect([revisions[0]!.version, revisions.at(-1)?.version]).toEqual([NEWS_REVISIONS_KEPT + 2, 3]);
    const stored = await t()
      .db.selectFrom('news_revisions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('news_id', '=', news._id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(NEWS_REVISIONS_KEPT);
  });

  it('restores a revision as a new save: old content, next version, Activity, event, purged page, own revision', async () => {
    const { admin, auth } = await buildSuperAdmin(t().ctx);
    const [first, second] = [await upload(auth), await upload(auth)];
    const news = await buildNews(t().ctx, {
      title: 'पहला शीर्षक First title',
      description: '<p>मूल कहानी</p>',
      tag: ['क्रिकेट'],
      images: [first],
    });
    await edit(auth, {
      id: news._id,
      title: 'Changed title',
      description: '<p>Rewritten story</p>',
      tag: ['politics'],
      images: [second],
    });
    const page = await t().app.inject({ url: `/${news.slug}` });
    expect(page.body).toContain('Changed title');

    const original = (await revisionsOf(auth, news._id)).find((revision) => revision.version === 1);
    events = [];
    const restored = await call('POST', `/news/revisions/${news._id}/${original?._id}/restore`, auth, { version: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      success: true,
      message: 'Version 1 restored as version 3.',
      missingImages: [],
      news: {
        _id: news._id,
        version: 3,
        title: 'पहला शीर्षक First title',
        description: '<p>मूल कहानी</p>',
        tag: ['क्रिकेट'],
        images: [{ public_id: first.public_id, url: first.url }],
        slug: news.slug,
      },
    });
    expect(events).toEqual([expect.objectContaining({ entity: 'news', action: 'update', ids: [news._id] })]);
    expect((await t().app.inject({ url: `/${news.slug}` })).body).toContain('पहला शीर्षक First title');

    const lines = (await auditLines(t, news._id)).filter((line) => line.action === 'update');
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => JSON.parse(line.details))).toContainEqual(expect.objectContaining({ restoredFrom: 1 }));
    expect(lines.every((line) => line.admin_id === admin.id)).toBe(true);

    const [newest] = await revisionsOf(auth, news._id);
    expect(newest).toMatchObject({ version: 3, title: 'पहला शीर्षक First title', restoredFrom: 1, current: true });
    // The image the edit dropped was kept for the revision; the one the restore drops stays for revision 2.
    for (const image of [first, second]) {
      expect(existsSync(path.join(uploadsDir(t().ctx), `${image.public_id}.webp`))).toBe(true);
    }
  });

  it('refuses a restore over a save made since the version it names, changing nothing', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    await edit(auth, { id: news._id, title: 'Someone else saved' });
    const [, first] = await revisionsOf(auth, news._id);
    const refused = await call('POST', `/news/revisions/${news._id}/${first!._id}/restore`, auth, { version: 1 });
    expect(refused).toAnswer(409, {
      success: false,
      message: NEWS_EDITED_ELSEWHERE_MESSAGE,
      errors: { version: NEWS_EDITED_ELSEWHERE_MESSAGE },
    });
    expect(await revisionsOf(auth, news._id)).toHaveLength(2);
  });

  it('leaves out images no longer in the media library and says so; with none left, keeps the current ones', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const kept = await upload(auth);
    // The factory's image names an upload that was never stored: as if it had been removed from the library.
    const news = await buildNews(t().ctx, {
      title: 'Old',
      images: [{ public_id: 'seed/9', url: '/uploads/seed/9.webp' }, kept],
    });
    await edit(auth, { id: news._id, title: 'New', images: [await upload(auth)] });
    const [, withOneGone] = await revisionsOf(auth, news._id);
    const partly = await call('POST', `/news/revisions/${news._id}/${withOneGone!._id}/restore`, auth);
    expect(partly.json()).toMatchObject({
      message: 'Version 1 restored as version 3. 1 image it named is no longer in the media library and was left out.',
      missingImages: [{ public_id: 'seed/9', url: '/uploads/seed/9.webp' }],
      news: { title: 'Old', images: [{ public_id: kept.public_id }] },
    });
    const revision = (await call('GET', `/news/revisions/${news._id}/${withOneGone!._id}`, auth)).json().revision;
    expect(revision.images).toHaveLength(2);

    const gone = await buildNews(t().ctx, {
      title: 'Gone',
      images: [{ public_id: 'seed/8', url: '/uploads/seed/8.webp' }],
    });
    const current = await upload(auth);
    await edit(auth, { id: gone._id, title: 'Now', images: [current] });
    const [, allGone] = await revisionsOf(auth, gone._id);
    const restored = await call('POST', `/news/revisions/${gone._id}/${allGone!._id}/restore`, auth);
    expect(restored.json()).toMatchObject({
      message:
        'Version 1 restored as version 3. Its images are no longer in the media library, so the article keeps the images it had.',
      missingImages: [{ public_id: 'seed/8' }],
      news: { title: 'Gone', images: [{ public_id: current.public_id }] },
    });
  });

  it('lets in only admins who may edit articles', async () => {
    const news = await buildNews(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const writer = await buildAdmin(t().ctx, { permissions: { canAdd: true, canDelete: true } });
    const [revision] = await revisionsOf(editor.auth, news._id);
    const urls = [
      ['GET', `/news/revisions/${news._id}`],
      ['GET', `/news/revisions/${news._id}/${revision!._id}`],
      ['POST', `/news/revisions/${news._id}/${revision!._id}/restore`],
    ] as const;
    for (const [method, url] of urls) {
      expect((await call(method, url, writer.auth)).statusCode, url).toBe(403);
      expect((await call(method, url, {})).statusCode, url).toBe(401);
    }
    const restored = await call('POST', `/news/revisions/${news._id}/${revision!._id}/restore`, editor.auth);
    expect(restored.statusCode).toBe(200);
  });

  it('answers 404 for an unknown article or revision, or a revision of another article', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const [news, other] = [await buildNews(t().ctx), await buildNews(t().ctx)];
    const [ofOther] = await revisionsOf(auth, other._id);
    const missingArticle = { success: false, message: NEWS_NOT_FOUND };
    const missingRevision = { success: false, message: REVISION_NOT_FOUND };
    expect(await call('GET', '/news/revisions/0000000000000000000000ff', auth)).toAnswer(404, missingArticle);
    expect(await call('GET', `/news/revisions/0000000000000000000000ff/${ofOther!._id}`, auth)).toAnswer(
      404,
      missingArticle,
    );
    expect(await call('GET', `/news/revisions/${news._id}/${ofOther!._id}`, auth)).toAnswer(404, missingRevision);
    expect(await call('POST', `/news/revisions/${news._id}/${ofOther!._id}/restore`, auth)).toAnswer(
      404,
      missingRevision,
    );
    expect(await revisionsOf(auth, news._id)).toHaveLength(1);
  });

  it('refuses a version that is not a whole number, changing nothing', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    const [revision] = await revisionsOf(auth, news._id);
    const url = `/news/revisions/${news._id}/${revision!._id}/restore`;
    const invalid = { success: false, message: VERSION_MESSAGE, errors: { version: VERSION_MESSAGE } };
    expect(await call('POST', url, auth, { version: 'latest' })).toAnswer(400, invalid);
    expect(await call('POST', url, auth, { version: 0 })).toAnswer(400, invalid);
    expect(await revisionsOf(auth, news._id)).toHaveLength(1);
  });

  it('releases an upload only a pruned revision named, and every revision upload with the article', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const [early, late] = [await upload(auth), await upload(auth)];
    const news = await buildNews(t().ctx, { images: [early] });
    await edit(auth, { id: news._id, images: [late] });
    const onDisk = (image: Upload) => existsSync(path.join(uploadsDir(t().ctx), `${image.public_id}.webp`));
    // Creation, the image swap and these edits make exactly NEWS_REVISIONS_KEPT saves: nothing is pruned yet.
    for (let edit = 1; edit <= NEWS_REVISIONS_KEPT - 2; edit += 1) {
      expect((await call('PUT', '/news/update', auth, { id: news._id, title: `Edit ${edit}` })).statusCode).toBe(200);
    }
    expect(onDisk(early)).toBe(true);
    await edit(auth, { id: news._id, title: 'Revision 1 falls out now' });
    expect([onDisk(early), onDisk(late)]).toEqual([false, true]);
    const deleted = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/news/delete',
      headers: auth,
      payload: { id: news._id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(onDisk(late)).toBe(false);
  });

  it('gives every article saved before revisions existed one revision of its state as it is', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const image = await upload(auth);
    const news = await buildNews(t().ctx, { images: [image] });
    await edit(auth, { id: news._id, title: 'Edited before the upgrade' });
    await revisionsMigration.down(t().db);
    await revisionsMigration.up(t().db);
    const revisions = await revisionsOf(auth, news._id);
    expect(revisions).toMatchObject([
      { version: 2, title: 'Edited before the upgrade', current: true, by: null, restoredFrom: null },
    ]);
    const revision = (await call('GET', `/news/revisions/${news._id}/${revisions[0]!._id}`, auth)).json().revision;
    expect(revision).toMatchObject({ tag: news.tag, images: [{ public_id: image.public_id }] });
    // The backfilled revision holds its image: an edit that drops it leaves it stored.
    await edit(auth, { id: news._id, images: [await upload(auth)] });
    expect(existsSync(path.join(uploadsDir(t().ctx), `${image.public_id}.webp`))).toBe(true);
  });
});
