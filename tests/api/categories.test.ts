import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';
import { countStoredFiles, makeImage, SVG_IMAGE, uploadsDir } from '../helpers/images';
import { type FilePart, multipart } from '../helpers/multipart';

const ID = expect.stringMatching(/^[0-9a-f]{24}$/);
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const UPLOAD_URL = expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.webp$/);
const IMAGE_URL_MESSAGE = 'Image must be an uploaded image (/uploads/…) or an http(s) URL';

const pngPart = async (field = 'image'): Promise<FilePart> => ({
  field,
  filename: 'cover.png',
  type: 'image/png',
  bytes: await makeImage('png', 120, 80),
});

describeEachDialect('POST /api/v1/category/create', (t) => {
  const create = (payload: object, headers: Record<string, string>) =>
    t().app.inject({ method: 'POST', url: '/api/v1/category/create', payload, headers });
  const createMultipart = async (fields: Record<string, string>, files: FilePart[], auth: Record<string, string>) => {
    const body = await multipart(fields, files);
    return t().app.inject({
      method: 'POST',
      url: '/api/v1/category/create',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  };
  const countNamed = async (name: string) =>
    (await t().db.selectFrom('categories').select('id').where('name', '=', name).execute()).length;

  it('lets a plain Admin create a category from JSON, last in the navigation, and records an audit line', async () => {
    const { auth, admin } = await buildAdmin(t().ctx);
    await buildCategory(t().ctx, { position: 40 });
    const response = await create(
      {
        name: '  खेल  ',
        description: 'Cricket, kabaddi and more',
        image: '/uploads/2026/11/0193ab00000000000000abcd.webp',
      },
      auth,
    );
    expect(response).toAnswer(201, {
      success: true,
      message: 'Category Details Added Successfully',
      category: {
        _id: ID,
        name: 'खेल',
        slug: 'khel',
        description: 'Cricket, kabaddi and more',
        image: '/uploads/2026/11/0193ab00000000000000abcd.webp',
        position: 41,
        subCategories: [],
        createdAt: ISO,
        updatedAt: ISO,
      },
    });
    const { _id } = response.json().category;
    const row = await t().db.selectFrom('categories').selectAll().where('id', '=', _id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'खेल', position: 41 });
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', _id).execute();
    expect(audit).toEqual([
      expect.objectContaining({ admin_id: admin.id, action: 'create', entity: 'category', details: '{"name":"खेल"}' }),
    ]);
  });

  it('accepts an explicit position, an http(s) image and no description', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await create({ name: 'World', image: 'https://cdn.example.com/world.jpg', position: 0 }, auth);
    expect(response.statusCode).toBe(201);
    expect(response.json().category).toMatchObject({
      description: '',
      image: 'https://cdn.example.com/world.jpg',
      position: 0,
    });
  });

  it('stores a multipart image under /uploads/ and serves it', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await createMultipart(
      { name: 'देश', description: 'National', position: '3' },
      [await pngPart()],
      auth,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().category).toEqual({
      _id: ID,
      name: 'देश',
      slug: 'desh',
      description: 'National',
      image: UPLOAD_URL,
      position: 3,
      subCategories: [],
      createdAt: ISO,
      updatedAt: ISO,
    });
    const served = await t().app.inject({ method: 'GET', url: response.json().category.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('creates without an image when the form sends an empty file input', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const empty: FilePart = { field: 'image', filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) };
    const response = await createMultipart({ name: 'Empty file input' }, [empty], auth);
    expect(response.statusCode).toBe(201);
    expect(response.json().category.image).toBe('');
  });

  it('refuses an SVG and a renamed text file with 415 and creates no category', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const before = countStoredFiles(uploadsDir(t().ctx));
    const svg = await createMultipart(
      { name: 'Svg category' },
      [{ field: 'image', filename: 'logo.svg', type: 'image/svg+xml', bytes: SVG_IMAGE }],
      auth,
    );
    expect(svg).toAnswer(415, {
      success: false,
      message: 'logo.svg is not a supported image. Upload JPEG, PNG, WebP, GIF or AVIF files.',
    });
    const text = await createMultipart(
      { name: 'Text category' },
      [{ field: 'image', filename: 'photo.png', type: 'image/png', bytes: Buffer.from('just some text, not a png') }],
      auth,
    );
    expect(text.statusCode).toBe(415);
    expect(await countNamed('Svg category')).toBe(0);
    expect(await countNamed('Text category')).toBe(0);
    expect(countStoredFiles(uploadsDir(t().ctx))).toBe(before);
  });

  it('answers the field messages for missing, blank, too long and wrongly typed input', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const missing = await create({ description: 'no name' }, auth);
    expect(missing).toAnswer(400, {
      success: false,
      message: 'Name is required',
      errors: { name: 'Name is required' },
    });
    expect((await create({ name: '   ' }, auth)).json().errors).toEqual({ name: 'Name is required' });
    expect((await create({ name: 42 }, auth)).json().errors).toEqual({ name: 'Name is required' });
    expect((await create({ name: 'x'.repeat(101) }, auth)).json().errors).toEqual({
      name: 'Name must be at most 100 characters',
    });
    const invalid = await create(
      { name: 'Fine', description: 'd'.repeat(1001), image: 'javascript:alert(1)', position: -1 },
      auth,
    );
    expect(invalid).toAnswer(400, {
      success: false,
      message: 'Description must be at most 1000 characters',
      errors: {
        description: 'Description must be at most 1000 characters',
        image: IMAGE_URL_MESSAGE,
        position: 'Position must be a whole number of 0 or more',
      },
    });
    expect((await create({ name: 'Fine', image: '/uploads/../../etc/passwd' }, auth)).json().errors).toEqual({
      image: IMAGE_URL_MESSAGE,
    });
    expect(await countNamed('Fine')).toBe(0);
  });

  it('validates multipart fields with the same messages', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await createMultipart({ description: 'no name', position: 'first' }, [], auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required',
      position: 'Position must be a whole number of 0 or more',
    });
  });

  it('refuses a second category of the same name, whatever its case (409)', async () => {
    const { auth } = await buildAdmin(t().ctx);
    await buildCategory(t().ctx, { name: 'Lifestyle' });
    const response = await create({ name: 'LIFESTYLE' }, auth);
    expect(response).toAnswer(409, {
      success: false,
      message: 'A category named "LIFESTYLE" already exists',
      errors: { name: 'A category named "LIFESTYLE" already exists' },
    });
    expect(await countNamed('LIFESTYLE')).toBe(0);
  });

  it('rejects malformed JSON with 400', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/create',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name": "half',
    });
    expect(response).toFailWith(400, 'The request body is not valid JSON');
  });

  it('answers 401 without a token (before validating the body) and 403 to a reader', async () => {
    const anonymous = await create({}, {});
    expect(anonymous).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const denied = await create({ name: 'Reader category' }, reader.auth);
    expect(denied).toFailWith(403, 'Access denied');
    expect(await countNamed('Reader category')).toBe(0);
  });
});

