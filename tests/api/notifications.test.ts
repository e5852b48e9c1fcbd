import { expect, it, vi } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { buildReader } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('the notification list', (t) => {
  const list = (headers: Record<string, string> = {}, query = '') =>
    t().app.inject({ method: 'GET', url: `/api/v1/news/notifications${query}`, headers });
  const ids = (answer: { json(): { news: { _id: string }[] } }) => answer.json().news.map((news) => news._id);

  it('answers the newest 20 when not paged', async () => {
    const articles = [];
    for (let index = 0; index < 21; index += 1) articles.push(await buildNews(t().ctx, { notificationSend: true }));
    const answer = await list();
    expect(ids(answer)).toEqual(
      articles
        .slice(1)
        .reverse()
        .map((article) => article._id),
    );
    expect(answer.json().pagination).toEqual({ total: 21, page: 1, limit: 20, pages: 2 });
    expect(answer.json()).not.toHaveProperty('unread');
  });

  it('tells a reader which articles are new since they marked the list seen', async () => {
    const reader = await buildReader(t().ctx);
    const seenBefore = await buildNews(t().ctx, { notificationSend: true, publish: '2026-01-01T00:00:00Z' });
    const first = await list(reader.auth, '?limit=100');
    expect(first.json().unread).toContain(seenBefore._id);

    const seen = await t().app.inject({ method: 'POST', url: '/api/v1/news/notifications/seen', headers: reader.auth });
    expect(seen.statusCode).toBe(200);
    const { seenAt } = seen.json();
    const stored = await t()
      .db.selectFrom('readers')
      .select('notifications_seen_at')
      .where('id', '=', reader.id)
      .executeTakeFirst();
    expect(stored?.notifications_seen_at).toBe(seenAt);

    // Published strictly after the mark, however fast this runs.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(Date.parse(seenAt)));
    const newer = await buildNews(t().ctx, { notificationSend: true });
    const after = await list(reader.auth, '?limit=100');
    expect(after.json().unread).toEqual([newer._id]);
    const someoneElse = await buildReader(t().ctx);
    expect((await list(someoneElse.auth, '?limit=100')).json().unread).toEqual(
      expect.arrayContaining([newer._id, seenBefore._id]),
    );
  });

  it('marks seen for signed-in readers only', async () => {
    const anonymous = await t().app.inject({ method: 'POST', url: '/api/v1/news/notifications/seen' });
    expect(anonymous).toFailWith(401, 'Authentication required');
  });
});
