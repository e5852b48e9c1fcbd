import { expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { newId } from '../../src/server/lib/ids';
import { ACCOUNT_DELETED, SIGNED_OUT_EVERYWHERE } from '../../src/shared/schemas/reader-auth';
import { buildNews } from '../helpers/news.factory';
import { describeReaderAuth, signUpReader } from '../helpers/reader-auth';

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

async function addComment(
  db: Db,
  fields: { newsId: string; readerId: string | null; parentId?: string; status?: 'visible' | 'pending' },
) {
  const id = newId();
  await db
    .insertInto('comments')
    .values({
      id,
      news_id: fields.newsId,
      reader_id: fields.readerId,
      parent_id: fields.parentId ?? null,
      body: `comment ${id}`,
      status: fields.status ?? 'visible',
      hold_reason: null,
      reviewed_at: null,
      edited_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

async function addLike(db: Db, newsId: string, readerId: string) {
  await db
    .insertInto('likes')
    .values({ news_id: newsId, reader_id: readerId, created_at: new Date().toISOString() })
    .execute();
}

async function addPushSubscription(db: Db, readerId: string) {
  await db
    .insertInto('push_subscriptions')
    .values({
      id: newId(),
      endpoint: `https://push.example/${readerId}`,
      p256dh: 'k',
      auth: 'a',
      reader_id: readerId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function counts(db: Db, newsId: string) {
  return db
    .selectFrom('news')
    .select(['like_count', 'comment_count'])
    .where('id', '=', newsId)
    .executeTakeFirstOrThrow();
}

describeReaderAuth("a reader's own account", (t) => {
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t().app.inject({ method, url: `/api/v1${url}`, headers: headers as Record<string, string>, payload });

  it('shows the profile, standing and notification choices', async () => {
    const reader = await signUpReader(t());
    expect(await call('GET', '/account', reader.auth)).toAnswer(200, {
      success: true,
      account: {
        _id: reader.id,
        name: 'सुनीता',
        email: reader.email,
        location: 'जयपुर',
        role: 'User',
        status: 'active',
        suspendedUntil: null,
        replyMail: true,
        language: 'hi',
        createdAt: ISO,
      },
    });
  });

  it('changes name, location and reply mail, with field messages for bad values', async () => {
    const reader = await signUpReader(t());
    const saved = await call('PUT', '/account', reader.auth, { name: 'Sunita', location: 'Kota', replyMail: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Account saved',
      account: { name: 'Sunita', location: 'Kota', replyMail: false, email: reader.email },
    });
    expect((await call('GET', '/account', reader.auth)).json().account).toMatchObject({
      name: 'Sunita',
      replyMail: false,
    });
    const bad = await call('PUT', '/account', reader.auth, { name: '', location: 'x'.repeat(101), replyMail: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      name: 'Name is required',
      location: 'Location must be at most 100 characters',
      replyMail: 'Reply mail must be true or false',
    });
  });

  it('lets a suspended or banned reader sign in, read and download the account', async () => {
    const reader = await signUpReader(t());
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await t()
      .db.updateTable('readers')
      .set({ status: 'suspended', suspended_until: until })
      .where('id', '=', reader.id)
      .execute();
    t().advance(61_000);
    const again = await signUpReader(t(), { email: reader.email, address: reader.address });
    const account = await call('GET', '/account', again.auth);
    expect(account.json().account).toMatchObject({ status: 'suspended', suspendedUntil: until });
    await t()
      .db.updateTable('readers')
      .set({ status: 'banned', suspended_until: null })
      .where('id', '=', reader.id)
      .execute();
    expect((await call('GET', '/account/export', again.auth)).statusCode).toBe(200);
  });

  it('downloads everything kept about the reader as a JSON attachment', async () => {
    const reader = await signUpReader(t());
    const news = await buildNews(t().ctx);
    const commentId = await addComment(t().db, { newsId: news._id, readerId: reader.id });
    await addLike(t().db, news._id, reader.id);
    await addPushSubscription(t().db, reader.id);
    const exported = await call('GET', '/account/export', reader.auth);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="account-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(exported.json()).toEqual({
      exportedAt: ISO,
      profile: expect.objectContaining({ _id: reader.id, email: reader.email, verifiedAt: ISO }),
      comments: [expect.objectContaining({ _id: commentId, newsId: news._id, parentId: null, status: 'visible' })],
      likes: [{ newsId: news._id, createdAt: ISO }],
      commentLikes: [],
      reports: [],
      pushSubscriptions: [{ _id: expect.any(String), endpoint: `https://push.example/${reader.id}`, createdAt: ISO }],
    });
  });

  it("erases the account removing its comments; others' replies stay under an emptied comment; counts are recounted", async () => {
    const reader = await signUpReader(t());
    const other = await signUpReader(t());
    const news = await buildNews(t().ctx);
    const alone = await addComment(t().db, { newsId: news._id, readerId: reader.id });
    const answered = await addComment(t().db, { newsId: news._id, readerId: reader.id });
    const reply = await addComment(t().db, { newsId: news._id, readerId: other.id, parentId: answered });
    const othersComment = await addComment(t().db, { newsId: news._id, readerId: other.id });
    await addLike(t().db, news._id, reader.id);
    await addLike(t().db, news._id, other.id);
    await t()
      .db.insertInto('comment_likes')
      .values({ comment_id: othersComment, reader_id: reader.id, created_at: new Date().toISOString() })
      .execute();
    await t().db.updateTable('comments').set({ like_count: 1 }).where('id', '=', othersComment).execute();
    await t().db.updateTable('news').set({ like_count: 2, comment_count: 4 }).where('id', '=', news._id).execute();

    expect(await call('DELETE', '/account', reader.auth, { comments: 'remove' })).toAnswer(200, {
      success: true,
      message: ACCOUNT_DELETED,
    });
    const left = await t()
      .db.selectFrom('comments')
      .select(['id', 'reader_id', 'status', 'body', 'like_count'])
      .where('news_id', '=', news._id)
      .orderBy('id')
      .execute();
    expect(left).toEqual([
      { id: answered, reader_id: null, status: 'deleted', body: '', like_count: 0 },
      { id: reply, reader_id: other.id, status: 'visible', body: `comment ${reply}`, like_count: 0 },
      { id: othersComment, reader_id: other.id, status: 'visible', body: `comment ${othersComment}`, like_count: 0 },
    ]);
    expect(left.map((row) => row.id)).not.toContain(alone);
    expect(await counts(t().db, news._id)).toEqual({ like_count: 1, comment_count: 2 });
    expect(await t().db.selectFrom('readers').select('id').where('id', '=', reader.id).execute()).toEqual([]);
    expect(await t().db.selectFrom('reader_codes').select('id').where('email', '=', reader.email).execute()).toEqual(
      [],
    );
    expect(await call('GET', '/account', reader.auth)).toFailWith(401, 'Invalid or expired token');
  });

  it("erases the account keeping its comments as 'deleted reader'; likes and push subscriptions go", async () => {
    const reader = await signUpReader(t());
    const news = await buildNews(t().ctx);
    const kept = await addComment(t().db, { newsId: news._id, readerId: reader.id });
    await addComment(t().db, { newsId: news._id, readerId: reader.id, status: 'pending' });
    await addLike(t().db, news._id, reader.id);
    await addPushSubscription(t().db, reader.id);
    await t().db.updateTable('news').set({ like_count: 1, comment_count: 5 }).where('id', '=', news._id).execute();

    expect((await call('DELETE', '/account', reader.auth, { comments: 'keep' })).statusCode).toBe(200);
    const comments = await t()
      .db.selectFrom('comments')
      .select(['id', 'reader_id', 'status'])
      .where('news_id', '=', news._id)
      .orderBy('id')
      .execute();
    expect(comments).toEqual([
      { id: kept, reader_id: null, status: 'visible' },
      { id: expect.any(String), reader_id: null, status: 'pending' },
    ]);
    expect(await counts(t().db, news._id)).toEqual({ like_count: 0, comment_count: 1 });
    expect(
      await t().db.selectFrom('push_subscriptions').select('id').where('reader_id', '=', reader.id).execute(),
    ).toEqual([]);
    expect(await t().db.selectFrom('likes').select('news_id').where('reader_id', '=', reader.id).execute()).toEqual([]);
  });

  it("takes the erased reader's like off kept answers at once", async () => {
    const reader = await signUpReader(t());
    const news = await buildNews(t().ctx);
    const liked = await t().app.inject({
      method: 'POST',
      url: '/api/v1/news/like',
      headers: reader.auth,
      payload: { newsId: news._id },
    });
    expect(liked.json()).toMatchObject({ likes: 1, liked: true });
    const listing = async () =>
      (await t().app.inject({ method: 'GET', url: '/api/v1/news/all?page=1&limit=50' })).json().news as {
        _id: string;
        likes: number;
      }[];
    expect((await listing()).find((article) => article._id === news._id)?.likes).toBe(1);

    expect((await call('DELETE', '/account', reader.auth, { comments: 'keep' })).statusCode).toBe(200);
    expect((await listing()).find((article) => article._id === news._id)?.likes).toBe(0);
  });

  it('asks what happens to the comments before erasing', async () => {
    const reader = await signUpReader(t());
    const answer = await call('DELETE', '/account', reader.auth, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ comments: "Choose what happens to your comments: 'remove' or 'keep'" });
    expect((await call('GET', '/account', reader.auth)).statusCode).toBe(200);
  });

  it('signs out everywhere: every token issued before stops working, a new sign-in works', async () => {
    const reader = await signUpReader(t());
    const answer = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout-everywhere',
      headers: reader.auth,
    });
    expect(answer).toAnswer(200, { success: true, message: SIGNED_OUT_EVERYWHERE });
    expect(await call('GET', '/account', reader.auth)).toFailWith(401, 'Invalid or expired token');
    t().advance(61_000);
    const again = await signUpReader(t(), { email: reader.email, address: reader.address });
    expect((await call('GET', '/account', again.auth)).statusCode).toBe(200);
  });
});
