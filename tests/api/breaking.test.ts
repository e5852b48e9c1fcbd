import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildBreakingNews } from '../helpers/breaking.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString();

describeEachDialect('GET /api/v1/breakingNews/getAll', (t) => {
  const list = (headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url: '/api/v1/breakingNews/getAll', headers });

  it('answers an empty list when there is no breaking news', async () => {
    const response = await list();
    expect(response).toAnswer(200, { success: true, breakingNewss: [] });
  });

  it('shows readers only active items, newest first; admins see every item', async () => {
    const oldest = await buildBreakingNews(t().ctx, {
      name: 'Monsoon reaches Kerala',
      created_at: '2026-11-01T08:00:00.000Z',
    });
    const hidden = await buildBreakingNews(t().ctx, { active: 0, created_at: '2026-11-02T08:00:00.000Z' });
    const newest = await buildBreakingNews(t().ctx, { name: 'संसद में बजट पेश', created_at: '2026-11-03T08:00:00.000Z' });

    const publicView = await list();
    expect(publicView.json()).toEqual({
      success: true,
      breakingNewss: [
        { _id: newest.id, name: 'संसद में बजट पेश', active: true, createdAt: newest.created_at, updatedAt: ISO },
        { _id: oldest.id, name: 'Monsoon reaches Kerala', active: true, createdAt: oldest.created_at, updatedAt: ISO },
      ],
    });

    const reader = await buildReader(t().ctx);
    expect((await list(reader.auth)).json()).toEqual(publicView.json());
    // A token sent is a token checked (docs/decisions/050): a stale session learns it at once.
    const forged = await list({ authorization: 'Bearer not.a.token' });
    expect(forged).toFailWith(401, 'Invalid or expired token');

    const { auth } = await buildAdmin(t().ctx);
    const adminView = await list(auth);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json().breakingNewss.map((item: { _id: string }) => item._id)).toEqual([
      newest.id,
      hidden.id,
      oldest.id,
    ]);
    expect(adminView.json().breakingNewss[1]).toEqual({
      _id: hidden.id,
      name: hidden.name,
      active: false,
      createdAt: hidden.created_at,
      updatedAt: ISO,
    });
  });
});

describeEachDialect('POST /api/v1/breakingNews/create', (t) => {
  const create = (payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: '/api/v1/breakingNews/create', headers, payload: payload as object });

  it('adds an active item from JSON, stores it and audits it', async () => {
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await create({ name: '  भारत ने   मैच\n जीता  ' }, auth);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Breaking News Added Successfully',
      breakingNews: { _id: ID, name: 'भारत ने मैच जीता', active: true, createdAt: ISO, updatedAt: ISO },
    });
    const row = await t()
      .db.selectFrom('breaking_news')
      .selectAll()
      .where('id', '=', body.breakingNews._id)
      .executeTakeFirst();
    expect(row).toMatchObject({ name: 'भारत ने मैच जीता', active: 1 });
    const audit = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', body.breakingNews._id)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'breaking_news', created_at: ISO }),
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ name: 'भारत ने मैच जीता' });
  });

  it('accepts multipart and keeps markup as plain text', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const form = await multipart({ name: '<b>Flood alert</b> in Assam' });
    const response = await create(form.payload, { ...auth, ...form.headers });
    expect(response.statusCode).toBe(201);
    expect(response.json().breakingNews.name).toBe('<b>Flood alert</b> in Assam');
  });

  it.each([
    ['missing', {}],
    ['empty', { name: '' }],
    ['blank', { name: '   ' }],
    ['not text', { name: 42 }],
  ])('answers "Name is required" when the name is %s', async (_case, payload) => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await create(payload, auth);
    expect(response).toAnswer(400, {
      success: false,
      message: 'Name is required',
      errors: { name: 'Name is required' },
    });
  });

  it('takes 300 characters and refuses 301', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    expect((await create({ name: 'क'.repeat(300) }, auth)).statusCode).toBe(201);
    const response = await create({ name: 'क'.repeat(301) }, auth);
    expect(response).toAnswer(400, {
      success: false,
      message: 'Name must be at most 300 characters',
      errors: { name: 'Name must be at most 300 characters' },
    });
  });

  it('rejects malformed JSON', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await create('{"name": ', { ...auth, 'content-type': 'application/json' });
    expect(response).toFailWith(400, 'The request body is not valid JSON');
  });

  it('needs an admin token with canAdd, checked before the body', async () => {
    const before = await t().db.selectFrom('breaking_news').select('id').execute();
    const anonymous = await create({});
    expect(anonymous).toFailWith(401, 'Authentication required');

    const reader = await buildReader(t().ctx);
    const asReader = await create({ name: 'x' }, reader.auth);
    expect(asReader).toFailWith(403, 'Access denied');

    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true, canDelete: true } });
    const withoutFlag = await create({ name: 'x' }, editor.auth);
    expect(withoutFlag).toFailWith(403, 'Access denied');

    expect(await t().db.selectFrom('breaking_news').select('id').execute()).toEqual(before);
  });
});

