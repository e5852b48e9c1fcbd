import { expect, it } from 'vitest';
import type { ContentChanged } from '../../src/server/lib/content-events';
import { describeEachDialect } from '../helpers/app';
import { buildReader } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('likes on articles', (t) => {
  const like = (newsId: string, auth: Record<string, string>, action: 'like' | 'removelike' = 'like') =>
    t().app.inject({ method: 'POST', url: `/api/v1/news/${action}`, headers: auth, payload: { newsId } });
  const state = (newsId: string, auth: Record<string, string>) =>
    t().app.inject({ method: 'GET', url: `/api/v1/news/like/${newsId}`, headers: auth });

  it('counts a reader once however often they like, and takes the like back once', async () => {
    const article = await buildNews(t().ctx);
    const reader = await buildReader(t().ctx);
    const other = await buildReader(t().ctx);
    expect(await state(article._id, reader.auth)).toAnswer(200, { success: true, likes: 0, liked: false });
    expect(await like(article._id, reader.auth)).toAnswer(200, { success: true, likes: 1, liked: true });
    expect(await like(article._id, reader.auth)).toAnswer(200, { success: true, likes: 1, liked: true });
    expect(await like(article._id, other.auth)).toAnswer(200, { success: true, likes: 2, liked: true });
    expect(await state(article._id, reader.auth)).toAnswer(200, { success: true, likes: 2, liked: true });
    expect(await like(article._id, reader.auth, 'removelike')).toAnswer(200, { success: true, likes: 1, liked: false });
    expect(await like(article._id, reader.auth, 'removelike')).toAnswer(200, { success: true, likes: 1, liked: false });
    expect(await state(article._id, reader.auth)).toAnswer(200, { success: true, likes: 1, liked: false });
    expect(await state(article._id, other.auth)).toAnswer(200, { success: true, likes: 1, liked: true });
  });

  it('never counts twice when likes arrive at the same moment', async () => {
    const article = await buildNews(t().ctx);
    const readers = await Promise.all(Array.from({ length: 8 }, () => buildReader(t().ctx)));
    const calls = readers.flatMap((reader) => [like(article._id, reader.auth), like(article._id, reader.auth)]);
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.statusCode)).toEqual(calls.map(() => 200));
    const stored = await t()
      .db.selectFrom('news')
      .select('like_count')
      .where('id', '=', article._id)
      .executeTakeFirst();
    const rows = await t().db.selectFrom('likes').selectAll().where('news_id', '=', article._id).execute();
    expect([stored?.like_count, rows.length]).toEqual([8, 8]);
    await Promise.all(readers.map((reader) => like(article._id, reader.auth, 'removelike')));
    expect(await state(article._id, readers[0]!.auth)).toAnswer(200, { success: true, likes: 0, liked: false });
  });

  it('shows the count in the article answers and changes no kept page', async () => {
    const article = await buildNews(t().ctx);
    const reader = await buildReader(t().ctx);
    const heard: ContentChanged[] = [];
    const stop = t().ctx.events.subscribe((event) => {
      heard.push(event);
    });
    await like(article._id, reader.auth);
    stop();
    expect(heard).toEqual([]);
    const answer = await t().app.inject({ method: 'GET', url: `/api/v1/news/${article.slug}` });
    expect(answer.json().news).toEqual({ ...article, likes: 1 });
    const listed = await t().app.inject({ method: 'GET', url: `/api/v1/news/all?category=${article.category?._id}` });
    expect(listed.json().news).toEqual([{ ...article, likes: 1 }]);
  });

  it("answers 'News not found' for an unknown, inactive or scheduled article", async () => {
    const reader = await buildReader(t().ctx);
    const inactive = await buildNews(t().ctx, { active: false });
    const scheduled = await buildNews(t().ctx, { publish: '2999-01-01T00:00:00Z' });
    for (const newsId of ['0123456789abcdef01234567', inactive._id, scheduled._id]) {
      expect(await like(newsId, reader.auth)).toFailWith(404, 'News not found');
      expect(await like(newsId, reader.auth, 'removelike')).toFailWith(404, 'News not found');
      expect(await state(newsId, reader.auth)).toFailWith(404, 'News not found');
    }
    const rows = await t().db.selectFrom('likes').selectAll().where('reader_id', '=', reader.id).execute();
    expect(rows).toEqual([]);
  });

  it('needs a signed-in reader and a newsId', async () => {
    const article = await buildNews(t().ctx);
    expect(await like(article._id, {})).toFailWith(401, 'Authentication required');
    const reader = await buildReader(t().ctx);
    const missing = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/like',
      headers: reader.auth,
      payload: {},
    });
    expect(missing).toFailValidation({ newsId: 'newsId is required' });
  });
});
