import { expect, it } from 'vitest';
import { createVideo } from '../../src/server/modules/videos/videos.service';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { buildVideo } from '../helpers/videos.factory';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const EMBED = 'https://www.youtube-nocookie.com/embed/';

describeEachDialect('GET /api/v1/yt/getAll', (t) => {
  const list = (headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: '/api/v1/yt/getAll', headers });

  it('answers an empty list when there are no videos', async () => {
    expect((await list()).json()).toEqual({ success: true, videos: [] });
  });

  it('lists every video newest first to anyone, with its id and player address', async () => {
    const older = await buildVideo(t().ctx, {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      video_id: 'dQw4w9WgXcQ',
      type: 'short',
      publish_at: '2026-11-01T08:00:00.000Z',
      created_at: '2026-11-01T08:00:00.000Z',
    });
    const newer = await buildVideo(t().ctx, {
      type: 'middle-yt',
      publish_at: '2026-11-02T08:00:00.000Z',
      created_at: '2026-11-02T08:00:00.000Z',
    });
    const response = await list();
    expect(response).toAnswer(200, {
      success: true,
      videos: [
        {
          _id: newer.id,
          url: newer.url,
          videoId: newer.video_id,
          embedUrl: `${EMBED}${newer.video_id}`,
          type: 'middle-yt',
          publish: '2026-11-02T08:00:00.000Z',
          createdAt: '2026-11-02T08:00:00.000Z',
        },
        {
          _id: older.id,
          url: 'https://youtu.be/dQw4w9WgXcQ',
          videoId: 'dQw4w9WgXcQ',
          embedUrl: `${EMBED}dQw4w9WgXcQ`,
          type: 'short',
          publish: '2026-11-01T08:00:00.000Z',
          createdAt: '2026-11-01T08:00:00.000Z',
        },
      ],
    });
    const { auth } = await buildAdmin(t().ctx);
    expect((await list(auth)).json()).toEqual(response.json());
  });
});

describeEachDialect('POST /api/v1/yt/create', (t) => {
  const create = (payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/v1/yt/create', headers, payload: payload as object });

  it('lets a plain admin add a video, extracts its id, stores it and audits it', async () => {
    const { admin, auth } = await buildAdmin(t().ctx);
    const url = 'https://www.youtube.com/watch?v=aB3_x-9kLmQ&t=42s';
    const response = await create({ url: ` ${url} `, type: 'right-yt' }, auth);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Youtube video created successfully!',
      yt: {
        _id: ID,
        url,
        videoId: 'aB3_x-9kLmQ',
        embedUrl: `${EMBED}aB3_x-9kLmQ`,
        type: 'right-yt',
        publish: ISO,
        createdAt: ISO,
      },
    });
    expect(body.yt.publish).toBe(body.yt.createdAt);
    const row = await t().db.selectFrom('videos').selectAll().where('id', '=', body.yt._id).executeTakeFirst();
    expect(row).toMatchObject({ url, video_id: 'aB3_x-9kLmQ', type: 'right-yt' });
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', body.yt._id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'video' })]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ videoId: 'aB3_x-9kLmQ', type: 'right-yt' });
  });

  it('takes multipart from a SuperAdmin', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const form = await multipart({ url: 'https://youtube.com/shorts/aB3_x-9kLmQ', type: 'short' });
    const response = await create(form.payload, { ...auth, ...form.headers });
    expect(response.statusCode).toBe(201);
    expect(response.json().yt).toMatchObject({ videoId: 'aB3_x-9kLmQ', type: 'short' });
  });

  it.each([
    ['https://youtu.be/aB3_x-9kLmQ', 'middle'],
    ['https://www.youtube.com/live/aB3_x-9kLmQ', 'middle-yt'],
    ['https://www.youtube.com/embed/aB3_x-9kLmQ', 'right-yt'],
    ['https://m.youtube.com/watch?v=aB3_x-9kLmQ', 'short'],
  ])('reads the id from %s (%s)', async (url, type) => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await create({ url, type }, auth);
    expect(response.statusCode).toBe(201);
    expect(response.json().yt).toMatchObject({ url, videoId: 'aB3_x-9kLmQ', type });
  });

  it.each([
    [{ type: 'short' }, { url: 'URL is required' }],
    [{ url: '', type: 'short' }, { url: 'URL is required' }],
    [{ url: 'https://youtu.be/aB3_x-9kLmQ' }, { type: 'Type is required' }],
    [{ url: 'https://youtu.be/aB3_x-9kLmQ', type: '' }, { type: 'Type is required' }],
    [{}, { url: 'URL is required', type: 'Type is required' }],
    [{ url: 'https://vimeo.com/76979871', type: 'short' }, { url: 'Only YouTube links are accepted' }],
    [
      { url: 'https://youtube.com.evil.example/watch?v=aB3_x-9kLmQ', type: 'short' },
      { url: 'Only YouTube links are accepted' },
    ],
    [{ url: 'https://www.youtube.com/@NDTVIndia', type: 'short' }, { url: 'Only YouTube links are accepted' }],
    [{ url: 'not a link', type: 'short' }, { url: 'Only YouTube links are accepted' }],
    [
      { url: 'https://youtu.be/aB3_x-9kLmQ', type: 'banner' },
      { type: 'Type must be one of right-yt, middle-yt, middle, short' },
    ],
    [{ url: 42, type: 'short' }, { url: 'URL is required' }],
  ])('validates %j', async (payload, errors) => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await create(payload, auth);
    expect(response).toFailValidation(errors);
  });

  it('refuses a non-YouTube link in the service too, for callers that skip the route (seed, scripts)', async () => {
    const { admin } = await buildAdmin(t().ctx);
    await expect(
      createVideo(t().ctx, admin.id, { url: 'https://vimeo.com/76979871', type: 'short' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Only YouTube links are accepted' });
  });

  it('needs an admin token, checked before the body', async () => {
    const before = await t().db.selectFrom('videos').select('id').execute();
    const anonymous = await create({});
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const asReader = await create({ url: 'https://youtu.be/aB3_x-9kLmQ', type: 'short' }, reader.auth);
    expect(asReader).toFailWith(403, 'Access denied');
    expect(await t().db.selectFrom('videos').select('id').execute()).toEqual(before);
  });
});

describeEachDialect('DELETE /api/v1/yt/delete/:id', (t) => {
  const remove = (id: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/yt/delete/${id}`, headers });
  const exists = async (id: string) =>
    (await t().db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('lets a plain admin delete a video and audits it', async () => {
    const video = await buildVideo(t().ctx, { type: 'middle' });
    const { admin, auth } = await buildAdmin(t().ctx);
    const response = await remove(video.id, auth);
    expect(response).toAnswer(200, { success: true, message: 'Youtube video deleted successfully!' });
    expect(await exists(video.id)).toBe(false);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', video.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'delete', entity: 'video' })]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ videoId: video.video_id, type: 'middle' });
  });

  it('lets a SuperAdmin delete, and answers 404 the second time', async () => {
    const video = await buildVideo(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    expect((await remove(video.id, auth)).statusCode).toBe(200);
    const again = await remove(video.id, auth);
    expect(again).toFailWith(404, 'Video not found');
  });

  it('refuses without a token and to readers', async () => {
    const video = await buildVideo(t().ctx);
    const anonymous = await remove(video.id);
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const asReader = await remove(video.id, reader.auth);
    expect(asReader).toFailWith(403, 'Access denied');
    expect(await exists(video.id)).toBe(true);
  });
});
