import { expect, it } from 'vitest';
import type { CategoryRow, SubcategoryRow } from '../../src/server/db/database';
import { isForeignKeyViolation } from '../../src/server/db/errors';
import { removeCategory } from '../../src/server/modules/categories/categories.repository';
import { removeSubcategory } from '../../src/server/modules/subcategories/subcategories.repository';
import type { News } from '../../src/shared/schemas/news';
import { describeEachDialect } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

const UNKNOWN_ID = '0193ab0000000000deadbeef';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** `count` published articles, the first one the newest; plus an inactive and a future-dated one that must never show. */
async function fileArticles(
  t: () => { ctx: Parameters<typeof buildNews>[0] },
  place: { category?: CategoryRow; subcategory?: SubcategoryRow },
  count: number,
): Promise<{ published: News[]; hidden: News[] }> {
  const published: News[] = [];
  for (let index = 0; index < count; index += 1) {
    published.push(await buildNews(t().ctx, { ...place, publish: minutesAgo(10 + index) }));
  }
  const hidden = [
    await buildNews(t().ctx, { ...place, active: false, publish: minutesAgo(1) }),
    await buildNews(t().ctx, { ...place, publish: new Date(Date.now() + 3_600_000).toISOString() }),
  ];
  return { published, hidden };
}

describeEachDialect('GET /api/v1/category/all', (t) => {
  it('answers every category in navigation order, each with its subcategories, without a token', async () => {
    const empty = await t().app.inject({ method: 'GET', url: '/api/v1/category/all' });
    expect(empty.json()).toEqual({ success: true, categories: [] });

    const second = await buildCategory(t().ctx, { name: 'Second', position: 2 });
    const first = await buildCategory(t().ctx, { name: 'First', position: 1 });
    const tiedLater = await buildCategory(t().ctx, { name: 'Tied later', position: 2 });
    const older = await buildSubcategory(t().ctx, { category: second, name: 'Older' });
    const newer = await buildSubcategory(t().ctx, { category: second, name: 'Newer' });
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/category/all' });
    expect(response.statusCode).toBe(200);
    const present = (row: typeof first, subCategories: { _id: string; name: string; slug: string | null }[]) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      image: row.image,
      position: row.position,
      subCategories,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
    expect(response.json()).toEqual({
      success: true,
      categories: [
        present(first, []),
        present(second, [
          { _id: older.id, name: 'Older', slug: older.slug },
          { _id: newer.id, name: 'Newer', slug: newer.slug },
        ]),
        present(tiedLater, []),
      ],
    });
  });
});

