import { expect, it } from 'vitest';
import { recordAudit } from '../../src/server/modules/audit/audit.repository';
import { AUDIT_KIND_MESSAGE } from '../../src/shared/schemas/audit';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

function activity(t: () => TestApp, query: string, headers: Record<string, string>) {
  return t().app.inject({ method: 'GET', url: `/api/v1/audit${query}`, headers });
}

describeEachDialect('GET /api/v1/audit access', (t) => {
  it('answers 401 without a token and 403 to a reader and to an Admin holding every flag', async () => {
    expect(await activity(t, '', {})).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    expect(await activity(t, '', reader.auth)).toFailWith(403, 'Access denied');
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true, canDelete: true } });
    expect(await activity(t, '', editor.auth)).toFailWith(403, 'Access denied');
  });
});

describeEachDialect('GET /api/v1/audit', (t) => {
  it('says who did what to which item, and when, newest first, naming the item as it reads now', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const added = await t().app.inject({
      method: 'POST',
      url: '/api/v1/admin/add',
      headers: boss.auth,
      payload: { name: 'Sunita Rao', email: 'sunita@example.com', password: 'harbour-lantern-mango-71' },
    });
    const sunita = added.json().admin._id as string;
    const line = await t().app.inject({
      method: 'POST',
      url: '/api/v1/breakingNews/create',
      headers: boss.auth,
      payload: { name: 'बाढ़ की चेतावनी' },
    });
    const breaking = line.json().breakingNews._id as string;

    const response = await activity(t, `?adminId=${boss.admin.id}`, boss.auth);
    expect(response).toAnswer(200, {
      success: true,
      entries: [
        {
          _id: ID,
          admin: { _id: boss.admin.id, name: boss.admin.name, email: boss.admin.email },
          adminId: boss.admin.id,
          action: 'create',
          kind: 'breaking_news',
          itemId: breaking,
          item: 'बाढ़ की चेतावनी',
          details: { name: 'बाढ़ की चेतावनी' },
          createdAt: ISO,
        },
        {
          _id: ID,
          admin: { _id: boss.admin.id, name: boss.admin.name, email: boss.admin.email },
          adminId: boss.admin.id,
          action: 'create',
          kind: 'admin',
          itemId: sunita,
          item: 'Sunita Rao (sunita@example.com)',
          details: expect.any(Object),
          createdAt: ISO,
        },
      ],
      pagination: { total: 2, page: 1, limit: 10, pages: 1 },
    });
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('filters by admin, by kind and by action, and pages', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const writer = await buildAdmin(t().ctx);
    const other = await buildAdmin(t().ctx);
    for (const [action, entity] of [
      ['create', 'news'],
      ['update', 'news'],
      ['toggle', 'news'],
      ['create', 'poll'],
    ] as const) {
      await recordAudit(t().db, { adminId: writer.admin.id, action, entity, entityId: `${entity}-${action}` });
    }
    await recordAudit(t().db, { adminId: other.admin.id, action: 'create', entity: 'news', entityId: 'elsewhere' });

    const mine = (await activity(t, `?adminId=${writer.admin.id}`, boss.auth)).json();
    expect(mine.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([
      'poll-create',
      'news-toggle',
      'news-update',
      'news-create',
    ]);
    expect(mine.pagination).toEqual({ total: 4, page: 1, limit: 10, pages: 1 });

    const news = (await activity(t, `?adminId=${writer.admin.id}&kind=news`, boss.auth)).json();
    expect(news.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([
      'news-toggle',
      'news-update',
      'news-create',
    ]);
    const creates = (await activity(t, `?adminId=${writer.admin.id}&action=create`, boss.auth)).json();
    expect(creates.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual(['poll-create', 'news-create']);
    const everyonesNews = (await activity(t, '?kind=news&action=create', boss.auth)).json();
    expect(everyonesNews.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual([
      'elsewhere',
      'news-create',
    ]);

    const second = (await activity(t, `?adminId=${writer.admin.id}&page=2&limit=3`, boss.auth)).json();
    expect(second.entries.map((entry: { itemId: string }) => entry.itemId)).toEqual(['news-create']);
    expect(second.pagination).toEqual({ total: 4, page: 2, limit: 3, pages: 2 });
    const beyond = (await activity(t, `?adminId=${writer.admin.id}&page=9`, boss.auth)).json();
    expect(beyond.entries).toEqual([]);
  });

  it('keeps lines of deleted admins and items, without a name for either', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const leaver = await buildAdmin(t().ctx, { permissions: { canAdd: true, canDelete: true } });
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/v1/breakingNews/create',
      headers: leaver.auth,
      payload: { name: 'Short-lived' },
    });
    const id = created.json().breakingNews._id as string;
    await t().app.inject({ method: 'DELETE', url: `/api/v1/breakingNews/delete/${id}`, headers: leaver.auth });
    await t().app.inject({ method: 'DELETE', url: `/api/v1/admin/delete/${leaver.admin.id}`, headers: boss.auth });

    const lines = (await activity(t, `?adminId=${leaver.admin.id}`, boss.auth)).json().entries;
    expect(lines).toEqual([
      expect.objectContaining({ admin: null, adminId: leaver.admin.id, action: 'delete', itemId: id, item: null }),
      expect.objectContaining({ admin: null, adminId: leaver.admin.id, action: 'create', itemId: id, item: null }),
    ]);
  });

  it('refuses an unknown kind, an unknown action and a bad page with 400', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    expect(await activity(t, '?kind=article', boss.auth)).toFailValidation({ kind: AUDIT_KIND_MESSAGE });
    expect((await activity(t, '?action=publish', boss.auth)).statusCode).toBe(400);
    expect((await activity(t, '?page=0', boss.auth)).statusCode).toBe(400);
  });
});
