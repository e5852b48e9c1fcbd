import { expect, it } from 'vitest';
import { getSettings, updateSettings } from '../../src/server/modules/settings/settings.service';
import { defaultSettings, SETTINGS_SAVED } from '../../src/shared/schemas/settings';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import { buildAdmin, buildReader, buildSuperAdmin } from '../helpers/factories';

function save(t: () => TestApp, payload: unknown, headers: Record<string, string>) {
  return t().app.inject({ method: 'PUT', url: '/api/v1/settings', headers, payload: payload as object });
}

async function readSettings(t: () => TestApp) {
  return (await t().app.inject({ method: 'GET', url: '/api/v1/settings' })).json().settings;
}

describeEachDialect('GET /api/v1/settings', (t) => {
  it('answers the defaults while nothing is saved, and the site time zone the back office writes times in', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(response).toAnswer(200, { success: true, settings: defaultSettings, timeZone: 'Asia/Kolkata' });
  });

  it('falls back to the default for a stored value that no longer fits', async () => {
    await t()
      .db.insertInto('settings')
      .values([
        { key: 'siteName', value: '""', updated_at: new Date().toISOString() },
        { key: 'chatUrl', value: 'not json', updated_at: new Date().toISOString() },
        { key: 'retired', value: '"x"', updated_at: new Date().toISOString() },
      ])
      .execute();
    expect(await readSettings(t)).toEqual(defaultSettings);
  });
});

describeEachDialect('PUT /api/v1/settings', (t) => {
  it('saves the keys a SuperAdmin sends, keeps the others, and records the change', async () => {
    const [world, country, religion] = [
      await buildCategory(t().ctx),
      await buildCategory(t().ctx),
      await buildCategory(t().ctx),
    ];
    const { auth, admin } = await buildSuperAdmin(t().ctx);
    const response = await save(
      t,
      {
        siteName: ' राजस्थान समाचार ',
        social: { facebook: 'https://facebook.com/news', youtube: 'https://youtube.com/@news' },
        homeSectionCategoryIds: [world.id, country.id],
        religionCategoryId: religion.id,
        tabbedBoxes: { fresh: ['top-news', 'recent-news'], special: ['Interview', 'ground-report'] },
        pages: { about: '<p>हमारे बारे में</p>', disclaimer: '<p>Disclaimer</p>' },
      },
      auth,
    );
    expect(response.statusCode).toBe(200);
    const expected = {
      ...defaultSettings,
      siteName: 'राजस्थान समाचार',
      social: {
        facebook: 'https://facebook.com/news',
        twitter: '',
        youtube: 'https://youtube.com/@news',
        instagram: '',
        linkedin: '',
      },
      homeSectionCategoryIds: [world.id, country.id],
      religionCategoryId: religion.id,
      tabbedBoxes: { fresh: ['top-news', 'recent-news'], special: ['Interview', 'ground-report'] },
      pages: { about: '<p>हमारे बारे में</p>', contact: '', privacyPolicy: '', disclaimer: '<p>Disclaimer</p>' },
    };
    expect(response.json()).toEqual({ success: true, message: SETTINGS_SAVED, settings: expected });
    expect(await readSettings(t)).toEqual(expected);

    const partial = await save(t, { chatUrl: 'https://wa.me/911234567890' }, auth);
    expect(partial.json().settings).toEqual({ ...expected, chatUrl: 'https://wa.me/911234567890' });

    const audit = await t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'settings')
      .orderBy('id')
      .execute();
    expect(audit.map((line) => [line.admin_id, line.action, JSON.parse(line.details)])).toEqual([
      [
        admin.id,
        'update',
        { keys: ['siteName', 'social', 'homeSectionCategoryIds', 'religionCategoryId', 'tabbedBoxes', 'pages'] },
      ],
      [admin.id, 'update', { keys: ['chatUrl'] }],
    ]);
    const rows = await t().db.selectFrom('settings').select('key').orderBy('key').execute();
    expect(rows.map((row) => row.key)).toEqual([
      'chatUrl',
      'homeSectionCategoryIds',
      'pages',
      'religionCategoryId',
      'siteName',
      'social',
      'tabbedBoxes',
    ]);
  });

  it('empties the home sections and the religion block when asked', async () => {
    const category = await buildCategory(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    await save(t, { homeSectionCategoryIds: [category.id], religionCategoryId: category.id }, auth);
    const response = await save(t, { homeSectionCategoryIds: [], religionCategoryId: '' }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.homeSectionCategoryIds).toEqual([]);
    expect(response.json().settings.religionCategoryId).toBe('');
  });

  it('removes scripts from page texts and keeps their formatting', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await save(
      t,
      {
        pages: {
          about: '<p>About <strong>us</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
          contact: '<a href="javascript:alert(3)">mail</a>',
        },
      },
      auth,
    );
    expect(response.statusCode).toBe(200);
    const { pages } = response.json().settings;
    expect(pages.about).toBe('<p>About <strong>us</strong></p><img src="x" />');
    expect(pages.contact).toBe('<a>mail</a>');
    expect(JSON.stringify(await readSettings(t))).not.toMatch(/script|onerror|javascript:/);
  });

  it('rejects category ids that name no category, by field, and saves nothing', async () => {
    const category = await buildCategory(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    const before = await readSettings(t);
    const response = await save(
      t,
      {
        siteName: 'Changed',
        homeSectionCategoryIds: [category.id, 'ffffffffffffffffffffffff'],
        religionCategoryId: 'missing',
      },
      auth,
    );
    expect(response).toAnswer(400, {
      success: false,
      message: 'Category not found: ffffffffffffffffffffffff',
      errors: {
        homeSectionCategoryIds: 'Category not found: ffffffffffffffffffffffff',
        religionCategoryId: 'Category not found: missing',
      },
    });
    expect(await readSettings(t)).toEqual(before);
  });

  it('validates values with clear messages', async () => {
    const category = await buildCategory(t().ctx);
    const { auth } = await buildSuperAdmin(t().ctx);
    const response = await save(
      t,
      {
        siteName: '  ',
        chatUrl: 'javascript:alert(1)',
        homeSectionCategoryIds: [category.id, category.id],
        tabbedBoxes: { fresh: ['top-news', 'opinion'], special: ['Interview', 'ground-report'] },
      },
      auth,
    );
    expect(response).toAnswer(400, {
      success: false,
      message: 'Site name is required',
      errors: {
        siteName: 'Site name is required',
        chatUrl: 'Must be an http(s) URL',
        homeSectionCategoryIds: 'Each category may appear only once',
        tabbedBoxes: expect.stringMatching(/^Invalid option/),
      },
    });
    const wrongType = await save(t, { homeSectionCategoryIds: 'abc' }, auth);
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(['homeSectionCategoryIds']);
  });

  it('names the moderation word that does not fit, in words an editor reads', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const comments = defaultSettings.comments;
    const tooLong = await save(t, { comments: { ...comments, bannedWords: ['ok', 'x'.repeat(101)] } }, auth);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ comments: 'A banned word may be at most 100 characters' });
    const empty = await save(t, { comments: { ...comments, suspectWords: ['  '] } }, auth);
    expect(empty.json().errors).toEqual({ comments: 'A suspect word may not be empty' });
  });

  it('is for the SuperAdmin alone', async () => {
    const before = await readSettings(t);
    const payload = { siteName: 'Hijacked' };
    const anonymous = await save(t, payload, {});
    expect(anonymous).toFailWith(401, 'Authentication required');
    const admin = await buildAdmin(t().ctx, { permissions: { canAdd: true, canEdit: true, canDelete: true } });
    const asAdmin = await save(t, payload, admin.auth);
    expect(asAdmin).toFailWith(403, 'Access denied');
    const reader = await buildReader(t().ctx);
    expect((await save(t, payload, reader.auth)).statusCode).toBe(403);
    expect(await readSettings(t)).toEqual(before);
  });
});

