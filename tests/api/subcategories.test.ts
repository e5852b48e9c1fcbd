import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const UNKNOWN_ID = '0193ab0000000000deadbeef';

describeEachDialect('POST /api/v1/subcategory/create', (t) => {
  const create = (payload: object, headers: Record<string, string>) =>
    t().app.inject({ method: 'POST', url: '/api/v1/subcategory/create', payload, headers });
  const countNamed = async (name: string) =>
    (await t().db.selectFrom('subcategories').select('id').where('name', '=', name).execute()).length;

  it('creates a subcategory with canAdd, answers it with its category and records an audit line', async () => {
    const { auth, admin } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const category = await buildCategory(t().ctx, { name: 'खेल' });
    const response = await create({ name: ' क्रिकेट ', description: 'Scores and stories', category: category.id }, auth);
    expect(response).toAnswer(201, {
      success: true,
      message: 'SubCategory Details Added Successfully',
      subCategory: {
        _id: ID,
        name: 'क्रिकेट',
        slug: 'cricket',
        description: 'Scores and stories',
        category: { _id: category.id, name: 'खेल', slug: category.slug },
        createdAt: ISO,
        updatedAt: ISO,
      },
    });
    const { _id } = response.json().subCategory;
    const row = await t().db.selectFrom('subcategories').selectAll().where('id', '=', _id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ category_id: category.id, name: 'क्रिकेट' });
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', _id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'subcategory' })]);

    const nav = await t().app.inject({ method: 'GET', url: '/api/v1/category/all' });
    expect(nav.json().categories[0].subCategories).toEqual([{ _id, name: 'क्रिकेट', slug: 'cricket' }]);
  });

  it('accepts multipart fields from a SuperAdmin', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const body = await multipart({ name: 'Kabaddi', category: category.id });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/subcategory/create',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().subCategory).toMatchObject({
      name: 'Kabaddi',
      description: '',
      category: { _id: category.id },
    });
  });

  it('answers the field messages for a missing name and category', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await create({ description: 'Nothing else' }, auth);
    expect(response).toAnswer(400, {
      success: false,
      message: 'Name is required',
      errors: { name: 'Name is required', category: 'Category is required' },
    });
    const category = await buildCategory(t().ctx);
    expect((await create({ name: 'x'.repeat(101), category: category.id }, auth)).json().errors).toEqual({
      name: 'Name must be at most 100 characters',
    });
    expect((await create({ name: 'Long', description: 'd'.repeat(1001), category: category.id }, auth)).json()).toEqual(
      {
        success: false,
        message: 'Description must be at most 1000 characters',
        errors: { description: 'Description must be at most 1000 characters' },
      },
    );
    expect((await create({ name: 'Blank', category: '  ' }, auth)).json().errors).toEqual({
      category: 'Category is required',
    });
  });

  it('answers 400 with errors.category when the category does not exist', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const response = await create({ name: 'Orphan', category: UNKNOWN_ID }, auth);
    expect(response).toAnswer(400, {
      success: false,
      message: 'Category not found',
      errors: { category: 'Category not found' },
    });
    expect(await countNamed('Orphan')).toBe(0);
  });

  it('refuses a second subcategory of the same name in one category (409), but not in another', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canAdd: true } });
    const category = await buildCategory(t().ctx, { name: 'State' });
    await buildSubcategory(t().ctx, { category, name: 'Rajasthan' });
    const taken = await create({ name: 'RAJASTHAN', category: category.id }, auth);
    expect(taken).toAnswer(409, {
      success: false,
      message: 'State already has a subcategory named "RAJASTHAN"',
      errors: { name: 'State already has a subcategory named "RAJASTHAN"' },
    });
    const elsewhere = await create({ name: 'Rajasthan', category: (await buildCategory(t().ctx)).id }, auth);
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers 401 without a token, 403 to a reader and to an Admin without canAdd', async () => {
    const category = await buildCategory(t().ctx);
    const payload = { name: 'Gated', category: category.id };
    const anonymous = await create({}, {});
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    expect((await create(payload, reader.auth)).json()).toEqual({ success: false, message: 'Access denied' });
    const editor = await buildAdmin(t().ctx, { permissions: { canEdit: true, canDelete: true } });
    const denied = await create(payload, editor.auth);
    expect(denied).toFailWith(403, 'Access denied');
    expect(await countNamed('Gated')).toBe(0);
  });
});

