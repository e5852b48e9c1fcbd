import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '../../src/shared/constants';
import { formatArticleDate } from '../../src/shared/dates';
import { translator } from '../../src/shared/i18n/translate';
import { commentMessages } from '../../src/shared/messages/comments';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { commentsSection, msUntilComments } from '../helpers/comments-section';
import { islandRendererLoads, ownSite } from '../helpers/e2e';
import { addArticle, otherScriptWords } from '../helpers/e2e-articles';
import { addReader, ageReaderComments, type E2eReader, openReaderPage, readerCall } from '../helpers/e2e-readers';

// Its own server: the tests post comments, which change what every reader of the article sees.
const site = ownSite();
type Article = { _id: string; slug: string };
let article: Article;
let kiran: E2eReader;
let kiranComment: string;

beforeAll(async () => {
  const list = await site.api<{ news: Article[] }>('/news/all?limit=1&language=English', { asAdmin: true });
  const [first] = list.news;
  if (!first) throw new Error('The demo content has no English article');
  article = first;
  kiran = await addReader(site, 'Kiran');
  const posted = await readerCall<{ comment: { _id: string } }>(site, kiran, 'POST', '/news/comment', {
    newsId: article._id,
    text: 'Kiran was here first.',
  });
  expect(posted.status).toBe(201);
  kiranComment = posted.body.comment._id;
});

/** A page holding `reader`'s session, ready for the axe check. */
const pageOf = (reader: E2eReader | null, width = 360) => openReaderPage(site, reader, width, { forAxe: true });

const section = commentsSection;
/** The list item of the comment (or reply) showing `text`, innermost first. */
const commentWith = (page: Page, text: string): Locator => section(page).locator('li', { hasText: text }).last();

