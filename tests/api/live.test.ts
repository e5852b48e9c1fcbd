import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { buildLiveStream } from '../helpers/live.factory';
import { multipart } from '../helpers/multipart';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString();
const UNKNOWN_ID = '0123456789abcdef01234567';
const EMBED = 'https://www.youtube-nocookie.com/embed/';

describeEachDialect('GET /api/v1/live/getAll', (t) => {
  const list = (headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: '/api/v1/live/getAll', headers });

  it('answers an empty list when there are no streams', async () => {
    expect((await list()).json()).toEqual({ success: true, liveStreams: [] });
  });

  it('shows readers only active streams, newest first; admins see every stream', async () => {
    const older = await buildLiveStream(t().ctx, {
      name: 'Assembly session',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embed_url: `${EMBED}dQw4w9WgXcQ`,
      created_at: '2026-11-01T08:00:00.000Z',
    });
    const hidden = await buildLiveStream(t().ctx, { active: 0, created_at: '2026-11-02T08:00:00.000Z' });
    const newer = await buildLiveStream(t().ctx, { name: 'चुनाव परिणाम', created_at: '2026-11-03T08:00:00.000Z' });

    const publicView = await list();
    expect(publicView).toAnswer(200, {
      success: true,
      liveStreams: [
        {
          _id: newer.id,
          name: 'चुनाव परिणाम',
          url: newer.url,
          embedUrl: newer.url,
          active: true,
          createdAt: newer.created_at,
          updatedAt: ISO,
        },
        {
          _id: older.id,
          name: 'Assembly session',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          embedUrl: `${EMBED}dQw4w9WgXcQ`,
          active: true,
          createdAt: older.created_at,
          updatedAt: ISO,
        },
      ],
    });
    const reader = await buildReader(t().ctx);
    expect((await list(reader.auth)).json()).toEqual(publicView.json());

    const { auth } = await buildAdmin(t().ctx);
    const adminView = (await list(auth)).json();
    expect(adminView.liveStreams.map((item: { _id: string }) => item._id)).toEqual([newer.id, hidden.id, older.id]);
    expect(adminView.liveStreams[1]).toMatchObject({ _id: hidden.id, active: false });
  });
});

describeEachDialect('POST /api/v1/live/create', (t) => {
  const create = (payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/v1/live/create', headers, payload: payload as object });

  it('adds an active stream by default, stores it and audits it', async () => {
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await create({ name: ' Budget speech ', url: 'https://youtu.be/dQw4w9WgXcQ' }, auth);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Live News Added Successfully',
      liveStream: {
        _id: ID,
        name: 'Budget speech',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        embedUrl: `${EMBED}dQw4w9WgXcQ`,
        active: true,
        createdAt: ISO,
        updatedAt: ISO,
      },
    });
    const row = await t()
      .db.selectFrom('live_streams')
      .selectAll()
      .where('id', '=', body.liveStream._id)
      .executeTakeFirst();
    expect(row).toMatchObject({ url: 'https://youtu.be/dQw4w9WgXcQ', embed_url: `${EMBED}dQw4w9WgXcQ`, active: 1 });
    const audit = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', body.liveStream._id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'live_stream' })]);
  });

  it('takes multipart with active "false" as an inactive stream', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const form = await multipart({ name: 'Rehearsal', url: 'https://stream.example.com/rehearsal', active: 'false' });
    const response = await create(form.payload, { ...auth, ...form.headers });
    expect(response.statusCode).toBe(201);
    expect(response.json().liveStream).toMatchObject({
      name: 'Rehearsal',
      url: 'https://stream.example.com/rehearsal',
      embedUrl: 'https://stream.example.com/rehearsal',
      active: false,
    });
  });

  it.each([
    ['a watch link', 'https://www.youtube.com/watch?v=aB3_x-9kLmQ&t=5s'],
    ['a live link', 'https://www.youtube.com/live/aB3_x-9kLmQ?si=share'],
    ['a shorts link', 'https://youtube.com/shorts/aB3_x-9kLmQ'],
    ['a youtu.be link', 'https://youtu.be/aB3_x-9kLmQ'],
    ['an embed link', 'https://www.youtube.com/embed/aB3_x-9kLmQ'],
    ['a mobile link', 'https://m.youtube.com/watch?v=aB3_x-9kLmQ'],
  ])('turns %s into the privacy-enhanced embed and keeps the original', async (_kind, url) => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await create({ name: 'Live', url }, auth);
    expect(response.statusCode).toBe(201);
    expect(response.json().liveStream).toMatchObject({ url, embedUrl: `${EMBED}aB3_x-9kLmQ` });
  });

  it('keeps a lookalike host as it is, never as a YouTube embed', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const url = 'https://youtube.com.evil.example/watch?v=aB3_x-9kLmQ';
    const response = await create({ name: 'Live', url }, auth);
    expect(response.json().liveStream).toMatchObject({ url, embedUrl: url });
  });

  it.each([
    [{ url: 'https://stream.example.com/a' }, { name: 'Name is required' }],
    [{ name: '  ', url: 'https://stream.example.com/a' }, { name: 'Name is required' }],
    [{ name: 'Live' }, { url: 'URL is required' }],
    [{ name: 'Live', url: ' ' }, { url: 'URL is required' }],
    [{}, { name: 'Name is required', url: 'URL is required' }],
    [{ name: 'Live', url: 'javascript:alert(1)' }, { url: 'URL must be an http(s) link' }],
    [{ name: 'Live', url: 'ftp://stream.example.com/a' }, { url: 'URL must be an http(s) link' }],
    [{ name: 'Live', url: 'stream.example.com/a' }, { url: 'URL must be an http(s) link' }],
    [
      { name: 'Live', url: 'https://stream.example.com/a', active: 'maybe' },
      { active: 'Active must be true or false' },
    ],
    [{ name: 'x'.repeat(201), url: 'https://stream.example.com/a' }, { name: 'Name must be at most 200 characters' }],
  ])('validates %j', async (payload, errors) => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await create(payload, auth);
    expect(response).toFailValidation(errors);
  });

  it('needs an admin token with canAdd, checked before the body', async () => {
    const before = await t().db.selectFrom('live_streams').select('id').execute();
    const anonymous = await create({});
    expect(anonymous).toFailWith(401, 'Authentication required');
    const payload = { name: 'Live', url: 'https://stream.example.com/a' };
    const reader = await buildReader(t().ctx);
    expect((await create(payload, reader.auth)).json()).toEqual({ success: false, message: 'Access denied' });
    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true, canDelete: true } });
    const withoutFlag = await create(payload, editor.auth);
    expect(withoutFlag).toFailWith(403, 'Access denied');
    expect(await t().db.selectFrom('live_streams').select('id').execute()).toEqual(before);
  });
});

