import { expect, it } from 'vitest';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildComment, commentAs, setCommentSettings } from '../helpers/comments.factory';
import { buildAdmin, buildReader } from '../helpers/factories';
import { buildNews, ISO } from '../helpers/news.factory';

type Reader = Awaited<ReturnType<typeof buildReader>>;

function myComments(t: TestApp, reader: { auth: Record<string, string> } | null, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/account/comments${query}`, headers: reader?.auth ?? {} });
}

async function moderate(t: TestApp, action: 'approve' | 'hide', id: string) {
  const { auth } = await buildAdmin(t.ctx, { permissions: { canEdit: true } });
  await t.app.inject({ method: 'POST', url: `/api/v1/comments/moderation/${id}/${action}`, headers: auth });
}

async function like(t: TestApp, reader: Reader, id: string) {
  await t.app.inject({ method: 'POST', url: `/api/v1/news/comment/${id}/like`, headers: reader.auth });
}

describeEachDialect("A reader's own comments (GET /account/comments)", (t) => {
  it('opens to a signed-in reader only: 401 without a token, 403 with an admin token', async () => {
    expect(await myComments(t(), null)).toFailWith(401, 'Authentication required');
    const admin = await buildAdmin(t().ctx, { role: 'SuperAdmin' });
    expect(await myComments(t(), admin)).toFailWith(403, 'Access denied');
  });

  it('lists them newest first with their status as the author sees it, likes, thread and article', async () => {
    const news = await buildNews(t().ctx, { title: 'बारिश की खबर', language: 'Hindi' });
    const english = await buildNews(t().ctx, { title: 'Rain news', language: 'English' });
    const me = await buildReader(t().ctx);
    const other = await buildReader(t().ctx);

    const visible = await commentAs(t(), me, news._id, 'My first words');
    await like(t(), other, visible._id);
    const theirs = await commentAs(t(), other, english._id, 'Their thread');
    const reply = await commentAs(t(), me, english._id, 'My reply', theirs._id);
    const reported = await commentAs(t(), me, news._id, 'Hidden by reports');
    for (const reporter of await Promise.all([1, 2, 3].map(() => buildReader(t().ctx)))) {
      await t().app.inject({
        method: 'POST',
        url: `/api/v1/news/comment/${reported._id}/report`,
        headers: reporter.auth,
        payload: { reason: 'spam' },
      });
    }
    const rejected = await commentAs(t(), me, news._id, 'Taken down by a moderator');
    await moderate(t(), 'hide', rejected._id);
    await setCommentSettings(t(), { moderation: 'all' });
    const pending = await commentAs(t(), me, english._id, 'Awaiting approval');
    await setCommentSettings(t(), {});
    // A first comment emptied into a 'deleted' place keeps others' replies; it is not the reader's any more.
    const emptied = await commentAs(t(), me, news._id, 'Soon deleted');
    await buildComment(t().ctx, { newsId: news._id, readerId: other.id, parentId: emptied._id });
    await t().app.inject({ method: 'DELETE', url: `/api/v1/news/comment/${emptied._id}`, headers: me.auth });

    const hindi = { _id: news._id, title: 'बारिश की खबर', slug: news.slug, language: 'Hindi' };
    const inEnglish = { _id: english._id, title: 'Rain news', slug: english.slug, language: 'English' };
    const mine = (fields: object) => ({ createdAt: ISO, likes: 0, parentId: null, edited: false, ...fields });
    expect(await myComments(t(), me)).toAnswer(200, {
      success: true,
      comments: [
        mine({ _id: pending._id, text: 'Awaiting approval', status: 'pending', news: inEnglish }),
        mine({ _id: rejected._id, text: 'Taken down by a moderator', status: 'hidden', news: hindi }),
        mine({ _id: reported._id, text: 'Hidden by reports', status: 'hidden', news: hindi }),
        mine({ _id: reply._id, text: 'My reply', status: 'visible', parentId: theirs._id, news: inEnglish }),
        mine({ _id: visible._id, text: 'My first words', status: 'visible', likes: 1, news: hindi }),
      ],
      pagination: { total: 5, page: 1, limit: 10, pages: 1 },
    });

    const second = await myComments(t(), me, '?page=2&limit=2');
    expect(second.json().comments.map((comment: { _id: string }) => comment._id)).toEqual([reported._id, reply._id]);
    expect(second.json().pagination).toEqual({ total: 5, page: 2, limit: 2, pages: 3 });
    expect(await myComments(t(), me, '?limit=0')).toFailValidation({
      limit: 'Limit must be a whole number from 1 to 100',
    });
  });

  it("marks an edited comment, and answers no article for one readers cannot open; a deleted article's comments go with it", async () => {
    const { auth } = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    const kept = await buildNews(t().ctx);
    const switchedOff = await buildNews(t().ctx);
    const deleted = await buildNews(t().ctx);
    const me = await buildReader(t().ctx);
    const edited = await commentAs(t(), me, kept._id, 'Frist words');
    await t().app.inject({
      method: 'PUT',
      url: `/api/v1/news/comment/${edited._id}`,
      headers: me.auth,
      payload: { text: 'First words' },
    });
    const orphaned = await commentAs(t(), me, switchedOff._id, 'On an article switched off');
    await commentAs(t(), me, deleted._id, 'On an article deleted');

    const off = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/toggleActive',
      headers: auth,
      payload: { newsId: switchedOff._id, activeStatus: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const gone = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/news/delete?id=${deleted._id}`,
      headers: auth,
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const answer = await myComments(t(), me);
    expect(answer.json().comments).toEqual([
      expect.objectContaining({ _id: orphaned._id, text: 'On an article switched off', news: null }),
      expect.objectContaining({ _id: edited._id, text: 'First words', edited: true, news: expect.any(Object) }),
    ]);
    expect(answer.json().pagination.total).toBe(2);
  });

  it('answers an empty list to a reader who has not commented', async () => {
    const reader = await buildReader(t().ctx);
    expect(await myComments(t(), reader)).toAnswer(200, {
      success: true,
      comments: [],
      pagination: { total: 0, page: 1, limit: 10, pages: 0 },
    });
  });
});
