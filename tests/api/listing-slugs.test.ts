import { Migrator } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/client';
import { migrationProvider } from '../../src/server/db/migrations/index';
import { assignListingSlugs } from '../../src/server/modules/categories/listing-slugs';
import { createTestContext, describeEachDialect, type TestContext } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildAdmin } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

const CATEGORY_TAKEN = 'Another category already has this slug';
const ARTICLE_HOLDS = 'An article already uses this slug as its Custom Url';
const CATEGORY_HOLDS = 'This Custom Url is the address of a category';

describeEachDialect('category and subcategory slugs (decision 273)', (t) => {
  const post = (url: string, payload: object, auth: Record<string, string>) =>
    t().app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: auth });

  it('suggests a slug from a Hindi name as a newsroom writes it, numbered past a holder', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const first = await post('/category/create', { name: 'मनोरंजन जगत' }, auth);
    expect(first.statusCode).toBe(201);
    expect(first.json().category.slug).toBe('manoranjan-jagat');
    const second = await post('/category/create', { name: 'मनोरंजन-जगत' }, auth);
    expect(second.json().category.slug).toBe('manoranjan-jagat-2');
    const sub = await post('/subcategory/create', { name: 'बॉलीवुड', category: first.json().category._id }, auth);
    expect(sub.json().subCategory).toMatchObject({
      slug: 'bollywood',
      category: { slug: 'manoranjan-jagat' },
    });
  });

  it('keeps a slug given, lowercased, and answers it in every listing', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const created = await post('/category/create', { name: 'Sport Desk', slug: ' Sport-Desk ' }, auth);
    expect(created.json().category.slug).toBe('sport-desk');
    const all = await t().app.inject({ method: 'GET', url: '/api/v1/category/all' });
    expect(all.json().categories.map((category: { slug: string }) => category.slug)).toContain('sport-desk');
  });

  it('refuses a duplicate (409), a reserved word, an id-like slug and bad letters (400) with clear messages', async () => {
    const { auth } = await buildAdmin(t().ctx);
    await buildCategory(t().ctx, { slug: 'khel-jagat' });
    expect(await post('/category/create', { name: 'खेल जगत', slug: 'khel-jagat' }, auth)).toAnswer(409, {
      success: false,
      message: CATEGORY_TAKEN,
      errors: { slug: CATEGORY_TAKEN },
    });
    for (const [slug, message] of [
      ['search', 'This slug is reserved by the site'],
      ['admin', 'This slug is reserved by the site'],
      ['0193ab0000000000deadbeef', 'Slug must not look like an id (24 hexadecimal characters)'],
      ['खेल', 'Slug can only contain lowercase letters, numbers, hyphens and underscores'],
      ['khel jagat', 'Slug can only contain lowercase letters, numbers, hyphens and underscores'],
    ]) {
      const response = await post('/category/create', { name: `Name ${slug}`, slug }, auth);
      expect([response.statusCode, response.json().errors], slug).toEqual([400, { slug: message }]);
    }
  });

  it('keeps a category slug and an article slug apart: both live at /{slug}', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const article = await buildNews(t().ctx, { slug: 'monsoon-special' });
    expect(await post('/category/create', { name: 'Monsoon', slug: article.slug }, auth)).toAnswer(409, {
      success: false,
      message: ARTICLE_HOLDS,
      errors: { slug: ARTICLE_HOLDS },
    });
    // A suggested slug steps past the article's.
    const suggested = await post('/category/create', { name: 'Monsoon Special' }, auth);
    expect(suggested.json().category.slug).toBe('monsoon-special-2');

    const category = await buildCategory(t().ctx, { slug: 'chunav-2026' });
    const { auth: editor } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: editor,
      payload: {
        title: 'चुनाव 2026',
        description: '<p>चुनाव की ख़बरें</p>',
        language: 'Hindi',
        type: 'all',
        category: category.id,
        location: 'Jaipur',
        tag: ['chunav'],
        slug: 'chunav-2026',
      },
    });
    expect(response).toAnswer(409, { success: false, message: CATEGORY_HOLDS, errors: { slug: CATEGORY_HOLDS } });
  });

  it('changes a slug on update, refusing one another category holds; a subcategory slug is unique within its category', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true } });
    const taken = await buildCategory(t().ctx, { slug: 'videsh' });
    const category = await buildCategory(t().ctx, { slug: 'duniya' });
    const changed = await post('/category/update', { id: category.id, slug: 'vishwa' }, auth);
    expect(changed.json().category.slug).toBe('vishwa');
    const refused = await post('/category/update', { id: category.id, slug: taken.slug ?? '' }, auth);
    expect(refused.statusCode).toBe(409);

    await buildSubcategory(t().ctx, { category, slug: 'asia' });
    const duplicate = await post('/subcategory/create', { name: 'Asia 2', slug: 'asia', category: category.id }, auth);
    expect(duplicate).toAnswer(409, {
      success: false,
      message: 'Another subcategory of this category already has this slug',
      errors: { slug: 'Another subcategory of this category already has this slug' },
    });
    const elsewhere = await post('/subcategory/create', { name: 'Asia', slug: 'asia', category: taken.id }, auth);
    expect(elsewhere.statusCode).toBe(201);
  });
});

