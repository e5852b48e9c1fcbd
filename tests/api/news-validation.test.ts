import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildCategory, buildSubcategory } from '../helpers/categories.factory';
import { buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { buildNews, countRows, type NewsBody, newsBody } from '../helpers/news.factory';

describeEachDialect('news validation', (t) => {
  const create = async (payload: Record<string, unknown>) => {
    const { auth } = await buildSuperAdmin(t().ctx);
    return t().app.inject({ method: 'POST', url: '/api/v1/news/create', headers: auth, payload });
  };
  const update = async (payload: Record<string, unknown>) => {
    const { auth } = await buildSuperAdmin(t().ctx);
    return t().app.inject({ method: 'PUT', url: '/api/v1/news/update', headers: auth, payload });
  };
  const expectFieldError = async (
    response: Awaited<ReturnType<typeof create>>,
    status: number,
    field: string,
    message: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message, errors: { [field]: message } });
  };

  it('names every missing required field with the messages of the news form', async () => {
    const response = await create({});
    expect(response).toAnswer(400, {
      success: false,
      message: 'Title is required',
      errors: {
        title: 'Title is required',
        description: 'Description is required',
        language: 'Language is required',
        type: 'Type is required',
        category: 'Category is required',
        location: 'Location is required',
        tag: 'Tags are required',
        slug: 'Custom Url is required',
      },
    });
  });

  it('treats blank text as missing, in JSON and in a multipart form', async () => {
    const category = await buildCategory(t().ctx);
    const blanks = { title: '  ', location: '', category: ' ', slug: '', description: '   ' };
    const json = await create(newsBody(category.id, blanks));
    const { auth } = await buildSuperAdmin(t().ctx);
    const form = await multipart(newsBody(category.id, blanks));
    const multipartResponse = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    for (const response of [json, multipartResponse]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        title: 'Title is required',
        location: 'Location is required',
        category: 'Category is required',
        slug: 'Custom Url is required',
        description: 'Description is required',
      });
    }
  });

  it('checks language, type, slug characters and each tag', async () => {
    const category = await buildCategory(t().ctx);
    const cases: [NewsBody, string, string][] = [
      [{ language: 'French' }, 'language', 'Language is required'],
      [{ type: 'gossip' }, 'type', 'Type is required'],
      [
        { slug: 'has space' },
        'slug',
        'Slug can only contain letters, numbers, hyphens, and underscores, and no spaces',
      ],
      [{ slug: 'नया-लेख' }, 'slug', 'Slug can only contain letters, numbers, hyphens, and underscores, and no spaces'],
      [{ tag: [] }, 'tag', 'At least one tag is required'],
      [{ tag: '[]' }, 'tag', 'At least one tag is required'],
      [{ tag: ['ok', ' '] }, 'tag', 'Tag is required'],
      [{ tag: 'cricket' }, 'tag', 'Tags are required'],
      [{ youtubeurl: 'javascript:alert(1)' }, 'youtubeurl', 'YouTube URL must be an http(s) address'],
      [{ publish: 'tomorrow' }, 'publish', 'Publish must be a date and time'],
    ];
    for (const [override, field, message] of cases) {
      await expectFieldError(await create(newsBody(category.id, override)), 400, field, message);
    }
  });

  it('rejects a description over 3000 words, counted without markup', async () => {
    const category = await buildCategory(t().ctx);
    const words = (count: number) => `<p>${Array.from({ length: count }, (_, i) => `<b>w${i}</b>`).join(' ')}</p>`;
    await expectFieldError(
      await create(newsBody(category.id, { description: words(3001) })),
      400,
      'description',
      'You cannot exceed 3000 words.',
    );
    expect((await create(newsBody(category.id, { description: words(3000) }))).statusCode).toBe(201);
  });

  it('answers 400 for wrong types and for malformed JSON', async () => {
    const category = await buildCategory(t().ctx);
    const wrong = await create(
      newsBody(category.id, { title: 42, notificationSend: 'perhaps', images: [{ url: 3 }], tag: [7] }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['images', 'notificationSend', 'tag', 'title']);
    expect(wrong.json().errors.title).toBe('Title is required');
    const { auth } = await buildSuperAdmin(t().ctx);
    const malformed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"title": "x",',
    });
    expect([malformed.statusCode, malformed.json()]).toEqual([
      400,
      { success: false, message: 'The request body is not valid JSON' },
    ]);
  });

  it('requires an existing category, and a subcategory of that category', async () => {
    const category = await buildCategory(t().ctx);
    const elsewhere = await buildSubcategory(t().ctx);
    await expectFieldError(await create(newsBody('0123456789abcdef01234567')), 400, 'category', 'Category not found');
    await expectFieldError(
      await create(newsBody(category.id, { subcategory: '0123456789abcdef01234567' })),
      400,
      'subcategory',
      'Subcategory not found',
    );
    await expectFieldError(
      await create(newsBody(category.id, { subcategory: elsewhere.id })),
      400,
      'subcategory',
      'Subcategory does not belong to the chosen category',
    );
    const none = await create(newsBody(category.id, { subcategory: '' }));
    expect([none.statusCode, none.json().news.subcategory]).toEqual([201, null]);
  });

  it('refuses a slug another article holds (any letter case) and leaves no rows behind', async () => {
    const category = await buildCategory(t().ctx);
    await buildNews(t().ctx, { slug: 'budget-2026' });
    const counts = [
      await countRows(t(), 'news'),
      await countRows(t(), 'news_tags'),
      await countRows(t(), 'news_images'),
    ];
    const message = 'This Custom Url is already used by another article';
    await expectFieldError(await create(newsBody(category.id, { slug: 'Budget-2026' })), 409, 'slug', message);
    expect([
      await countRows(t(), 'news'),
      await countRows(t(), 'news_tags'),
      await countRows(t(), 'news_images'),
    ]).toEqual(counts);

    const other = await buildNews(t().ctx, { slug: 'budget-2027' });
    await expectFieldError(await update({ id: other._id, slug: 'budget-2026' }), 409, 'slug', message);
    const same = await update({ id: other._id, slug: 'BUDGET-2027', title: 'Same slug, new title' });
    expect([same.statusCode, same.json().news.slug]).toEqual([200, 'budget-2027']);
  });

  it('refuses slugs that would shadow a site route', async () => {
    const category = await buildCategory(t().ctx);
    const news = await buildNews(t().ctx);
    const message = 'This Custom Url is reserved by the site';
    for (const slug of ['admin', 'Login', 'category', 'api']) {
      await expectFieldError(await create(newsBody(category.id, { slug })), 400, 'slug', message);
    }
    await expectFieldError(await update({ id: news._id, slug: 'search' }), 400, 'slug', message);
  });

  it('strips scripts and event handlers from the description and stores plain text for search', async () => {
    const category = await buildCategory(t().ctx);
    const description =
      '<p>Safe <em>text</em><script>alert("x")</script><img src="https://cdn.example.com/a.jpg" onerror="alert(1)"></p>';
    const response = await create(newsBody(category.id, { description }));
    expect(response.statusCode).toBe(201);
    const { news } = response.json();
    expect(news.description).toBe('<p>Safe <em>text</em><img src="https://cdn.example.com/a.jpg" /></p>');
    const stored = await t().db.selectFrom('news').selectAll().where('id', '=', news._id).executeTakeFirstOrThrow();
    expect(stored.description).not.toMatch(/script|onerror/);
    expect(stored.description_text).toBe('Safe text');

    const updated = await update({ id: news._id, description: '<p onclick="steal()">Edited</p><script>x()</script>' });
    expect(updated.json().news.description).toBe('<p>Edited</p>');
  });

  it('answers "Description is required" when nothing survives sanitising', async () => {
    const category = await buildCategory(t().ctx);
    await expectFieldError(
      await create(newsBody(category.id, { description: '<script>alert(1)</script>' })),
      400,
      'description',
      'Description is required',
    );
  });

  it('validates update fields the same way and needs an id', async () => {
    const news = await buildNews(t().ctx);
    await expectFieldError(await update({ title: 'x' }), 400, 'id', 'Id is required');
    await expectFieldError(await update({ id: news._id, title: ' ' }), 400, 'title', 'Title is required');
    await expectFieldError(await update({ id: news._id, tag: [] }), 400, 'tag', 'At least one tag is required');
    await expectFieldError(
      await update({ id: news._id, category: '0123456789abcdef01234567' }),
      400,
      'category',
      'Category not found',
    );
  });
});