describeEachDialect('settings service', (t) => {
  it('lets the seed fill settings in without an admin and reads them back', async () => {
    const category = await buildCategory(t().ctx);
    const saved = await updateSettings(
      t().ctx,
      {
        siteName: 'News Today',
        homeSectionCategoryIds: [category.id],
        pages: { ...defaultSettings.pages, about: '<p>About</p>' },
      },
      null,
    );
    expect(saved).toEqual({
      ...defaultSettings,
      siteName: 'News Today',
      homeSectionCategoryIds: [category.id],
      pages: { ...defaultSettings.pages, about: '<p>About</p>' },
    });
    expect(await getSettings(t().ctx)).toEqual(saved);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entity', '=', 'settings').execute();
    expect(audit).toEqual([expect.objectContaining({ admin_id: null, action: 'update' })]);
  });
});

describeEachDialect('settings after a category is deleted', (t) => {
  it('drops the deleted category from the home sections and the religion block', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const [kept, removed] = [await buildCategory(t().ctx), await buildCategory(t().ctx)];
    const saved = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: auth,
      payload: { homeSectionCategoryIds: [removed.id, kept.id], religionCategoryId: removed.id },
    });
    expect(saved.statusCode).toBe(200);
    const deleted = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/category/delete/${removed.id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    const { settings } = (await t().app.inject({ method: 'GET', url: '/api/v1/settings' })).json();
    expect(settings.homeSectionCategoryIds).toEqual([kept.id]);
    expect(settings.religionCategoryId).toBe('');
  });
});