describeEachDialect('PUT /api/v1/breakingNews/update/:id', (t) => {
  const toggle = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'PUT', url: `/api/v1/breakingNews/update/${id}`, headers, payload: payload as object });
  const publicIds = async () =>
    (await t().app.inject({ method: 'GET', url: '/api/v1/breakingNews/getAll' }))
      .json()
      .breakingNewss.map((item: { _id: string }) => item._id);

  it('lets any admin deactivate and reactivate an item; readers stop and start seeing it', async () => {
    const item = await buildBreakingNews(t().ctx, { created_at: YESTERDAY, updated_at: YESTERDAY });
    const { admin, auth } = await buildAdmin(t().ctx);

    const off = await toggle(item.id, { active: false }, auth);
    expect(off).toAnswer(200, {
      success: true,
      message: 'Breaking News Deactivated Successfully',
      breakingNews: { _id: item.id, name: item.name, active: false, createdAt: YESTERDAY, updatedAt: ISO },
    });
    expect(off.json().breakingNews.updatedAt > YESTERDAY).toBe(true);
    expect(await publicIds()).not.toContain(item.id);

    const on = await toggle(item.id, { active: 'true' }, auth);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Breaking News Activated Successfully',
      breakingNews: { active: true },
    });
    expect(await publicIds()).toContain(item.id);

    const audit = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', item.id)
      .orderBy('id')
      .execute();
    expect(audit.map((line) => [line.admin_id, line.action, line.entity, JSON.parse(line.details)])).toEqual([
      [admin.id, 'toggle', 'breaking_news', { active: false }],
      [admin.id, 'toggle', 'breaking_news', { active: true }],
    ]);
  });

  it('lets a SuperAdmin toggle too', async () => {
    const item = await buildBreakingNews(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await toggle(item.id, { active: false }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().breakingNews.active).toBe(false);
  });

  it.each([
    [{}, 'Active is required'],
    [{ active: 'maybe' }, 'Active must be true or false'],
    [{ active: null }, 'Active must be true or false'],
    [{ active: 1 }, 'Active must be true or false'],
  ])('validates the flag: %j', async (payload, message) => {
    const item = await buildBreakingNews(t().ctx);
    const { auth } = await buildAdmin(t().ctx);
    const response = await toggle(item.id, payload, auth);
    expect(response).toAnswer(400, { success: false, message, errors: { active: message } });
    const row = await t().db.selectFrom('breaking_news').select('active').where('id', '=', item.id).executeTakeFirst();
    expect(row?.active).toBe(1);
  });

  it('answers 404 for an unknown id and writes no audit line', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await toggle('0123456789abcdef01234567', { active: false }, auth);
    expect(response).toFailWith(404, 'Breaking news not found');
    const audit = await t()
      .db.selectFrom('audit_log')
      .select('id')
      .where('entity_id', '=', '0123456789abcdef01234567')
      .execute();
    expect(audit).toEqual([]);
  });

  it('needs an admin token', async () => {
    const item = await buildBreakingNews(t().ctx);
    const anonymous = await toggle(item.id, { active: false });
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const asReader = await toggle(item.id, { active: false }, reader.auth);
    expect(asReader).toFailWith(403, 'Access denied');
    const row = await t().db.selectFrom('breaking_news').select('active').where('id', '=', item.id).executeTakeFirst();
    expect(row?.active).toBe(1);
  });
});

describeEachDialect('DELETE /api/v1/breakingNews/delete/:id', (t) => {
  const remove = (id: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/breakingNews/delete/${id}`, headers });
  const exists = async (id: string) =>
    (await t().db.selectFrom('breaking_news').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  it('deletes with canDelete and audits it', async () => {
    const item = await buildBreakingNews(t().ctx, { name: 'Old alert' });
    const { admin, auth } = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    const response = await remove(item.id, auth);
    expect(response).toAnswer(200, { success: true, message: 'Breaking News Deleted Successfully' });
    expect(await exists(item.id)).toBe(false);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', item.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'delete', entity: 'breaking_news' })]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ name: 'Old alert' });
  });

  it('lets a SuperAdmin delete', async () => {
    const item = await buildBreakingNews(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    expect((await remove(item.id, auth)).statusCode).toBe(200);
    expect(await exists(item.id)).toBe(false);
  });

  it('answers 404 for an unknown or already deleted id', async () => {
    const item = await buildBreakingNews(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    await remove(item.id, auth);
    const again = await remove(item.id, auth);
    expect(again).toFailWith(404, 'Breaking news not found');
  });

  it('refuses without a token, to readers and to admins without canDelete', async () => {
    const item = await buildBreakingNews(t().ctx);
    const anonymous = await remove(item.id);
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    expect((await remove(item.id, reader.auth)).json()).toEqual({ success: false, message: 'Access denied' });
    const adder = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true } });
    const withoutFlag = await remove(item.id, adder.auth);
    expect(withoutFlag).toFailWith(403, 'Access denied');
    expect(await exists(item.id)).toBe(true);
  });
});
