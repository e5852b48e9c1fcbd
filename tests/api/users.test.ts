import { expect, it } from 'vitest';
import { newId } from '../../src/server/lib/ids';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/** A reader registered at a given time, so the order of the list is known. */
async function insertReader(
  t: () => TestApp,
  { at, ...fields }: { name: string; email: string; location: string; at: string },
) {
  const id = newId();
  await t()
    .db.insertInto('readers')
    .values({ id, ...fields, token_version: 1, created_at: at, updated_at: at })
    .execute();
  return id;
}

describeEachDialect('GET /api/v1/users', (t) => {
  const list = (headers: Record<string, string>, query = '') =>
    t().app.inject({ method: 'GET', url: `/api/v1/users${query}`, headers });

  it('answers an empty list when nobody has registered', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    const response = await list(boss.auth);
    expect(response).toAnswer(200, { success: true, users: [] });
  });

  it('is for the SuperAdmin only', async () => {
    const none = await list({});
    expect(none).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true, canDelete: true } });
    for (const who of [reader.auth, editor.auth]) {
      const response = await list(who);
      expect(response).toFailWith(403, 'Access denied');
    }
  });

  it('lists every reader newest first with name, email, location and registration date', async () => {
    await t().db.deleteFrom('readers').execute();
    const boss = await buildSuperAdmin(t().ctx);
    const older = await insertReader(t, {
      name: 'आशा देवी',
      email: 'asha@example.com',
      location: 'पटना',
      at: '2026-10-01T05:30:00.000Z',
    });
    const newer = await insertReader(t, {
      name: 'John Mathew',
      email: 'john@example.com',
      location: 'Kochi',
      at: '2026-11-20T10:00:00.000Z',
    });
    const latest = await buildReader(t().ctx);

    const response = await list(boss.auth);
    expect(response).toAnswer(200, {
      success: true,
      users: [
        { _id: latest.id, name: expect.any(String), email: expect.any(String), location: 'Jaipur', createdAt: ISO },
        {
          _id: newer,
          name: 'John Mathew',
          email: 'john@example.com',
          location: 'Kochi',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        {
          _id: older,
          name: 'आशा देवी',
          email: 'asha@example.com',
          location: 'पटना',
          createdAt: '2026-10-01T05:30:00.000Z',
        },
      ],
    });
    expect(response.body).not.toContain('token_version');
  });

  it('answers one page with its pagination when page or limit is given', async () => {
    await t().db.deleteFrom('readers').execute();
    const boss = await buildSuperAdmin(t().ctx);
    const ids: string[] = [];
    for (let day = 1; day <= 5; day += 1) {
      ids.push(
        await insertReader(t, {
          name: `Reader ${day}`,
          email: `r${day}@example.com`,
          location: 'Delhi',
          at: `2026-11-0${day}T00:00:00.000Z`,
        }),
      );
    }
    const newestFirst = [...ids].reverse();

    const second = await list(boss.auth, '?page=2&limit=2');
    expect(second.statusCode).toBe(200);
    expect(second.json().users.map((user: { _id: string }) => user._id)).toEqual(newestFirst.slice(2, 4));
    expect(second.json().pagination).toEqual({ total: 5, page: 2, limit: 2, pages: 3 });

    const firstByDefault = await list(boss.auth, '?page=1');
    expect(firstByDefault.json().pagination).toEqual({ total: 5, page: 1, limit: 10, pages: 1 });
    expect(firstByDefault.json().users).toHaveLength(5);

    const beyond = await list(boss.auth, '?page=9&limit=2');
    expect(beyond.json()).toEqual({ success: true, users: [], pagination: { total: 5, page: 9, limit: 2, pages: 3 } });
  });

  it('rejects a page or limit that is not a positive whole number', async () => {
    const boss = await buildSuperAdmin(t().ctx);
    for (const query of ['?page=0', '?page=abc', '?limit=101', '?limit=1.5']) {
      const response = await list(boss.auth, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: expect.any(String),
        errors: { [query.slice(1).split('=')[0] ?? '']: expect.any(String) },
      });
    }
  });
});