describeEachDialect('GET /api/v1/category/{id}', (t) => {
  it('answers the category and its published active articles, newest first, 10 per page', async () => {
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'क्रिकेट' });
    const { published, hidden } = await fileArticles(t, { category }, 11);
    const inSubcategory = await buildNews(t().ctx, { subcategory, publish: minutesAgo(100) });
    await buildNews(t().ctx, { publish: minutesAgo(2) });

    const first = await t().app.inject({ method: 'GET', url: `/api/v1/category/${category.id}` });
    expect(first).toAnswer(200, {
      success: true,
      category: {
        _id: category.id,
        name: 'खेल',
        slug: category.slug,
        description: category.description,
        image: category.image,
        position: category.position,
        subCategories: [{ _id: subcategory.id, name: 'क्रिकेट', slug: subcategory.slug }],
        createdAt: category.created_at,
        updatedAt: category.updated_at,
      },
      news: published.slice(0, 10),
      pagination: { total: 12, page: 1, limit: 10, pages: 2 },
    });

    const second = await t().app.inject({ method: 'GET', url: `/api/v1/category/${category.id}?page=2` });
    expect(second.json().news).toEqual([published[10], inSubcategory]);
    expect(second.json().pagination).toEqual({ total: 12, page: 2, limit: 10, pages: 2 });

    const small = await t().app.inject({ method: 'GET', url: `/api/v1/category/${category.id}?page=3&limit=5` });
    expect(small.json().news.map((item: News) => item._id)).toEqual([published[10]?._id, inSubcategory._id]);
    expect(small.json().pagination).toEqual({ total: 12, page: 3, limit: 5, pages: 3 });

    const beyond = await t().app.inject({ method: 'GET', url: `/api/v1/category/${category.id}?page=9` });
    expect(beyond.json().news).toEqual([]);
    expect(beyond.json().pagination).toEqual({ total: 12, page: 9, limit: 10, pages: 2 });

    const everyId = [...first.json().news, ...second.json().news].map((item: News) => item._id);
    for (const item of hidden) expect(everyId).not.toContain(item._id);
  });

  it('answers an empty page for a category without articles', async () => {
    const category = await buildCategory(t().ctx);
    const response = await t().app.inject({ method: 'GET', url: `/api/v1/category/${category.id}` });
    expect(response.json()).toMatchObject({ news: [], pagination: { total: 0, page: 1, limit: 10, pages: 0 } });
  });

  it('answers 404 for an unknown id and 400 for a bad page or limit', async () => {
    const unknown = await t().app.inject({ method: 'GET', url: `/api/v1/category/${UNKNOWN_ID}` });
    expect(unknown).toFailWith(404, 'Category not found');
    const category = await buildCategory(t().ctx);
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=abc', 'page=1.5']) {
      const response = await t().app.inject({ method: 'GET', url: `/api/v1/category/${category.id}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const largest = await t().app.inject({ method: 'GET', url: `/api/v1/category/${category.id}?limit=100` });
    expect(largest.json().pagination.limit).toBe(100);
  });
});

describeEachDialect('GET /api/v1/subcategory/{id}', (t) => {
  it('answers the subcategory in `subCategories` and its published active articles, newest first', async () => {
    const category = await buildCategory(t().ctx, { name: 'राज्य' });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'राजस्थान' });
    const { published, hidden } = await fileArticles(t, { subcategory }, 3);
    await buildNews(t().ctx, { category, publish: minutesAgo(1) });

    const first = await t().app.inject({ method: 'GET', url: `/api/v1/subcategory/${subcategory.id}?limit=2` });
    expect(first).toAnswer(200, {
      success: true,
      subCategories: {
        _id: subcategory.id,
        name: 'राजस्थान',
        slug: subcategory.slug,
        description: subcategory.description,
        category: { _id: category.id, name: 'राज्य', slug: category.slug },
        createdAt: subcategory.created_at,
        updatedAt: subcategory.updated_at,
      },
      news: published.slice(0, 2),
      pagination: { total: 3, page: 1, limit: 2, pages: 2 },
    });
    const second = await t().app.inject({
      method: 'GET',
      url: `/api/v1/subcategory/${subcategory.id}?page=2&limit=2`,
    });
    expect(second.json().news).toEqual([published[2]]);
    const all = await t().app.inject({ method: 'GET', url: `/api/v1/subcategory/${subcategory.id}` });
    expect(all.json().pagination).toEqual({ total: 3, page: 1, limit: 10, pages: 1 });
    const ids = all.json().news.map((item: News) => item._id);
    for (const item of hidden) expect(ids).not.toContain(item._id);
  });

  it('answers 404 for an unknown id and 400 for a bad limit', async () => {
    const unknown = await t().app.inject({ method: 'GET', url: `/api/v1/subcategory/${UNKNOWN_ID}` });
    expect(unknown).toFailWith(404, 'SubCategory not found');
    const subcategory = await buildSubcategory(t().ctx);
    const tooMany = await t().app.inject({ method: 'GET', url: `/api/v1/subcategory/${subcategory.id}?limit=500` });
    expect(tooMany.statusCode).toBe(400);
  });
});

describeEachDialect('deleting and moving while articles are filed (409)', (t) => {
  it('refuses to delete a category that still has articles, counting inactive and scheduled ones', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const subcategory = await buildSubcategory(t().ctx, { category });
    await buildNews(t().ctx, { category, active: false });
    await buildNews(t().ctx, { subcategory, publish: new Date(Date.now() + 3_600_000).toISOString() });
    await buildNews(t().ctx, { category });
    const response = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete/${category.id}`,
      headers: auth,
    });
    expect(response).toAnswer(409, {
      success: false,
      message: 'This category still has 3 articles. Move or delete them before deleting the category.',
    });
    const left = await t().db.selectFrom('subcategories').select('id').where('category_id', '=', category.id).execute();
    expect(left).toEqual([{ id: subcategory.id }]);
  });

  it('speaks of one article in the singular', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    await buildNews(t().ctx, { category });
    const response = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete/${category.id}`,
      headers: auth,
    });
    expect(response.json().message).toBe(
      'This category still has 1 article. Move or delete it before deleting the category.',
    );
  });

  it('refuses to delete a subcategory that still has articles', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    const subcategory = await buildSubcategory(t().ctx);
    await buildNews(t().ctx, { subcategory, active: false });
    await buildNews(t().ctx, { subcategory });
    const response = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/subcategory/delete/${subcategory.id}`,
      headers: auth,
    });
    expect(response).toAnswer(409, {
      success: false,
      message: 'This subcategory still has 2 articles. Move or delete them before deleting the subcategory.',
    });
    expect(await t().db.selectFrom('subcategories').select('id').where('id', '=', subcategory.id).execute()).toEqual([
      { id: subcategory.id },
    ]);
  });

  it('recognises the refusal of the database itself, for a delete racing a new article', async () => {
    const category = await buildCategory(t().ctx);
    const subcategory = await buildSubcategory(t().ctx, { category });
    await buildNews(t().ctx, { subcategory });
    for (const remove of [() => removeCategory(t().db, category.id), () => removeSubcategory(t().db, subcategory.id)]) {
      const error = await remove().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isForeignKeyViolation(error)).toBe(true);
    }
    expect(isForeignKeyViolation(new Error('connection lost'))).toBe(false);
  });

  it('refuses to move a subcategory with articles to another category, but lets it be renamed', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const subcategory = await buildSubcategory(t().ctx);
    await buildNews(t().ctx, { subcategory });
    const target = await buildCategory(t().ctx);
    const update = (payload: object) =>
      t().app.inject({ method: 'POST', url: '/api/v1/subcategory/update', payload, headers: auth });
    const moved = await update({ id: subcategory.id, category: target.id });
    expect(moved).toAnswer(409, {
      success: false,
      message: 'This subcategory still has 1 article. Move it before moving the subcategory to another category.',
    });
    const renamed = await update({ id: subcategory.id, category: subcategory.category_id, name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().subCategory.category._id).toBe(subcategory.category_id);
  });
});
