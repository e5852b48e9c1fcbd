import { expect, it } from 'vitest';
import { commentSuspendedMessage } from '../../src/shared/schemas/comments';
import { describeEachDialect } from '../helpers/app';
import {
  articleCommentCount,
  commentAs,
  commentRow,
  postComment,
  setCommentSettings,
} from '../helpers/comments.factory';
import { buildAdmin, buildReader } from '../helpers/factories';
import { buildNews, ISO } from '../helpers/news.factory';

const API = '/api/v1';

describeEachDialect('Comment moderation', (t) => {
  const moderator = () => buildAdmin(t().ctx, { permissions: { canEdit: true } });
  const auditLines = (entity: string) =>
    t().db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

  it('lists the pending queue with what a moderation screen shows, narrowed by article and reader', async () => {
    const news = await buildNews(t().ctx, { title: 'Budget day' });
    const other = await buildNews(t().ctx);
    const reader = await buildReader(t().ctx, { name: 'Asha' });
    await setCommentSettings(t(), { suspectWords: ['lottery'] });
    const held = await commentAs(t(), reader, news._id, 'Win the lottery');
    await commentAs(t(), reader, other._id, 'Another lottery');
    await setCommentSettings(t(), {});
    const { auth } = await moderator();

    const response = await t().app.inject({
      method: 'GET',
      url: `${API}/comments/moderation?queue=pending&newsId=${news._id}&readerId=${reader.id}`,
      headers: auth,
    });
    expect(response).toAnswer(200, {
      success: true,
      comments: [
        {
          _id: held._id,
          text: 'Win the lottery',
          status: 'pending',
          holdReason: 'suspect-words',
          holdDetail: 'lottery',
          reportCount: 0,
          reportReasons: {},
          likes: 0,
          parentId: null,
          news: { _id: news._id, title: 'Budget day', slug: news.slug },
          reader: { _id: reader.id, name: 'Asha', email: reader.email, status: 'active', suspendedUntil: null },
          createdAt: ISO,
          editedAt: null,
          reviewedAt: null,
        },
      ],
      pagination: { total: 1, page: 1, limit: 10, pages: 1 },
    });
    const all = await t().app.inject({
      method: 'GET',
      url: `${API}/comments/moderation?queue=all&status=pending`,
      headers: auth,
    });
    expect(all.json().pagination.total).toBe(2);
  });

  it('approves a held comment (counted, audited, awaiting count drops) and hides a visible one', async () => {
    const news = await buildNews(t().ctx);
    const reader = await buildReader(t().ctx);
    await setCommentSettings(t(), { moderation: 'all' });
    const held = await commentAs(t(), reader, news._id, 'Please approve me');
    await setCommentSettings(t(), {});
    const { auth, admin } = await moderator();
    const awaiting = async () =>
      (await t().app.inject({ method: 'GET', url: `${API}/dashboard`, headers: auth })).json().commentsAwaiting;
    const before = await awaiting();
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await t().app.inject({ method: 'GET', url: `${API}/dashboard` })).json()).not.toHaveProperty(
      'commentsAwaiting',
    );

    const approve = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/moderation/${held._id}/approve`,
      headers: auth,
    });
    expect(approve).toAnswer(200, { success: true, message: 'Comments approved', changed: 1 });
    expect(await commentRow(t(), held._id)).toMatchObject({ status: 'visible', hold_reason: null, reviewed_at: ISO });
    expect(await articleCommentCount(t(), news._id)).toBe(1);
    expect(await awaiting()).toBe(before - 1);

    const hide = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/moderation/${held._id}/hide`,
      headers: auth,
    });
    expect(hide).toAnswer(200, { success: true, message: 'Comments hidden', changed: 1 });
    expect(await commentRow(t(), held._id)).toMatchObject({ status: 'rejected', hold_reason: 'moderator' });
    expect(await articleCommentCount(t(), news._id)).toBe(0);
    expect(
      (await auditLines('comment'))
        .filter((line) => line.entity_id === held._id)
        .map((line) => [line.admin_id, JSON.parse(line.details).moderation]),
    ).toEqual([
      [admin.id, 'approve'],
      [admin.id, 'hide'],
    ]);
    const boss = await buildAdmin(t().ctx, { role: 'SuperAdmin' });
    const activity = await t().app.inject({ method: 'GET', url: `${API}/audit?kind=comment`, headers: boss.auth });
    expect(activity.json().entries[0]).toMatchObject({ kind: 'comment', itemId: held._id, item: 'Please approve me' });
    const missing = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/moderation/nope/approve`,
      headers: auth,
    });
    expect(missing).toFailWith(404, 'Comment not found');
  });

  it('a reported-and-hidden comment sits in the Reported queue with its reasons until approved, then reports count afresh', async () => {
    const news = await buildNews(t().ctx);
    const author = await buildReader(t().ctx);
    const comment = await commentAs(t(), author, news._id, 'Contested words');
    const report = async (reason: string) => {
      const reader = await buildReader(t().ctx);
      const response = await t().app.inject({
        method: 'POST',
        url: `${API}/news/comment/${comment._id}/report`,
        headers: reader.auth,
        payload: { reason },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    for (const reason of ['spam', 'spam', 'abusive']) await report(reason);
    const { auth } = await moderator();
    const reported = (
      await t().app.inject({ method: 'GET', url: `${API}/comments/moderation?queue=reported`, headers: auth })
    ).json();
    expect(reported.comments.find((c: { _id: string }) => c._id === comment._id)).toMatchObject({
      status: 'hidden',
      holdReason: 'reported',
      reportCount: 3,
      reportReasons: { spam: 2, abusive: 1 },
    });
    await t().app.inject({ method: 'POST', url: `${API}/comments/moderation/${comment._id}/approve`, headers: auth });
    expect(await commentRow(t(), comment._id)).toMatchObject({ status: 'visible', report_count: 0 });
    await report('other');
    expect(await commentRow(t(), comment._id)).toMatchObject({ status: 'visible', report_count: 1 });
  });

  it('deletes with canDelete only, singly and in bulk; bulk approve and hide skip unknown ids', async () => {
    const news = await buildNews(t().ctx);
    const reader = await buildReader(t().ctx);
    const a = await commentAs(t(), reader, news._id, 'Comment A');
    const b = await commentAs(t(), reader, news._id, 'Comment B');
    const c = await commentAs(t(), reader, news._id, 'Comment C');
    const editor = await moderator();
    const deleter = await buildAdmin(t().ctx, { permissions: { canDelete: true } });
    expect(
      (
        await t().app.inject({
          method: 'POST',
          url: `${API}/comments/moderation/${a._id}/delete`,
          headers: editor.auth,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      await t().app.inject({
        method: 'POST',
        url: `${API}/comments/moderation/${a._id}/delete`,
        headers: deleter.auth,
      }),
    ).toAnswer(200, { success: true, message: 'Comments deleted', changed: 1 });
    expect(await commentRow(t(), a._id)).toBeUndefined();

    const hide = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/moderation/hide`,
      headers: editor.auth,
      payload: { ids: [b._id, c._id, 'unknown'] },
    });
    expect(hide).toAnswer(200, { success: true, message: 'Comments hidden', changed: 2 });
    expect(await articleCommentCount(t(), news._id)).toBe(0);
    const bulkDelete = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/moderation/delete`,
      headers: deleter.auth,
      payload: { ids: [b._id, c._id] },
    });
    expect(bulkDelete).toAnswer(200, { success: true, message: 'Comments deleted', changed: 2 });
    const empty = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/moderation/approve`,
      headers: editor.auth,
      payload: { ids: [] },
    });
    expect(empty).toFailValidation({ ids: 'Choose at least one comment' });
  });

  it('suspends a reader for N days, bans another hiding their comments, and lifts both; all audited', async () => {
    const news = await buildNews(t().ctx);
    const { auth } = await moderator();
    const suspended = await buildReader(t().ctx);
    const suspend = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/readers/${suspended.id}/restrict`,
      headers: auth,
      payload: { days: 3 },
    });
    expect(suspend).toAnswer(200, {
      success: true,
      message: 'Reader suspended',
      reader: { _id: suspended.id, status: 'suspended', suspendedUntil: ISO, hiddenComments: 0 },
    });
    const until = suspend.json().reader.suspendedUntil;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(3 * 24 * 3600 * 1000 - 60_000);
    expect(await postComment(t(), suspended, { newsId: news._id, text: 'Let me speak' })).toFailWith(
      403,
      commentSuspendedMessage(until),
    );

    const troll = await buildReader(t().ctx);
    await commentAs(t(), troll, news._id, 'Troll words');
    expect(await articleCommentCount(t(), news._id)).toBe(1);
    const ban = await t().app.inject({
      method: 'POST',
      url: `${API}/comments/readers/${troll.id}/restrict`,
      headers: auth,
      payload: { hideComments: true },
    });
    expect(ban.json().reader).toEqual({ _id: troll.id, status: 'banned', suspendedUntil: null, hiddenComments: 1 });
    expect(await articleCommentCount(t(), news._id)).toBe(0);
    // A ban signs the reader out everywhere.
    expect((await postComment(t(), troll, { newsId: news._id, text: 'Still here' })).statusCode).toBe(401);

    const lift = await t().app.inject({
      method: 'DELETE',
      url: `${API}/comments/readers/${suspended.id}/restrict`,
      headers: auth,
    });
    expect(lift.json().reader).toMatchObject({ status: 'active', suspendedUntil: null });
    expect((await postComment(t(), suspended, { newsId: news._id, text: 'Let me speak' })).statusCode).toBe(201);
    expect((await auditLines('reader')).map((line) => JSON.parse(line.details).moderation)).toEqual([
      'suspend',
      'ban',
      'lift',
    ]);
    expect(
      (
        await t().app.inject({
          method: 'POST',
          url: `${API}/comments/readers/nobody/restrict`,
          headers: auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a moderation change is announced on the content-events bus, so kept reads are forgotten', async () => {
    const news = await buildNews(t().ctx);
    const reader = await buildReader(t().ctx);
    const comment = await commentAs(t(), reader, news._id, 'Announce me');
    const heard: string[] = [];
    const unsubscribe = t().ctx.events.subscribe((event) => {
      heard.push(`${event.entity}:${event.ids.join(',')}`);
    });
    const { auth } = await moderator();
    await t().app.inject({ method: 'POST', url: `${API}/comments/moderation/${comment._id}/hide`, headers: auth });
    unsubscribe();
    expect(heard).toEqual([`comment:${comment._id}`]);
  });
});