describeEachDialect('PUT /api/v1/live/livestream/:id', (t) => {
  const edit = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'PUT', url: `/api/v1/live/livestream/${id}`, headers, payload: payload as object });
  const stored = (id: string) => t().db.selectFrom('live_streams').selectAll().where('id', '=', id).executeTakeFirst();

  it('saves the whole edited object with canEdit, recomputes the embed and audits it', async () => {
    const stream = await buildLiveStream(t().ctx, { active: 0, created_at: YESTERDAY, updated_at: YESTERDAY });
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const sent = {
      _id: 'ignored',
      name: 'Counting day',
      url: 'https://www.youtube.com/live/aB3_x-9kLmQ',
      active: true,
      createdAt: '1999-01-01T00:00:00.000Z',
    };
    const response = await edit(stream.id, sent, auth);
    expect(response).toAnswer(200, {
      success: true,
      message: 'The live stream has been successfully updated.',
      liveStream: {
        _id: stream.id,
        name: 'Counting day',
        url: 'https://www.youtube.com/live/aB3_x-9kLmQ',
        embedUrl: `${EMBED}aB3_x-9kLmQ`,
        active: true,
        createdAt: YESTERDAY,
        updatedAt: ISO,
      },
    });
    expect(response.json().liveStream.updatedAt > YESTERDAY).toBe(true);
    expect(await stored(stream.id)).toMatchObject({
      name: 'Counting day',
      embed_url: `${EMBED}aB3_x-9kLmQ`,
      active: 1,
    });
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', stream.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'update', entity: 'live_stream' })]);
  });

  it('keeps the active flag when the dialog leaves it out, and drops the embed when the link leaves YouTube', async () => {
    const stream = await buildLiveStream(t().ctx, {
      active: 0,
      url: 'https://youtu.be/aB3_x-9kLmQ',
      embed_url: `${EMBED}aB3_x-9kLmQ`,
    });
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await edit(stream.id, { name: 'Studio feed', url: 'https://cdn.example.com/feed' }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().liveStream).toMatchObject({
      name: 'Studio feed',
      url: 'https://cdn.example.com/feed',
      embedUrl: 'https://cdn.example.com/feed',
      active: false,
    });
  });

  it.each([
    [{ url: 'https://stream.example.com/a' }, { name: 'Name is required' }],
    [{ name: 'Live' }, { url: 'URL is required' }],
    [{ name: 'Live', url: 'data:text/html,hi' }, { url: 'URL must be an http(s) link' }],
    [
      { name: 'Live', url: 'https://stream.example.com/a', active: 'maybe' },
      { active: 'Active must be true or false' },
    ],
  ])('validates %j and changes nothing', async (payload, errors) => {
    const stream = await buildLiveStream(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await edit(stream.id, payload, auth);
    expect(response).toFailValidation(errors);
    expect(await stored(stream.id)).toEqual(stream);
  });

  it('answers 404 for an unknown id', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await edit(UNKNOWN_ID, { name: 'Live', url: 'https://stream.example.com/a' }, auth);
    expect(response).toFailWith(404, 'Live stream not found');
  });

  it('refuses without a token, to readers and to admins without canEdit', async () => {
    const stream = await buildLiveStream(t().ctx);
    const payload = { name: 'Changed', url: 'https://stream.example.com/changed' };
    const anonymous = await edit(stream.id, {});
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    expect((await edit(stream.id, payload, reader.auth)).statusCode).toBe(403);
    const adder = await buildAdmin(t().ctx, { permissions: { canAdd: true, canDelete: true } });
    const withoutFlag = await edit(stream.id, payload, adder.auth);
    expect(withoutFlag).toFailWith(403, 'Access denied');
    expect(await stored(stream.id)).toEqual(stream);
  });
});