describe('the article’s comments', () => {
  it('are readable without JavaScript, with the sign-in link where the box will be', async () => {
    const { page } = await site.openPage(360, { javaScriptEnabled: false });
    await page.goto(`${site.url}/${article.slug}`);
    await section(page)
      .getByRole('heading', { name: /^\d+ comments?$/ })
      .waitFor();
    await section(page).getByText('Kiran was here first.').waitFor();
    expect(await section(page).getByRole('link', { name: 'Sign in to comment' }).getAttribute('href')).toBe('/signin');
    expect(await section(page).getByRole('link', { name: 'Newest' }).getAttribute('href')).toBe(
      `/${article.slug}?sort=newest#comments`,
    );
  });

  it('opens the sign-in dialog for a reader who is not signed in, without React until then', async () => {
    const { page, requests, errors } = await pageOf(null);
    await page.goto(`${site.url}/${article.slug}`);
    await section(page).scrollIntoViewIfNeeded();
    expect(islandRendererLoads(requests)).toEqual([]);
    await section(page).getByRole('link', { name: 'Sign in to comment' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lets a signed-in reader post, reply, edit, like, report and delete; a stranger sees the comment and the reply within a second', async () => {
    const meera = await addReader(site, 'Meera');
    const { page, errors } = await pageOf(meera);
    const stranger = (await pageOf(null, 1280)).page;
    await stranger.goto(`${site.url}/${article.slug}`);
    await page.goto(`${site.url}/${article.slug}`);
    // The island wakes for a signed-in reader as the section nears the screen.
    await section(page).scrollIntoViewIfNeeded();
    const box = section(page).getByRole('textbox', { name: 'Your comment' });

    // A refusal shows in place, in the server's words, the text kept.
    await box.fill('x');
    await section(page).getByRole('button', { name: 'Post comment' }).click();
    await section(page).getByRole('alert').filter({ hasText: 'A comment must be 2 to 2000 characters' }).waitFor();
    expect(await box.inputValue()).toBe('x');

    await box.fill('Meera says hello.\nOn two lines, with https://example.com as text.');
    await section(page).getByText('1,935 characters left').waitFor();
    await section(page).getByRole('button', { name: 'Post comment' }).click();
    await section(page).getByText('Comment posted', { exact: true }).waitFor();
    const posted = Date.now();
    await commentWith(page, 'Meera says hello.').waitFor();
    // Found by its id from now on: while edited its text is in a box, not in the item's text.
    const mine = section(page).locator(`#${await commentWith(page, 'Meera says hello.').getAttribute('id')}`);
    expect(await mine.getByRole('link', { name: 'https://example.com' }).count()).toBe(0);
    expect(await box.inputValue()).toBe('');
    expect(await msUntilComments(stranger, 'Meera says hello.', posted)).toBeLessThan(1000);

    // A reply within 30 seconds of the comment is refused, said under the reply box.
    await commentWith(page, 'Kiran was here first.').getByRole('button', { name: 'Reply' }).first().click();
    const replyBox = section(page).getByRole('textbox', { name: 'Your reply to Kiran' });
    await replyBox.fill('Welcome, Kiran.');
    await section(page).getByRole('button', { name: 'Post reply' }).click();
    await section(page).getByText('Please wait 30 seconds between comments').waitFor();
    await ageReaderComments(site, meera.id);
    await section(page).getByRole('button', { name: 'Post reply' }).click();
    await section(page).getByText('Comment posted', { exact: true }).waitFor();
    const replied = Date.now();
    await commentWith(page, 'Welcome, Kiran.').waitFor();
    // The reply box went away: the new reply holds the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Welcome, Kiran.');
    expect(await msUntilComments(stranger, 'Welcome, Kiran.', replied)).toBeLessThan(1000);
    // The reply sits in Kiran's thread.
    await section(stranger).locator(`#comment-${kiranComment}`).getByText('Welcome, Kiran.').waitFor();

    await mine.getByRole('button', { name: 'Edit' }).click();
    const editBox = mine.getByRole('textbox', { name: 'Edit' });
    await editBox.fill('Meera says hello, edited.');
    await mine.getByRole('button', { name: 'Save' }).click();
    await section(page).getByText('Comment updated', { exact: true }).waitFor();
    await commentWith(page, 'Meera says hello, edited.').getByText('(edited)').waitFor();

    const kiranItem = section(page).locator(`#comment-${kiranComment}`);
    const like = kiranItem.getByRole('button', { name: /^Like this comment/ }).first();
    await like.click();
    await kiranItem.getByRole('button', { name: 'Like this comment, 1 like' }).first().waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('true');

    await kiranItem.getByRole('button', { name: 'Report' }).first().click();
    await kiranItem.getByRole('radio', { name: 'Off topic' }).check();
    await kiranItem.getByRole('button', { name: 'Send report' }).click();
    await kiranItem.getByText('Thank you, a moderator will look at this comment').waitFor();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    page.once('dialog', (dialog) => void dialog.accept());
    await commentWith(page, 'Welcome, Kiran.').getByRole('button', { name: 'Delete' }).click();
    await section(page).getByText('Comment deleted', { exact: true }).waitFor();
    await section(page).getByText('Welcome, Kiran.').waitFor({ state: 'detached' });

    // Both refusals were meant: the short text and the reply within 30 seconds.
    expect(errors).toEqual(['400 /api/v1/news/comment', '429 /api/v1/news/comment']);
  });

  it('shows a reader their own held comment, marked, and nobody else until a moderator approves it', async () => {
    await site.api('/settings', { method: 'PUT', asAdmin: true, body: { comments: { moderation: 'all' } } });
    const asha = await addReader(site, 'Asha');
    const { page } = await pageOf(asha);
    await page.goto(`${site.url}/${article.slug}`);
    // The island wakes for a signed-in reader as the section nears the screen.
    await section(page).scrollIntoViewIfNeeded();
    const box = section(page).getByRole('textbox', { name: 'Your comment' });
    await box.fill('Held for the moderators.');
    await section(page).getByRole('button', { name: 'Post comment' }).click();
    await section(page).getByText('Your comment is awaiting approval', { exact: true }).waitFor();
    await commentWith(page, 'Held for the moderators.')
      .getByText(/^Awaiting approval/)
      .waitFor();
    await page.reload();
    await commentWith(page, 'Held for the moderators.')
      .getByText(/^Awaiting approval/)
      .waitFor();

    const stranger = (await pageOf(null)).page;
    await stranger.goto(`${site.url}/${article.slug}`);
    await section(stranger).getByText('Kiran was here first.').waitFor();
    expect(await section(stranger).getByText('Held for the moderators.').count()).toBe(0);

    // Approved, it shows for everyone within a second.
    const id = (await commentWith(page, 'Held for the moderators.').getAttribute('id'))?.replace('comment-', '');
    await site.api('/comments/moderation/approve', { method: 'POST', asAdmin: true, body: { ids: [id] } });
    expect(await msUntilComments(stranger, 'Held for the moderators.', Date.now())).toBeLessThan(1000);
    await site.api('/settings', { method: 'PUT', asAdmin: true, body: { comments: { moderation: 'off' } } });
  });
});

describe('the comments of a Hindi article', () => {
  const hi = translator('hi');

  it('speak Hindi: the count in its plural, the words, the dates, the characters left; readers’ words keep their own script', async () => {
    const story = await addArticle(site, 'Hindi', 'टिप्पणियों वाली ख़बर');
    const asha = await addReader(site, 'आशा');
    const posted = await readerCall<{ comment: { createdAt: string } }>(site, asha, 'POST', '/news/comment', {
      newsId: story._id,
      text: 'बहुत बढ़िया ख़बर।',
    });
    expect(posted.status).toBe(201);

    const still = (await site.openPage(360, { javaScriptEnabled: false })).page;
    await still.goto(`${site.url}/${story.slug}`);
    await section(still).getByRole('heading', { name: '1 टिप्पणी', exact: true }).waitFor();
    await section(still)
      .getByRole('link', { name: hi(commentMessages.signIn) })
      .waitFor();
    await section(still)
      .getByRole('link', { name: hi(commentMessages.sortNewest) })
      .waitFor();
    // The comment's time as the article writes its own: '28 नवंबर 2026, रात 9:14'.
    const time = section(still).locator('time').first();
    // The suite's servers keep the default zone.
    expect(await time.textContent()).toBe(formatArticleDate(posted.body.comment.createdAt, DEFAULT_TIMEZONE, 'hi'));

    const ravi = await addReader(site, 'Ravi');
    expect(
      (await readerCall(site, ravi, 'POST', '/news/comment', { newsId: story._id, text: 'Well reported, thanks.' }))
        .status,
    ).toBe(201);
    const { page, errors } = await pageOf(ravi, 1280);
    await page.goto(`${site.url}/${story.slug}`);
    await section(page).scrollIntoViewIfNeeded();
    await section(page).getByRole('heading', { name: '2 टिप्पणियाँ', exact: true }).waitFor();
    await section(page)
      .getByRole('textbox', { name: hi(commentMessages.yourComment) })
      .fill('ठीक');
    await section(page).getByText('1,997 अक्षर बाक़ी').waitFor();
    await commentWith(page, 'Well reported, thanks.')
      .getByRole('button', { name: hi(commentMessages.edit) })
      .waitFor();
    // Ravi's name and English comment are marked as English; nothing else on the section is.
    expect(await otherScriptWords(section(page), 'hi')).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
