import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../src/shared/i18n/translate';
import { articleMessages } from '../../src/shared/messages/article';
import { commentMessages } from '../../src/shared/messages/comments';
import { mailMessages } from '../../src/shared/messages/mail';
import { readerMessages as m } from '../../src/shared/messages/reader';
import { serverMessages as said } from '../../src/shared/messages/server';
import { type AdminSession, openAdmin, signIn } from '../helpers/admin-session';
import { commentsSection, msUntilComments } from '../helpers/comments-section';
import { ownSite } from '../helpers/e2e';
import { addReader, openReaderPage } from '../helpers/e2e-readers';
import { codeMailParts, waitForOutboxMails } from '../helpers/mail';

// Its own server: a reader's whole way through the site changes what every reader of the article sees.
const site = ownSite();
/** The server's outbox: the suite gives it no SMTP_URL. */
const outbox = () => ({ config: { dataDir: site.dataDir } });
/** The site's reader pages, the Hindi article's words and the API's answers to them: Hindi, the default (decisions 262, 269). */
const hi = translator('hi');
type Article = { _id: string; slug: string; title: string };
let article: Article;
let boss: AdminSession;

beforeAll(async () => {
  const list = await site.api<{ news: Article[] }>('/news/all?limit=1&language=Hindi', { asAdmin: true });
  const [first] = list.news;
  if (!first) throw new Error('The demo content has no Hindi article');
  article = first;
  boss = await signIn(site.url, site.admin.email, site.admin.password);
});

const section = commentsSection;
const threadItem = (page: Page, text: string) => section(page).locator('li', { hasText: text }).first();

describe('a reader’s way through the site', () => {
  it('registers with the mailed code, comments, gets a reply by mail, likes, signs out; a stranger sees it all until an editor hides the comment', async () => {
    const email = `journey-${Date.now().toString(36)}@example.com`;
    const commentText = `बहुत अच्छी ख़बर, धन्यवाद। ${Date.now().toString(36)}`;
    const { page, errors } = await site.openPage(360);

    // Register: name, email and place, then the six digits the mail carries.
    await page.goto(`${site.url}/register`);
    const form = page.getByRole('main');
    await form.getByLabel(hi(m.name), { exact: true }).fill('सुनीता');
    await form.getByLabel(hi(m.email), { exact: true }).fill(email);
    await form.getByLabel(hi(m.locationOptional)).fill('पटना');
    await page.getByRole('button', { name: hi(m.register) }).click();
    // The form answered before the mail is looked for: a click while the form wakes is replayed.
    await page.getByText(hi(said.registerCodeSent)).waitFor();
    const [codeMail] = await waitForOutboxMails(outbox(), email);
    await form.getByLabel(hi(m.codeLabel)).fill(codeMailParts(codeMail as never).code);
    await page.getByRole('button', { name: hi(m.signIn), exact: true }).click();
    await page.getByText(hi(m.signedInAs, { name: 'सुनीता' })).waitFor();

    // Comment on a Hindi article.
    await page.goto(`${site.url}/${article.slug}`);
    await section(page).scrollIntoViewIfNeeded();
    await section(page)
      .getByRole('textbox', { name: hi(commentMessages.yourComment) })
      .fill(commentText);
    await section(page)
      .getByRole('button', { name: hi(commentMessages.post) })
      .click();
    await section(page).getByText(hi(said.commentPosted), { exact: true }).waitFor();
    const mine = threadItem(page, commentText);
    await mine.waitFor();
    const commentId = (await mine.getAttribute('id'))?.replace('comment-', '');
    expect(commentId).toBeTruthy();

    // Another reader replies from their own browser; the author gets one mail about it.
    const replier = await addReader(site, 'अमित');
    const other = (await openReaderPage(site, replier, 1280)).page;
    await other.goto(`${site.url}/${article.slug}`);
    await section(other).scrollIntoViewIfNeeded();
    await threadItem(other, commentText)
      .getByRole('button', { name: hi(commentMessages.reply) })
      .click();
    await section(other)
      .getByRole('textbox', { name: hi(commentMessages.replyTo, { name: 'सुनीता' }) })
      .fill('सहमत हूँ, सुनीता जी।');
    await section(other)
      .getByRole('button', { name: hi(commentMessages.postReply) })
      .click();
    await section(other).getByText(hi(said.commentPosted), { exact: true }).waitFor();
    const [, replyMail] = await waitForOutboxMails(outbox(), email, 2);
    // Her mails speak the language she signed up in, the page's.
    expect(replyMail?.subject).toBe(hi(mailMessages.replySubject, { replier: 'अमित' }));
    // One click switches these mails off.
    expect(replyMail?.headerLines.map((line) => line.key)).toContain('list-unsubscribe');
    expect(replyMail?.text).toContain('सहमत हूँ, सुनीता जी।');

    // The author sees the reply, likes it and the article.
    await page.reload();
    await section(page).scrollIntoViewIfNeeded();
    const reply = section(page).locator('li', { hasText: 'सहमत हूँ, सुनीता जी।' }).last();
    await reply.getByRole('button', { name: hi(commentMessages.like, { count: 0 }) }).click();
    await reply.getByRole('button', { name: hi(commentMessages.like, { count: 1 }) }).waitFor();
    const heart = page.getByRole('main').getByRole('button', { name: /^यह ख़बर पसंद करें, \d+ पसंद$/ });
    const likesBefore = Number(await heart.locator('[data-like-count]').textContent());
    await heart.click();
    await expect
      .poll(() => heart.getAttribute('aria-label'))
      .toBe(hi(articleMessages.likeArticle, { count: likesBefore + 1 }));

    // Signs out from the account page.
    await page.goto(`${site.url}/account`);
    await page.getByRole('button', { name: hi(m.signOut), exact: true }).click();
    await page.getByText(hi(m.signedOutHere)).waitFor();

    // A stranger reads the thread: the comment, the reply and its like, without signing in.
    const stranger = (await site.openPage(768)).page;
    await stranger.goto(`${site.url}/${article.slug}`);
    const thread = section(stranger).locator(`#comment-${commentId}`);
    await thread.getByText(commentText).waitFor();
    await thread.getByText('सहमत हूँ, सुनीता जी।').waitFor();
    await section(stranger)
      .getByRole('link', { name: hi(commentMessages.signIn) })
      .waitFor();

    // An editor hides the comment from the Comments screen; readers stop seeing it within a second.
    const admin = (await openAdmin(site, boss, '/admin/comments?queue=all')).page;
    const row = admin.locator('tbody tr').filter({ hasText: commentText });
    await row.getByRole('button', { name: /^Hide / }).click();
    await admin.locator('.swal2-popup:not(.swal2-loading) .swal2-title', { hasText: 'Comments hidden' }).waitFor();
    const hidden = Date.now();
    expect(await msUntilComments(stranger, commentText, hidden, false)).toBeLessThan(1000);
    expect(errors).toEqual([]);
  });
});