describeEachDialect('PUT /api/v1/live/update/:id', (t) => {
  const toggle = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'PUT', url: `/api/v1/live/update/${id}`, headers, payload: payload as object });
  const publicIds = async () =>
    (await t().app.inject({ method: 'GET', url: '/api/v1/live/getAll' }))
      .json()
      .liveStreams.map((item: { _id: string }) => item._id);

  it('lets any admin deactivate and reactivate a stream; readers stop and start seeing it', async () => {
    const stream = await buildLiveStream(t().ctx, { created_at: YESTERDAY, updated_at: YESTERDAY });
    const { admin, auth } = await buildAdmin(t().ctx);
    const off = await toggle(stream.id, { active: false }, auth);
    expect(off).toAnswer(200, {
      success: true,
      message: 'Live News Deactivated Successfully',
      liveStream: {
        _id: stream.id,
        name: stream.name,
        url: stream.url,
        embedUrl: stream.embed_url,
        active: false,
        createdAt: YESTERDAY,
        updatedAt: ISO,
      },
    });
    expect(await publicIds()).not.toContain(stream.id);

    const on = await toggle(stream.id, { active: 'true' }, auth);
    expect(on.json()).toMatchObject({ message: 'Live News Activated Successfully', liveStream: { active: true } });
    expect(await publicIds()).toContain(stream.id);

    const audit = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', stream.id)
      .orderBy('id')
      .execute();
    expect(audit.map((line) => [line.admin_id, line.action, JSON.parse(line.details)])).toEqual([
      [admin.id, 'toggle', { active: false }],
      [admin.id, 'toggle', { active: true }],
    ]);
  });

  it('lets a SuperAdmin toggle too', async () => {
    const stream = await buildLiveStream(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    expect((await toggle(stream.id, { active: false }, auth)).json().liveStream.active).toBe(false);
  });

  it.each([
    [{}, 'Active is required'],
    [{ active: 'maybe' }, 'Active must be true or false'],
  ])('validates the flag: %j', async (payload, message) => {
    const stream = await buildLiveStream(t().ctx);
    const { auth } = await buildAdmin(t().ctx);
    const response = await toggle(stream.id, payload, auth);
    expect(response).toAnswer(400, { success: false, message, errors: { active: message } });
  });

  it('answers 404 for an unknown id', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await toggle(UNKNOWN_ID, { active: true }, auth);
    expect(response).toFailWith(404, 'Live stream not found');
  });

  it('needs an admin token', async () => {
    const stream = await buildLiveStream(t().ctx);
    expect((await toggle(stream.id, { active: false })).statusCode).toBe(401);
    const reader = await buildReader(t().ctx);
    const asReader = await toggle(stream.id, { active: false }, reader.auth);
    expect(asReader).toFailWith(403, 'Access denied');
    expect(await publicIds()).toContain(stream.id);
  });
});

describeEachDialect('DELETE /api/v1/live/delete/:id', (t) => {
  const remove = (id: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/live/delete/${id}`, headers });
  const exists = async (id: string) =>
    (await t().db.selectFrom('live_streams').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('deletes with canDelete and audits it', async () => {
    const stream = await buildLiveStream(t().ctx, { name: 'Old feed' });
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    const response = await remove(stream.id, auth);
    expect(response).toAnswer(200, { success: true, message: 'Live News Deleted Successfully' });
    expect(await exists(stream.id)).toBe(false);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', stream.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'delete', entity: 'live_stream' })]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ name: 'Old feed' });
  });

  it('lets a SuperAdmin delete, and answers 404 the second time', async () => {
    const stream = await buildLiveStream(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    expect((await remove(stream.id, auth)).statusCode).toBe(200);
    const again = await remove(stream.id, auth);
    expect(again).toFailWith(404, 'Live stream not found');
  });

  it('refuses without a token, to readers and to admins without canDelete', async () => {
    const stream = await buildLiveStream(t().ctx);
    expect((await remove(stream.id)).json()).toEqual({ success: false, message: 'Authentication required' });
    const reader = await buildReader(t().ctx);
    expect((await remove(stream.id, reader.auth)).statusCode).toBe(403);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true } });
    const withoutFlag = await remove(stream.id, editor.auth);
    expect(withoutFlag).toFailWith(403, 'Access denied');
    expect(await exists(stream.id)).toBe(true);
  });
});
