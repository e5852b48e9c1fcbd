import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/app';
import { clearOutbox, commentAs, outboxFiles, setCommentSettings, waitForMails } from '../helpers/comments.factory';
import { buildAdmin, buildReader } from '../helpers/factories';
import { buildNews } from '../helpers/news.factory';

describeEachDialect('Reply mails', (t) => {
  beforeEach(async () => {
    await clearOutbox(t());
  });

  it("mails the author of the comment replied to, once, with text and HTML, the comment's link and one-click unsubscribe", async () => {
    const news = await buildNews(t().ctx, { title: 'Rain in Jaipur' });
    const author = await buildReader(t().ctx, { name: 'Asha' });
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
});