describeEachDialect('POST /api/v1/category/update', (t) => {
  const update = (payload: object, headers: Record<string, string>) =>
    t().app.inject({ method: 'POST', url: '/api/v1/category/update', payload, headers });

  it('changes only the fields sent and records an audit line', async () => {
    const { auth, admin } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx, {
      name: 'Old name',
      description: 'Kept',
      image: '/uploads/2026/11/0193ab00000000000000abcd.webp',
      position: 7,
    });
    const subcategory = await buildSubcategory(t().ctx, { category, name: 'Inside' });
    const response = await update({ id: category.id, name: 'New name' }, auth);
    expect(response).toAnswer(200, {
      success: true,
      message: 'Category UPDATE Details Added Successfully',
      category: {
        _id: category.id,
        name: 'New name',
        slug: category.slug,
        description: 'Kept',
        image: '/uploads/2026/11/0193ab00000000000000abcd.webp',
        position: 7,
        subCategories: [{ _id: subcategory.id, name: 'Inside', slug: subcategory.slug }],
        createdAt: category.created_at,
        updatedAt: ISO,
      },
    });
    expect(response.json().category.updatedAt >= category.updated_at).toBe(true);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', category.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        action: 'update',
        entity: 'category',
        details: '{"name":"New name"}',
      }),
    ]);
  });

  it('replaces the image with a new multipart file and keeps the other fields', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { name: 'Pictured', image: 'https://old.example.com/a.jpg' });
    const body = await multipart({ id: category.id, description: 'New words' }, [await pngPart()]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/update',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().category).toMatchObject({ name: 'Pictured', description: 'New words', image: UPLOAD_URL });
    const row = await t()
      .db.selectFrom('categories')
      .selectAll()
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(row.image).toBe(response.json().category.image);
  });

  it('clears the image with an empty string and moves the category with position', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { image: 'https://old.example.com/a.jpg' });
    const response = await update({ id: category.id, image: '', position: '2' }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().category).toMatchObject({ image: '', position: 2, name: category.name });
  });

  it('refuses a bad image file with 415 and leaves the category as it was', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx, { image: 'https://old.example.com/a.jpg' });
    const body = await multipart({ id: category.id, name: 'Changed' }, [
      { field: 'image', filename: 'x.svg', type: 'image/svg+xml', bytes: SVG_IMAGE },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/category/update',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(415);
    const row = await t()
      .db.selectFrom('categories')
      .selectAll()
      .where('id', '=', category.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(category);
  });

  it('answers 404 for an unknown id and the field messages for bad input', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const unknown = await update({ id: '0193ab0000000000deadbeef', name: 'Anything' }, auth);
    expect(unknown).toFailWith(404, 'Category not found');
    const noId = await update({ name: 'Anything' }, auth);
    expect(noId).toAnswer(400, { success: false, message: 'Id is required', errors: { id: 'Id is required' } });
    const category = await buildCategory(t().ctx);
    const blank = await update({ id: category.id, name: ' ' }, auth);
    expect(blank.json()).toEqual({ success: false, message: 'Name is required', errors: { name: 'Name is required' } });
  });

  it('refuses the name of another category (409) but allows a change of case of its own', async () => {
    const { auth } = await buildAdmin(t().ctx);
    await buildCategory(t().ctx, { name: 'Market' });
    const category = await buildCategory(t().ctx, { name: 'Tech-Auto' });
    const taken = await update({ id: category.id, name: 'market' }, auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A category named "market" already exists');
    const recased = await update({ id: category.id, name: 'TECH-AUTO' }, auth);
    expect(recased.statusCode).toBe(200);
    expect(recased.json().category.name).toBe('TECH-AUTO');
  });

  it('answers 401 without a token and 403 to a reader', async () => {
    const category = await buildCategory(t().ctx);
    expect((await update({ id: category.id, name: 'x' }, {})).statusCode).toBe(401);
    const reader = await buildReader(t().ctx);
    const denied = await update({ id: category.id, name: 'x' }, reader.auth);
    expect(denied).toFailWith(403, 'Access denied');
  });
});

