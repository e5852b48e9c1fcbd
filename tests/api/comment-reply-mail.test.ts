import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect, type TestApp } from '../helpers/app';
import {
  ageComments,
  clearOutbox,
  commentAs,
  outboxFiles,
  type ReaderAuth,
  setCommentSettings,
  waitForMails,
} from '../helpers/comments.factory';
import { buildAdmin, buildReader } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

/** Who a mail went to. */
const recipient = (mail: { to?: unknown }) =>
  [mail.to ?? []].flat().flatMap((group) => (group as { value: { address?: string }[] }).value.map((to) => to.address));

async function moderate(t: TestApp, action: 'approve' | 'hide', id: string): Promise<void> {
  const { auth } = await buildAdmin(t.ctx, { permissions: { canEdit: true } });
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/comments/moderation/${id}/${action}`,
    headers: auth,
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

function editComment(t: TestApp, reader: ReaderAuth, id: string, text: string) {
  return t.app.inject({ method: 'PUT', url: `/api/v1/news/comment/${id}`, headers: reader.auth, payload: { text } });
}

/** A reply that mails its thread's starter, posted last: the mails before it have all been sent. */
async function markerMail(t: TestApp, newsId: string): Promise<string> {
  const starter = await buildReader(t.ctx);
  const replier = await buildReader(t.ctx);
  const thread = await commentAs(t, starter, newsId, 'Marker thread');
  await commentAs(t, replier, newsId, 'Marker reply', thread._id);
  return starter.email;
}

describeEachDialect('Reply mails', (t) => {
  beforeEach(async () => {
    await clearOutbox(t());
  });

  it("mails the author of the comment replied to, once, with text and HTML, the comment's link and one-click unsubscribe", async () => {
    const news = await buildNews(t().ctx, { title: 'Rain in Jaipur' });
    const author = await buildReader(t().ctx, { name: 'Asha', language: 'en' });
    const replier = await buildReader(t().ctx, { name: 'Ravi' });
    const first = await commentAs(t(), author, news._id, 'What a storm');
    const reply = await commentAs(t(), replier, news._id, 'Stay <safe>\nfriends', first._id);

    const [mail] = await waitForMails(t(), 1);
    if (!mail) throw new Error('no mail');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(author.email);
    expect(mail.subject).toBe('Ravi replied to your comment');
    expect(mail.text).toContain('Stay <safe>\nfriends');
    expect(mail.text).toContain(`/${news.slug}#comment-${reply._id}`);
    expect(mail.html).toContain('Stay &#60;safe&#62;');
    expect(mail.html).toContain(`#comment-${reply._id}`);
    const header = (key: string) =>
      (mail.headerLines.find((line) => line.key === key)?.line ?? '')
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/^[^:]+:\s*/, '');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = header('list-unsubscribe');
    const url = new URL(/<([^>]+)>/.exec(unsubscribe)?.[1] ?? '');
    expect(url.pathname).toBe('/api/v1/account/reply-mail/off');

    // Opening the link changes nothing; the mail program's one-click POST switches the mails off.
    const opened = await t().app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(404);
    const off = await t().app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off).toAnswer(200, { success: true, message: 'Reply mails are switched off' });
    const row = await t()
      .db.selectFrom('readers')
      .select('reply_mail')
      .where('id', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(row.reply_mail).toBe(0);

    await clearOutbox(t());
    await commentAs(t(), replier, news._id, 'Another reply', first._id);
    const other = await buildReader(t().ctx);
    const marker = await commentAs(t(), other, news._id, 'Marker thread');
    await commentAs(t(), author, news._id, 'Answering the marker', marker._id);
    const [last] = await waitForMails(t(), 1);
    expect(last?.text).toContain('Answering the marker');
  });

  it('refuses a forged unsubscribe token', async () => {
    const reader = await buildReader(t().ctx);
    const forged = await t().app.inject({
      method: 'POST',
      url: `/api/v1/account/reply-mail/off?token=${reader.id}.forged`,
    });
    expect(forged).toFailWith(400, 'This link is invalid or has expired');
  });

  it('sends nothing for a reply to your own comment, nor to a reader who switched reply mails off', async () => {
    const news = await buildNews(t().ctx);
    const author = await buildReader(t().ctx);
    const quiet = await buildReader(t().ctx, { replyMail: false });
    const mine = await commentAs(t(), author, news._id, 'My thread');
    await commentAs(t(), author, news._id, 'My own reply', mine._id);
    const theirs = await commentAs(t(), quiet, news._id, 'Quiet thread');
    await commentAs(t(), author, news._id, 'A reply to the quiet one', theirs._id);
    // A mail that is sent arrives after the answer: a last reply that must mail shows the others did not.
    const marker = await commentAs(t(), quiet, news._id, 'Marker', mine._id);
    const [mail] = await waitForMails(t(), 1);
    expect(mail?.text).toContain(`#comment-${marker._id}`);
  });

  it('a held reply mails when a moderator first approves it', async () => {
    const news = await buildNews(t().ctx);
    const author = await buildReader(t().ctx);
    const replier = await buildReader(t().ctx);
    const first = await commentAs(t(), author, news._id, 'Thread start');
    await setCommentSettings(t(), { moderation: 'all' });
    const held = await commentAs(t(), replier, news._id, 'Held reply', first._id);
    await setCommentSettings(t(), {});
    expect(await outboxFiles(t())).toEqual([]);
    const { auth } = await buildAdmin(t().ctx, { permissions: { canEdit: true } });
    await t().app.inject({ method: 'POST', url: `/api/v1/comments/moderation/${held._id}/approve`, headers: auth });
    const [mail] = await waitForMails(t(), 1);
    expect(mail?.text).toContain(`#comment-${held._id}`);
  });

  it('a held reply edited while it waits mails once, with its new text, when first approved; approving it again sends no more', async () => {
    const news = await buildNews(t().ctx);
    const author = await buildReader(t().ctx);
    const replier = await buildReader(t().ctx);
    const first = await commentAs(t(), author, news._id, 'Thread start');
    await setCommentSettings(t(), { moderation: 'all' });
    const held = await commentAs(t(), replier, news._id, 'Held reply', first._id);
    expect((await editComment(t(), replier, held._id, 'Held reply, said better')).statusCode).toBe(200);
    await setCommentSettings(t(), {});
    expect(await outboxFiles(t())).toEqual([]);

    await moderate(t(), 'approve', held._id);
    const [mail] = await waitForMails(t(), 1);
    expect(recipient(mail ?? {})).toEqual([author.email]);
    expect(mail?.text).toContain('Held reply, said better');

    await clearOutbox(t());
    await moderate(t(), 'hide', held._id);
    await moderate(t(), 'approve', held._id);
    const marker = await markerMail(t(), news._id);
    const mails = await waitForMails(t(), 1);
    expect(mails.map(recipient)).toEqual([[marker]]);
  });

  it('a visible reply that was mailed, edited into a hold (suspect word) and approved, does not mail again', async () => {
    const news = await buildNews(t().ctx);
    const author = await buildReader(t().ctx);
    const replier = await buildReader(t().ctx);
    const first = await commentAs(t(), author, news._id, 'Thread start');
    const reply = await commentAs(t(), replier, news._id, 'A fine reply', first._id);
    await waitForMails(t(), 1);
    await clearOutbox(t());

    await setCommentSettings(t(), { suspectWords: ['lottery'] });
    const edited = await editComment(t(), replier, reply._id, 'A fine reply about the lottery');
    expect(edited.json().comment.status).toBe('pending');
    await setCommentSettings(t(), {});
    await moderate(t(), 'approve', reply._id);
    const marker = await markerMail(t(), news._id);
    const mails = await waitForMails(t(), 1);
    expect(mails.map(recipient)).toEqual([[marker]]);
  });

  it('a held reply to a reply mails, when approved, the author of the reply it answers', async () => {
    const news = await buildNews(t().ctx);
    const starter = await buildReader(t().ctx);
    const answered = await buildReader(t().ctx);
    const replier = await buildReader(t().ctx);
    const first = await commentAs(t(), starter, news._id, 'Thread start');
    const middle = await commentAs(t(), answered, news._id, 'First answer', first._id);
    await waitForMails(t(), 1);
    await clearOutbox(t());

    await setCommentSettings(t(), { suspectWords: ['lottery'] });
    const held = await commentAs(t(), replier, news._id, 'About the lottery, you are right', middle._id);
    await setCommentSettings(t(), {});
    expect(held.status).toBe('pending');
    await moderate(t(), 'approve', held._id);
    const [mail] = await waitForMails(t(), 1);
    expect(recipient(mail ?? {})).toEqual([answered.email]);
    expect(mail?.text).toContain(`#comment-${held._id}`);
  });

  it('two moderators approving a held reply at the same moment send one mail', async () => {
    const news = await buildNews(t().ctx);
    const author = await buildReader(t().ctx);
    const replier = await buildReader(t().ctx);
    const first = await commentAs(t(), author, news._id, 'Thread start');
    await setCommentSettings(t(), { moderation: 'all' });
    const held = await commentAs(t(), replier, news._id, 'Held reply', first._id);
    await setCommentSettings(t(), {});
    const admins = await Promise.all([1, 2].map(() => buildAdmin(t().ctx, { permissions: { canEdit: true } })));
    const answers = await Promise.all(
      admins.map(({ auth }) =>
        t().app.inject({ method: 'POST', url: `/api/v1/comments/moderation/${held._id}/approve`, headers: auth }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await ageComments(t(), replier.id);
    const marker = await markerMail(t(), news._id);
    const mails = await waitForMails(t(), 2);
    expect(mails.map(recipient).sort()).toEqual([[author.email], [marker]].sort());
  });
});
