import { expect, it } from 'vitest';
import { NEWS_EDITED_ELSEWHERE_MESSAGE, VERSION_MESSAGE } from '../../src/shared/schemas/news';
import { describeEachDialect } from '../helpers/app';
import { buildSuperAdmin } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { buildNews } from '../helpers/news.factory';

const EDITED_ELSEWHERE = {
  success: false,
  message: NEWS_EDITED_ELSEWHERE_MESSAGE,
  errors: { version: NEWS_EDITED_ELSEWHERE_MESSAGE },
};

describeEachDialect('PUT /api/v1/news/update with the version it started from', (t) => {
  const update = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    t().app.inject({ method: 'PUT', url: '/api/v1/news/update', headers: auth, payload });

  it('saves while the version is current and refuses a save that started from an older one', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    expect(news.version).toBe(1);

    const first = await update(auth, { id: news._id, version: 1, title: 'First editor' });
    expect([first.statusCode, first.json().news.version]).toEqual([200, 2]);

    const second = await update(auth, { id: news._id, version: 1, title: 'Second editor' });
    expect(second).toAnswer(409, EDITED_ELSEWHERE);
    const stored = await t().db.selectFrom('news').select(['title', 'version']).where('id', '=', news._id).execute();
    expect(stored).toEqual([{ title: 'First editor', version: 2 }]);
  });

  it('takes the version from a multipart form, as the back office sends it', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    const send = async (version: string) => {
      const form = await multipart({ id: news._id, version, title: `Saved from ${version}` });
      return t().app.inject({
        method: 'PUT',
        url: '/api/v1/news/update',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
    };
    expect((await send('1')).statusCode).toBe(200);
    expect(await send('1')).toAnswer(409, EDITED_ELSEWHERE);
    const wrong = await send('latest');
    expect(wrong).toAnswer(400, { success: false, message: VERSION_MESSAGE, errors: { version: VERSION_MESSAGE } });
  });

  it('lets exactly one of two saves from the same version land when they race', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    const answers = await Promise.all(
      ['A', 'B'].map((name) => update(auth, { id: news._id, version: 1, title: `Editor ${name}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().news;
    const stored = await t().db.selectFrom('news').select(['title', 'version']).where('id', '=', news._id).execute();
    expect(stored).toEqual([{ title: winner.title, version: 2 }]);
  });

  it('does not count Activate/Deactivate as an edit', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    const toggled = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: news._id, activeStatus: false },
    });
    expect(toggled.json().news.version).toBe(1);
    const saved = await update(auth, { id: news._id, version: 1, title: 'Edited while hidden' });
    expect(saved.json().news).toMatchObject({ version: 2, active: false, title: 'Edited while hidden' });
  });

  it('keeps the last save winning for clients that send no version', async () => {
    const { auth } = await buildSuperAdmin(t().ctx);
    const news = await buildNews(t().ctx);
    expect((await update(auth, { id: news._id, version: 1, title: 'Versioned save' })).statusCode).toBe(200);
    const unversioned = await update(auth, { id: news._id, title: 'Old client' });
    expect([unversioned.statusCode, unversioned.json().news]).toEqual([
      200,
      expect.objectContaining({ title: 'Old client', version: 3 }),
    ]);
  });
});