describeEachDialect('POST /api/v1/subcategory/update', (t) => {
  const update = (payload: object, headers: Record<string, string>) =>
    t().app.inject({ method: 'POST', url: '/api/v1/subcategory/update', payload, headers });

  it('changes only the fields sent, with canEdit, and records an audit line', async () => {
    const { auth, admin } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const category = await buildCategory(t().ctx, { name: 'World' });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'Asia', description: 'Kept' });
    const response = await update({ id: subcategory.id, name: 'Asia Pacific' }, auth);
    expect(response).toAnswer(200, {
      success: true,
      message: 'SubCategory Details Updated Successfully',
      subCategory: {
        _id: subcategory.id,
        name: 'Asia Pacific',
        slug: subcategory.slug,
        description: 'Kept',
        category: { _id: category.id, name: 'World', slug: category.slug },
        createdAt: subcategory.created_at,
        updatedAt: ISO,
      },
    });
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', subcategory.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        action: 'update',
        entity: 'subcategory',
        details: '{"name":"Asia Pacific"}',
      }),
    ]);
  });

  it('moves an empty subcategory to another category (multipart)', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const subcategory = await buildSubcategory(t().ctx, { name: 'Wanderer' });
    const target = await buildCategory(t().ctx, { name: 'Target' });
    const body = await multipart({ id: subcategory.id, category: target.id, description: 'Moved' });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/subcategory/update',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subCategory).toMatchObject({
      name: 'Wanderer',
      description: 'Moved',
      category: { _id: target.id, name: 'Target' },
    });
  });

  it('answers 404 for an unknown id, 400 for an unknown category and the field messages', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const unknown = await update({ id: UNKNOWN_ID, name: 'Anything' }, auth);
    expect(unknown).toFailWith(404, 'SubCategory not found');
    const subcategory = await buildSubcategory(t().ctx);
    const badParent = await update({ id: subcategory.id, category: UNKNOWN_ID }, auth);
    expect(badParent).toAnswer(400, {
      success: false,
      message: 'Category not found',
      errors: { category: 'Category not found' },
    });
    expect((await update({ name: 'No id' }, auth)).json().errors).toEqual({ id: 'Id is required' });
    expect((await update({ id: subcategory.id, name: '' }, auth)).json().errors).toEqual({ name: 'Name is required' });
  });

  it('refuses the name of a sibling (409)', async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    const category = await buildCategory(t().ctx, { name: 'Country' });
    await buildSubcategory(t().ctx, { category, name: 'Politics' });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'Economy' });
    const response = await update({ id: subcategory.id, name: 'politics' }, auth);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Country already has a subcategory named "politics"');
  });

  it('answers 401 without a token, 403 to a reader and to an Admin without canEdit', async () => {
    const subcategory = await buildSubcategory(t().ctx, { name: 'Unchanged' });
    expect((await update({ id: subcategory.id, name: 'x' }, {})).statusCode).toBe(401);
    const reader = await buildReader(t().ctx);
    expect((await update({ id: subcategory.id, name: 'x' }, reader.auth)).statusCode).toBe(403);
    const adder = await buildAdmin(t().ctx, { permissions: { canAdd: true, canDelete: true } });
    const denied = await update({ id: subcategory.id, name: 'x' }, adder.auth);
    expect(denied).toFailWith(403, 'Access denied');
    const row = await t()
      .db.selectFrom('subcategories')
      .selectAll()
      .where('id', '=', subcategory.id)
      .executeTakeFirst();
    expect(row?.name).toBe('Unchanged');
  });
});

describeEachDialect('DELETE /api/v1/subcategory/delete/{id}', (t) => {
  const remove = (id: string, headers: Record<string, string>) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/subcategory/delete/${id}`, headers });
  const exists = async (id: string) =>
    (await t().db.selectFrom('subcategories').select('id').where('id', '=', id).execute()).length === 1;

  it('deletes with canDelete and records an audit line', async () => {
    const { auth, admin } = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    const subcategory = await buildSubcategory(t().ctx);
    const response = await remove(subcategory.id, auth);
    expect(response).toAnswer(200, { success: true, message: 'SubCategory Deleted Successfully' });
    expect(await exists(subcategory.id)).toBe(false);
    expect(
      await t().db.selectFrom('categories').select('id').where('id', '=', subcategory.category_id).execute(),
    ).toHaveLength(1);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', subcategory.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'delete', entity: 'subcategory' })]);
  });

  it('answers 404 for an unknown id', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await remove(UNKNOWN_ID, auth);
    expect(response).toFailWith(404, 'SubCategory not found');
  });

  it('answers 401 without a token, 403 to a reader and to an Admin without canDelete', async () => {
    const subcategory = await buildSubcategory(t().ctx);
    expect((await remove(subcategory.id, {})).json()).toEqual({ success: false, message: 'Authentication required' });
    const reader = await buildReader(t().ctx);
    expect((await remove(subcategory.id, reader.auth)).statusCode).toBe(403);
    const editor = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true } });
    const denied = await remove(subcategory.id, editor.auth);
    expect(denied).toFailWith(403, 'Access denied');
    expect(await exists(subcategory.id)).toBe(true);
  });
});

describeEachDialect('GET /api/v1/subcategory/all', (t) => {
  it('answers a plain list with each category, in navigation order, without a token', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/subcategory/all' })).json()).toEqual({
      success: true,
      subCategories: [],
    });
    const later = await buildCategory(t().ctx, { name: 'Later', position: 5 });
    const earlier = await buildCategory(t().ctx, { name: 'Earlier', position: 1 });
    const a = await buildSubcategory(t().ctx, { category: later, name: 'A' });
    const b = await buildSubcategory(t().ctx, { category: earlier, name: 'B' });
    const c = await buildSubcategory(t().ctx, { category: earlier, name: 'C' });
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/subcategory/all' });
    expect(response.statusCode).toBe(200);
    const present = (row: typeof a, parent: typeof later) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      category: { _id: parent.id, name: parent.name, slug: parent.slug },
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });
    expect(response.json()).toEqual({
      success: true,
      subCategories: [present(b, earlier), present(c, earlier), present(a, later)],
    });
  });
});
