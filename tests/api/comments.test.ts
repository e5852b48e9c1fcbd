import { expect, it } from 'vitest';
import {
  bannedWordsMessage,
  COMMENT_ALREADY_REPORTED,
  COMMENT_BANNED_READER,
  COMMENT_EDIT_EXPIRED,
  COMMENT_LENGTH_MESSAGE,
  COMMENT_NOT_YOURS,
  COMMENT_REPEATED,
  COMMENT_REPORT_OWN,
  COMMENT_TOO_SOON,
  COMMENTS_CLOSED,
  commentSuspendedMessage,
} from '../../src/shared/schemas/comments';
import { describeEachDialect, type TestApp } from '../helpers/app';
import { buildCategory } from '../helpers/categories.factory';
import {
  ageComments,
  articleCommentCount,
  commentAs,
  commentRow,
  listComments,
  postComment,
  setCommentSettings,
} from '../helpers/comments.factory';
import { buildAdmin, buildReader } from '../helpers/factories';
import { buildNews, ISO, newsBody } from '../helpers/news.factory';

const DAY_MS = 24 * 60 * 60 * 1000;

async function article(t: TestApp) {
  return buildNews(t.ctx);
}

describeEachDialect('Comments: posting, listing and threads', (t) => {
  it('posts a plain-text comment kept as typed (trimmed, line breaks kept), counted on the article and listed for anyone', async () => {
    const news = await article(t());
    const reader = await buildReader(t().ctx, { name: 'सुनीता' });
    const text = '  पहली पंक्ति\nदूसरी <b>line</b> https://example.com  ';
    const response = await postComment(t(), reader, { newsId: news._id, text });
    expect(response).toAnswer(201, {
      success: true,
      message: 'Comment posted',
      comment: {
        _id: expect.any(String),
        text: 'पहली पंक्ति\nदूसरी <b>line</b> https://example.com',
        user: { name: 'सुनीता' },
        createdAt: ISO,
        likes: 0,
        parentId: null,
        edited: false,
        likedByMe: false,
        mine: true,
      },
    });
    expect(await articleCommentCount(t(), news._id)).toBe(1);

    const list = await listComments(t(), news._id);
    expect(list).toAnswer(200, {
      success: true,
      comments: [
        {
          _id: response.json().comment._id,
          text: 'पहली पंक्ति\nदूसरी <b>line</b> https://example.com',
          user: { name: 'सुनीता' },
          createdAt: ISO,
          likes: 0,
          parentId: null,
          edited: false,
          replies: [],
        },
      ],
      pagination: { total: 1, page: 1, limit: 10, pages: 1 },
      commentCount: 1,
      commentsEnabled: true,
    });
    expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(list.headers.vary).toContain('Authorization');
  });

  it('refuses texts under 2 or over 2,000 characters once trimmed, and a missing article', async () => {
    const news = await article(t());
    const reader = await buildReader(t().ctx);
    for (const text of [' a ', 'x'.repeat(2001)]) {
      expect(await postComment(t(), reader, { newsId: news._id, text })).toFailValidation({
        text: COMMENT_LENGTH_MESSAGE,
      });
    }
    expect(await postComment(t(), reader, { newsId: 'missing', text: 'Hello there' })).toFailWith(
      404,
      'News not found',
    );
  });

  it('keeps one level of replies: a reply to a reply joins its thread; replies come oldest first inside their thread', async () => {
    const news = await article(t());
    const [a, b, c] = [await buildReader(t().ctx), await buildReader(t().ctx), await buildReader(t().ctx)];
    const first = await commentAs(t(), a, news._id, 'The first comment');
    const reply = await commentAs(t(), b, news._id, 'A reply', first._id);
    const replyToReply = await commentAs(t(), c, news._id, 'A reply to the reply', reply._id);
    expect((await commentRow(t(), replyToReply._id))?.parent_id).toBe(first._id);

    const body = (await listComments(t(), news._id)).json();
    expect(body.comments).toHaveLength(1);
    expect(body.comments[0].replies.map((r: { text: string; parentId: string }) => [r.text, r.parentId])).toEqual([
      ['A reply', first._id],
      ['A reply to the reply', first._id],
    ]);
    expect(body.commentCount).toBe(3);
    expect(body.pagination.total).toBe(1);
  });

  it("sorts threads by 'best' (likes, then newest), 'newest' and 'oldest', and pages them", async () => {
    const news = await article(t());
    const author = await buildReader(t().ctx);
    const older = await commentAs(t(), author, news._id, 'Older one');
    const liked = await commentAs(t(), author, news._id, 'Liked one');
    const newest = await commentAs(t(), author, news._id, 'Newest one');
    const fan = await buildReader(t().ctx);
    await t().app.inject({ method: 'POST', url: `/api/v1/news/comment/${liked._id}/like`, headers: fan.auth });

    const texts = async (query: string) =>
      (await listComments(t(), news._id, query)).json().comments.map((comment: { text: string }) => comment.text);
    expect(await texts('')).toEqual(['Liked one', 'Newest one', 'Older one']);
    expect(await texts('?sort=newest')).toEqual(['Newest one', 'Liked one', 'Older one']);
    expect(await texts('?sort=oldest')).toEqual(['Older one', 'Liked one', 'Newest one']);
    const second = (await listComments(t(), news._id, '?sort=oldest&page=2&limit=2')).json();
    expect(second.comments.map((comment: { _id: string }) => comment._id)).toEqual([newest._id]);
    expect(second.pagination).toEqual({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(older._id).toBeTruthy();
  });

  it('shows a signed-in reader their held comments marked pending and what they liked; others and anonymous readers see neither', async () => {
    const news = await article(t());
    const trusted = await buildReader(t().ctx);
    const visible = await commentAs(t(), trusted, news._id, 'A fine comment');
    const author = await buildReader(t().ctx);
    await t().app.inject({ method: 'POST', url: `/api/v1/news/comment/${visible._id}/like`, headers: author.auth });
    await ageComments(t(), author.id);
    const held = await postComment(t(), author, {
      newsId: news._id,
      text: 'See http://a.example and http://b.example',
    });
    expect(held).toAnswer(201, {
      success: true,
      message: 'Your comment is awaiting approval',
      comment: expect.objectContaining({ status: 'pending', mine: true }),
    });

    const own = (await listComments(t(), news._id, '?sort=oldest', author.auth)).json();
    expect(
      own.comments.map((c: { text: string; status?: string; likedByMe: boolean }) => [c.text, c.status, c.likedByMe]),
    ).toEqual([
      ['A fine comment', undefined, true],
      ['See http://a.example and http://b.example', 'pending', false],
    ]);
    const other = await listComments(t(), news._id, '', trusted.auth);
    expect(other.json().comments).toHaveLength(1);
    expect(other.headers['cache-control']).toBe('no-store');
    const anonymous = (await listComments(t(), news._id)).json();
    expect(anonymous.comments).toHaveLength(1);
    expect(anonymous.comments[0]).not.toHaveProperty('likedByMe');
    expect(anonymous.commentCount).toBe(1);
  });
});

describeEachDialect('Comments: the moderation pipeline', (t) => {
  it('refuses on an article with comments switched off, and once the article is older than closeAfterDays', async () => {
    const news = await article(t());
    const reader = await buildReader(t().ctx);
    await t().db.updateTable('news').set({ comments_enabled: 0 }).where('id', '=', news._id).execute();
    expect(await postComment(t(), reader, { newsId: news._id, text: 'Hello there' })).toFailWith(403, COMMENTS_CLOSED);
    expect((await listComments(t(), news._id)).json().commentsEnabled).toBe(false);

    const old = await article(t());
    const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS).toISOString();
    await t().db.updateTable('news').set({ publish_at: tenDaysAgo }).where('id', '=', old._id).execute();
    await setCommentSettings(t(), { closeAfterDays: 7 });
    expect(await postComment(t(), reader, { newsId: old._id, text: 'Hello there' })).toFailWith(403, COMMENTS_CLOSED);
    expect((await listComments(t(), old._id)).json().commentsEnabled).toBe(false);
    expect((await listComments(t(), news._id)).json().commentsEnabled).toBe(false);
    await setCommentSettings(t(), { closeAfterDays: 0 });
    expect((await postComment(t(), reader, { newsId: old._id, text: 'Hello there' })).statusCode).toBe(201);
  });

  it('refuses banned readers and suspended ones until their suspension ends', async () => {
    const news = await article(t());
    const banned = await buildReader(t().ctx, { status: 'banned' });
    expect(await postComment(t(), banned, { newsId: news._id, text: 'Hello there' })).toFailWith(
      403,
      COMMENT_BANNED_READER,
    );
    const until = new Date(Date.now() + DAY_MS).toISOString();
    const suspended = await buildReader(t().ctx, { status: 'suspended', suspendedUntil: until });
    expect(await postComment(t(), suspended, { newsId: news._id, text: 'Hello there' })).toFailWith(
      403,
      commentSuspendedMessage(until),
    );
    const served = await buildReader(t().ctx, {
      status: 'suspended',
      suspendedUntil: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await postComment(t(), served, { newsId: news._id, text: 'Hello there' })).statusCode).toBe(201);
  });

  it('refuses the same text as the previous comment, then a second comment within 30 seconds (429)', async () => {
    const news = await article(t());
    const reader = await buildReader(t().ctx);
    await commentAs(t(), reader, news._id, 'Same words');
    await ageComments(t(), reader.id);
    expect(await postComment(t(), reader, { newsId: news._id, text: ' Same words ' })).toFailWith(
      409,
      COMMENT_REPEATED,
    );
    await ageComments(t(), reader.id, -50);
    expect(await postComment(t(), reader, { newsId: news._id, text: 'Other words' })).toFailWith(429, COMMENT_TOO_SOON);
  });

  it('keeps the 30-second interval when one reader posts several comments at the same moment', async () => {
    const news = await article(t());
    const reader = await buildReader(t().ctx);
    const answers = await Promise.all(
      ['One', 'Two', 'Three', 'Four', 'Five'].map((word) =>
        postComment(t(), reader, { newsId: news._id, text: `${word} at once` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused).toFailWith(429, COMMENT_TOO_SOON);
    }
    const stored = await t().db.selectFrom('comments').select('id').where('reader_id', '=', reader.id).execute();
    expect(stored).toHaveLength(1);
    expect(await articleCommentCount(t(), news._id)).toBe(1);
  });

  it('refuses banned words (any case, Devanagari too) naming them, and holds suspect words and more than one link', async () => {
    const news = await article(t());
    await setCommentSettings(t(), { bannedWords: ['Spamword', 'गाली'], suspectWords: ['casino'] });
    const reader = await buildReader(t().ctx);
    expect(await postComment(t(), reader, { newsId: news._id, text: 'buy SPAMWORD now' })).toFailValidation({
      text: bannedWordsMessage(['Spamword']),
    });
    expect(await postComment(t(), reader, { newsId: news._id, text: 'यह गाली है' })).toFailValidation({
      text: bannedWordsMessage(['गाली']),
    });
    // A word inside a longer word is not the word.
    const inside = await commentAs(t(), reader, news._id, 'गालियाँ spamwords');
    expect(inside.status).toBeUndefined();

    const suspect = await commentAs(t(), reader, news._id, 'Best Casino in town');
    expect(await commentRow(t(), suspect._id)).toMatchObject({
      status: 'pending',
      hold_reason: 'suspect-words:casino',
    });
    const links = await commentAs(t(), reader, news._id, 'www.a.example and https://b.example');
    expect(await commentRow(t(), links._id)).toMatchObject({ status: 'pending', hold_reason: 'links' });
    expect(await articleCommentCount(t(), news._id)).toBe(1);
    await setCommentSettings(t(), {});
  });

  it("pre-moderates new readers until two of their comments are approved, or everyone when set to 'all'", async () => {
    const news = await article(t());
    const reader = await buildReader(t().ctx);
    await setCommentSettings(t(), { moderation: 'newReaders' });
    const first = await commentAs(t(), reader, news._id, 'First words');
    expect(await commentRow(t(), first._id)).toMatchObject({ status: 'pending', hold_reason: 'pre-moderation' });
    await t().db.updateTable('comments').set({ status: 'visible' }).where('reader_id', '=', reader.id).execute();
    const second = await commentAs(t(), reader, news._id, 'Second words');
    expect((await commentRow(t(), second._id))?.status).toBe('pending');
    await t().db.updateTable('comments').set({ status: 'visible' }).where('reader_id', '=', reader.id).execute();
    const third = await commentAs(t(), reader, news._id, 'Third words');
    expect((await commentRow(t(), third._id))?.status).toBe('visible');

    await setCommentSettings(t(), { moderation: 'all' });
    const fourth = await commentAs(t(), reader, news._id, 'Fourth words');
    expect((await commentRow(t(), fourth._id))?.status).toBe('pending');
    await setCommentSettings(t(), {});
  });

  it('holds the comment of a reader with over 30% of the last 7 days rejected', async () => {
    const news = await article(t());
    const reader = await buildReader(t().ctx);
    const kept = await commentAs(t(), reader, news._id, 'Kept words');
    const rejected = await commentAs(t(), reader, news._id, 'Rejected words');
    await t().db.updateTable('comments').set({ status: 'rejected' }).where('id', '=', rejected._id).execute();
    const next = await commentAs(t(), reader, news._id, 'Next words');
    expect(await commentRow(t(), next._id)).toMatchObject({ status: 'pending', hold_reason: 'history' });
    expect(kept._id).toBeTruthy();
  });
});

describeEachDialect('Comments: edit, delete, like and report', (t) => {
  it('lets the author edit within 5 minutes, marking it edited; not after, and not someone else', async () => {
    const news = await article(t());
    const author = await buildReader(t().ctx);
    const comment = await commentAs(t(), author, news._id, 'Frist words');
    const edit = (headers: Record<string, string>, text: string) =>
      t().app.inject({ method: 'PUT', url: `/api/v1/news/comment/${comment._id}`, headers, payload: { text } });
    expect(await edit(author.auth, 'First words')).toAnswer(200, {
      success: true,
      message: 'Comment updated',
      comment: expect.objectContaining({ text: 'First words', edited: true }),
    });
    const other = await buildReader(t().ctx);
    expect(await edit(other.auth, 'Mine now')).toFailWith(403, COMMENT_NOT_YOURS);
    await ageComments(t(), author.id, 5 * 60 + 1);
    expect(await edit(author.auth, 'Too late')).toFailWith(403, COMMENT_EDIT_EXPIRED);
    expect((await listComments(t(), news._id)).json().comments[0]).toMatchObject({ text: 'First words', edited: true });
  });

  it('an edit passes the checks again: a banned word refuses it, a suspect word holds the comment', async () => {
    const news = await article(t());
    const author = await buildReader(t().ctx);
    const comment = await commentAs(t(), author, news._id, 'Innocent words');
    await setCommentSettings(t(), { bannedWords: ['rude'], suspectWords: ['casino'] });
    const edit = (text: string) =>
      t().app.inject({
        method: 'PUT',
        url: `/api/v1/news/comment/${comment._id}`,
        headers: author.auth,
        payload: { text },
      });
    expect(await edit('Rude words')).toFailValidation({ text: bannedWordsMessage(['rude']) });
    expect(await edit('Casino words')).toAnswer(200, {
      success: true,
      message: 'Your comment is awaiting approval',
      comment: expect.objectContaining({ status: 'pending', edited: true }),
    });
    expect(await articleCommentCount(t(), news._id)).toBe(0);
    await setCommentSettings(t(), {});
  });

  it('removes a comment without replies; one with replies becomes an empty deleted place, gone with its last reply', async () => {
    const news = await article(t());
    const [a, b] = [await buildReader(t().ctx), await buildReader(t().ctx)];
    const remove = (reader: typeof a, id: string) =>
      t().app.inject({ method: 'DELETE', url: `/api/v1/news/comment/${id}`, headers: reader.auth });
    const lone = await commentAs(t(), a, news._id, 'Lonely words');
    expect(await remove(b, lone._id)).toFailWith(403, COMMENT_NOT_YOURS);
    expect(await remove(a, lone._id)).toAnswer(200, { success: true, message: 'Comment deleted' });
    expect(await commentRow(t(), lone._id)).toBeUndefined();

    const first = await commentAs(t(), a, news._id, 'Thread start');
    const reply = await commentAs(t(), b, news._id, 'A reply', first._id);
    await remove(a, first._id);
    const body = (await listComments(t(), news._id)).json();
    expect(body.comments[0]).toMatchObject({ _id: first._id, text: '', user: null, status: 'deleted' });
    expect(body.comments[0].replies).toHaveLength(1);
    expect(body.commentCount).toBe(1);
    expect(await remove(b, reply._id)).toAnswer(200, { success: true, message: 'Comment deleted' });
    expect(await commentRow(t(), first._id)).toBeUndefined();
    expect(await articleCommentCount(t(), news._id)).toBe(0);
  });

  it('likes and unlikes idempotently', async () => {
    const news = await article(t());
    const author = await buildReader(t().ctx);
    const comment = await commentAs(t(), author, news._id, 'Like me');
    const fan = await buildReader(t().ctx);
    const like = (method: 'POST' | 'DELETE') =>
      t().app.inject({ method, url: `/api/v1/news/comment/${comment._id}/like`, headers: fan.auth });
    expect(await like('POST')).toAnswer(200, { success: true, liked: true, likes: 1 });
    expect(await like('POST')).toAnswer(200, { success: true, liked: true, likes: 1 });
    expect(await like('DELETE')).toAnswer(200, { success: true, liked: false, likes: 0 });
    expect(await like('DELETE')).toAnswer(200, { success: true, liked: false, likes: 0 });
  });

  it('takes one report per reader, not on their own comment, and hides the comment at three', async () => {
    const news = await article(t());
    const author = await buildReader(t().ctx);
    const comment = await commentAs(t(), author, news._id, 'Reported words');
    const report = (reader: { auth: { authorization: string } }, reason = 'spam') =>
      t().app.inject({
        method: 'POST',
        url: `/api/v1/news/comment/${comment._id}/report`,
        headers: reader.auth,
        payload: { reason },
      });
    expect(await report(author)).toFailWith(400, COMMENT_REPORT_OWN);
    const first = await buildReader(t().ctx);
    expect(await report(first)).toAnswer(200, {
      success: true,
      message: 'Thank you, a moderator will look at this comment',
    });
    expect(await report(first, 'abusive')).toFailWith(409, COMMENT_ALREADY_REPORTED);
    expect((await report(await buildReader(t().ctx), 'bogus')).statusCode).toBe(400);
    await report(await buildReader(t().ctx), 'abusive');
    expect((await commentRow(t(), comment._id))?.status).toBe('visible');
    await report(await buildReader(t().ctx), 'off-topic');
    expect(await commentRow(t(), comment._id)).toMatchObject({
      status: 'hidden',
      hold_reason: 'reported',
      report_count: 3,
    });
    expect(await articleCommentCount(t(), news._id)).toBe(0);
    expect((await listComments(t(), news._id)).json().comments).toEqual([]);
  });
});

describeEachDialect('Comments on or off per article, through the news API', (t) => {
  it('creates with commentsEnabled (default true), switches it by update, and answers it with commentCount', async () => {
    const { auth } = await buildAdmin(t().ctx, { role: 'SuperAdmin' });
    const category = await buildCategory(t().ctx);
    const created = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: auth,
      payload: newsBody(category.id, { commentsEnabled: false }),
    });
    expect(created.json().news).toMatchObject({ commentsEnabled: false, commentCount: 0 });
    const id = created.json().news._id;
    const reader = await buildReader(t().ctx);
    expect(await postComment(t(), reader, { newsId: id, text: 'Hello there' })).toFailWith(403, COMMENTS_CLOSED);

    const updated = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/news/update',
      headers: auth,
      payload: { id, commentsEnabled: true },
    });
    expect(updated.json().news).toMatchObject({ commentsEnabled: true });
    await commentAs(t(), reader, id, 'Now it is open');
    const read = await t().app.inject({ method: 'GET', url: `/api/v1/news/${id}` });
    expect(read.json().news).toMatchObject({ commentsEnabled: true, commentCount: 1 });

    const plain = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/create',
      headers: auth,
      payload: newsBody(category.id),
    });
    expect(plain.json().news.commentsEnabled).toBe(true);
  });
});

describeEachDialect('The comments settings key', (t) => {
  it('saves the moderation settings; the word lists are answered to admins only', async () => {
    const { auth } = await buildAdmin(t().ctx, { role: 'SuperAdmin' });
    const comments = { moderation: 'newReaders', closeAfterDays: 30, bannedWords: ['गाली'], suspectWords: ['casino'] };
    const saved = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: auth,
      payload: { comments },
    });
    expect(saved.json().settings.comments).toEqual(comments);
    const asAdmin = await t().app.inject({ method: 'GET', url: '/api/v1/settings', headers: auth });
    expect(asAdmin.json().settings.comments).toEqual(comments);
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(anonymous.json().settings.comments).toEqual({ ...comments, bannedWords: [], suspectWords: [] });
    const bad = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: auth,
      payload: { comments: { ...comments, moderation: 'sometimes' } },
    });
    expect(bad.statusCode).toBe(400);
    await setCommentSettings(t(), {});
  });
});