describeEachDialect('readable listing addresses (decision 273)', (t) => {
  const get = (url: string) => t().app.inject({ method: 'GET', url });

  it('serves a category at /{slug} and a subcategory at /{category}/{subcategory}, with canonical and trail', async () => {
    const category = await buildCategory(t().ctx, { name: 'राज्य', slug: 'rajya' });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'राजस्थान', slug: 'rajasthan' });
    const story = await buildNews(t().ctx, { subcategory, title: 'जयपुर में मानसून की पहली बारिश' });

    const listing = await get('/rajya');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('<link rel="canonical" href="http://localhost:80/rajya"/>');
    expect(listing.body).toContain('href="http://localhost:80/rajya/rss.xml"');
    expect(listing.body).toContain(story.title);

    const sub = await get('/rajya/rajasthan');
    expect(sub.statusCode).toBe(200);
    expect(sub.body).toContain('<link rel="canonical" href="http://localhost:80/rajya/rajasthan"/>');
    expect(sub.body).toContain('<a href="/rajya"');
    expect(sub.body).toContain(story.title);

    const feed = await get('/rajya/rss.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<link>http://localhost:80/rajya</link>');

    expect((await get('/rajya/no-such-subcategory')).statusCode).toBe(404);
    expect((await get('/no-such-category/rajasthan')).statusCode).toBe(404);
    // An article still answers at its own slug beside the categories.
    expect((await get(`/${story.slug}`)).statusCode).toBe(200);
  });

  it('answers the old id addresses with 301 to the readable ones, keeping the query; an unknown id is a 404', async () => {
    const category = await buildCategory(t().ctx, { slug: 'khel' });
    const subcategory = await buildSubcategory(t().ctx, { category, slug: 'cricket' });
    const redirects = [
      [`/category/${category.id}`, '/khel'],
      [`/category/${category.id}?page=2`, '/khel?page=2'],
      [`/subcategory/${subcategory.id}`, '/khel/cricket'],
      [`/subcategory/${subcategory.id}?page=3`, '/khel/cricket?page=3'],
      [`/category/${category.id}/rss.xml`, '/khel/rss.xml'],
    ];
    for (const [from, to] of redirects) {
      const response = await get(from as string);
      expect([response.statusCode, response.headers.location], from).toEqual([301, to]);
    }
    for (const url of ['/category/0193ab0000000000deadbeef', '/subcategory/0193ab0000000000deadbeef']) {
      const response = await get(url);
      expect([response.statusCode, response.headers['content-type']], url).toEqual([404, 'text/html; charset=utf-8']);
    }
  });

  it('follows a slug change at once: the old address is gone, the new one and the 301 lead to the page', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { slug: 'vyapar' });
    expect((await get('/vyapar')).statusCode).toBe(200);
    const changed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/update',
      payload: { id: category.id, slug: 'karobar' },
      headers: auth,
    });
    expect(changed.statusCode).toBe(200);
    expect((await get('/vyapar')).statusCode).toBe(404);
    expect((await get('/karobar')).statusCode).toBe(200);
    expect((await get(`/category/${category.id}`)).headers.location).toBe('/karobar');
  });

  it('names every category and subcategory in the listings sitemap by its readable address', async () => {
    const category = await buildCategory(t().ctx, { slug: 'manoranjan' });
    await buildSubcategory(t().ctx, { category, slug: 'ott' });
    const sitemap = await get('/sitemap/listings.xml');
    expect(sitemap.body).toContain('<loc>http://localhost:80/manoranjan</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:80/manoranjan/ott</loc>');
    expect(sitemap.body).not.toContain('/category/');
  });
});

describeEachDialect('slugs of rows stored before the migration (decision 273)', (t) => {
  let context: TestContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('gives existing categories and subcategories unique slugs from their names at start', async () => {
    context = await createTestContext(t().dialect);
    const { db } = context;
    const migrator = new Migrator({
      db,
      provider: migrationProvider,
      ...(t().dialect === 'postgres' ? { migrationTableSchema: await currentSchema(context) } : {}),
    });
    // Back to the migration before the slugs (undoing any made since).
    const down = await migrator.migrateTo('2026_11_28_180000_add_reader_language');
    expect(down.results).toContainEqual(
      expect.objectContaining({ migrationName: '2026_11_28_181000_add_listing_slugs', status: 'Success' }),
    );

    const now = new Date().toISOString();
    const row = (id: string, name: string, position: number) => ({
      id,
      name,
      description: '',
      image: '',
      position,
      created_at: now,
      updated_at: now,
    });
    // Before the migration the tables have no slug column: rows as an older version wrote them.
    const untyped = db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    await untyped
      .insertInto('categories')
      .values([row('0193ab0000000000000000a1', 'मौसम', 1), row('0193ab0000000000000000a2', 'मौसम!', 2)])
      .execute();
    await untyped
      .insertInto('categories')
      .values(row('0193ab0000000000000000a3', 'Search', 3))
      .execute();
    await untyped
      .insertInto('subcategories')
      .values({
        id: '0193ab0000000000000000b1',
        category_id: '0193ab0000000000000000a1',
        name: 'बारिश',
        description: '',
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(db);
    expect(await assignListingSlugs(db)).toBe(4);
    const categories = await db.selectFrom('categories').select(['id', 'slug']).orderBy('id').execute();
    expect(categories.map((category) => category.slug)).toEqual(['mausam', 'mausam-2', 'search-2']);
    const subcategories = await db.selectFrom('subcategories').select('slug').execute();
    expect(subcategories).toEqual([{ slug: 'barish' }]);
    // The next start finds nothing to do.
    expect(await assignListingSlugs(db)).toBe(0);
  });
});

async function currentSchema(context: TestContext): Promise<string> {
  const { sql } = await import('kysely');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(context.db);
  return rows[0]?.schema ?? 'public';
}
