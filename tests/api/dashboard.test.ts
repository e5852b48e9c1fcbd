import { expect, it } from 'vitest';
import { nowIso } from '../../src/server/lib/clock';
import { newId } from '../../src/server/lib/ids';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildReader } from '../helpers/factories';

/** A bare article row: the dashboard counts rows, whatever their content or state. */
async function insertArticle(t: () => TestApp, categoryId: string, active: 0 | 1) {
  const id = newId();
  const now = nowIso();
  await t()
    .db.insertInto('news')
    .values({
      id,
      slug: `dashboard-${id}`,
      title: 'डैशबोर्ड',
      subtitle: '',
      description: '<p>x</p>',
      description_text: 'x',
      language: 'Hindi',
      type: 'top-news',
      category_id: categoryId,
      subcategory_id: null,
      location: 'Jaipur',
      youtube_url: '',
      notification_send: 0,
      active,
      publish_at: now,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describeEachDialect('GET /api/v1/dashboard', (t) => {
  const totals = () => t().app.inject({ method: 'GET', url: '/api/v1/dashboard' });

  it('answers five zeros on an empty site, without a token', async () => {
    const response = await totals();
    expect(response).toAnswer(200, {
      success: true,
      totalUsers: 0,
      totalVisits: 0,
      totalNews: 0,
      totalCategories: 0,
      totalSubCategories: 0,
    });
  });

  it('follows readers, visits of every day, all articles, categories and subcategories', async () => {
    const category = await buildCategory(t().ctx);
    await buildSubcategory(t().ctx, { category });
    await buildSubcategory(t().ctx);
    await insertArticle(t, category.id, 1);
    await insertArticle(t, category.id, 0);
    await insertArticle(t, category.id, 1);
    await buildReader(t().ctx);
    await buildReader(t().ctx);
    await t()
      .db.insertInto('visits')
      .values([
        { day: '2026-11-01', count: 40 },
        { day: '2026-11-02', count: 2 },
      ])
      .execute();
    await t().app.inject({ method: 'POST', url: '/api/v1/visit', remoteAddress: '203.0.113.9' });

    const response = await totals();
    expect(response).toAnswer(200, {
      success: true,
      totalUsers: 2,
      totalVisits: 43,
      totalNews: 3,
      totalCategories: 2,
      totalSubCategories: 2,
    });

    await t().db.deleteFrom('news').execute();
    expect((await totals()).json()).toMatchObject({ totalNews: 0, totalVisits: 43, totalUsers: 2 });
  });
});