describeEachDialect('DELETE /api/v1/category/delete/{id}', (t) => {
  const remove = (id: string, headers: Record<string, string>) =>
    t().app.inject({ method: 'DELETE', url: `/api/v1/category/delete/${id}`, headers });

  it('deletes the category with its subcategories and records an audit line', async () => {
    const { auth, admin } = await buildAdmin(t().ctx);
    const category = await buildCategory(t().ctx);
    const subcategory = await buildSubcategory(t().ctx, { category });
    const other = await buildSubcategory(t().ctx);
    const response = await remove(category.id, auth);
    expect(response).toAnswer(200, { success: true, message: 'Category Deleted Successfully' });
    expect(await t().db.selectFrom('categories').select('id').where('id', '=', category.id).execute()).toEqual([]);
    const subcategories = await t()
      .db.selectFrom('subcategories')
      .select('id')
      .where('id', 'in', [subcategory.id, other.id])
      .execute();
    expect(subcategories).toEqual([{ id: other.id }]);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity_id', '=', category.id).execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'delete', entity: 'category' })]);
  });

  it('answers 404 for an unknown id', async () => {
    const { auth } = await buildAdmin(t().ctx);
    const response = await remove('0193ab0000000000deadbeef', auth);
    expect(response).toFailWith(404, 'Category not found');
  });

  it('answers 401 without a token and 403 to a reader, deleting nothing', async () => {
    const category = await buildCategory(t().ctx);
    expect((await remove(category.id, {})).json()).toEqual({ success: false, message: 'Authentication required' });
    const reader = await buildReader(t().ctx);
    expect((await remove(category.id, reader.auth)).statusCode).toBe(403);
    expect(await t().db.selectFrom('categories').select('id').where('id', '=', category.id).execute()).toHaveLength(1);
  });
});
