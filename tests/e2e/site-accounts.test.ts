import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/shared/i18n/translate';
import { readerMessages as m } from '../../src/shared/messages/reader';
import { serverMessages as said } from '../../src/shared/messages/server';
import { READER_SESSION_KEY } from '../../src/web/public/reader/session';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { islandRendererLoads, type Site, sharedSite } from '../helpers/e2e';
import { addOlderComments, addReader, readerCall } from '../helpers/e2e-readers';
import { codeMailParts, waitForOutboxMails } from '../helpers/mail';

const site = sharedSite();
/** The site speaks Hindi, its default language (decision 262); the API answers its pages in Hindi too (269). */
const t = translator('hi');

let sequence = 0;
/** An address no other test (or earlier run of this file on a watch server) has used: codes are limited per email. */
function freshEmail(): string {
  sequence += 1;
  return `reader-${Date.now().toString(36)}-${sequence}@example.com`;
}

/** The code and link of the newest mail the server wrote to `to` in its outbox (the suite has no SMTP_URL). */
async function mailedCode(server: Site, to: string): Promise<{ code: string; link: string }> {
  const mails = await waitForOutboxMails({ config: { dataDir: server.dataDir } }, to);
  return codeMailParts(mails[mails.length - 1] as ParsedMail);
}

/** The header's reader link: 'Sign in', or the reader's name once signed in. */
const signInLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: t(m.signInTitle), exact: true });
const nameLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** A reader registered and signed in through the API: the session the site stores. */
async function signedInReader(name: string): Promise<{ token: string; user: object }> {
  const email = freshEmail();
  await site.api('/auth/register', { method: 'POST', body: { name, email, location: '' } });
  const { code } = await mailedCode(site, email);
  return site.api('/auth/verifyotp', { method: 'POST', body: { email, otp: code } });
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('reader accounts on the site', () => {
  it('registers with the mailed code; a kept page then names the reader; the account is edited and signed out', async () => {
    const { page, requests, errors } = await site.openPage(360);
    // Kept by the page cache before anyone signs in: the same bytes serve the signed-in reader.
    await page.goto(`${site.url}/about`);
    await expect(signInLink(page).isVisible()).resolves.toBe(true);

    await page.goto(`${site.url}/register`);
    await page.getByRole('button', { name: t(m.register) }).click();
    // The API's words from the shared schema, under the field.
    await page.getByText(t(said.nameRequired)).waitFor();
    expect(await page.getByRole('main').getByLabel(t(m.name), { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);

    const email = freshEmail();
    await page.getByRole('main').getByLabel(t(m.name), { exact: true }).fill('आशा वर्मा');
    await page.getByRole('main').getByLabel(t(m.email), { exact: true }).fill(email);
    await page.getByRole('main').getByLabel(t(m.locationOptional)).fill('जयपुर');
    await page.getByRole('button', { name: t(m.register) }).click();
    await page.getByText(t(said.registerCodeSent)).waitFor();
    const codeField = page.getByRole('main').getByLabel(t(m.codeLabel));
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.getByRole('button', { name: /^0:[0-5]\d में कोड दोबारा भेजें$/ }).isDisabled()).toBe(true);

    const { code } = await mailedCode(site, email);
    await codeField.fill(code);
    await page.getByRole('button', { name: t(m.signIn), exact: true }).click();
    await page.getByText(t(m.signedInAs, { name: 'आशा वर्मा' })).waitFor();
    await nameLink(page, 'आशा वर्मा').waitFor();

    // Signed in, /register says so instead of showing an empty form.
    await page.goto(`${site.url}/register`);
    await page.getByText(t(m.signedInAs, { name: 'आशा वर्मा' })).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: t(m.yourAccount) })
        .getAttribute('href'),
    ).toBe('/account');
    await expect(page.getByRole('main').getByLabel(t(m.name), { exact: true }).count()).resolves.toBe(0);

    // Another page, answered whole from the cache: the name arrives without React.
    await fetch(`${site.url}/about`);
    requests.length = 0;
    const kept = await page.goto(`${site.url}/about`);
    expect(kept?.headers()['x-cache']).toBe('hit');
    await nameLink(page, 'आशा वर्मा').waitFor();
    await expect(signInLink(page).isVisible()).resolves.toBe(false);
    expect(islandRendererLoads(requests)).toEqual([]);

    await nameLink(page, 'आशा वर्मा').click();
    await page.waitForURL(`${site.url}/account`);
    const name = page.getByRole('main').getByLabel(t(m.name), { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe('आशा वर्मा');
    expect(await page.getByRole('main').getByLabel(t(m.locationOptional)).inputValue()).toBe('जयपुर');
    await name.fill('आशा शर्मा');
    await page.getByRole('main').getByLabel(t(m.replyMail)).uncheck();
    await page.getByRole('button', { name: t(m.save) }).click();
    await page.getByText(t(said.accountSaved)).waitFor();
    await nameLink(page, 'आशा शर्मा').waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);

    await page.reload();
    await name.waitFor();
    expect(await name.inputValue()).toBe('आशा शर्मा');
    expect(await page.getByRole('main').getByLabel(t(m.replyMail)).isChecked()).toBe(false);

    await page.getByRole('button', { name: t(m.signOut), exact: true }).click();
    await page.getByText(t(m.signedOutHere)).waitFor();
    await signInLink(page).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), READER_SESSION_KEY)).toBeNull();
    await page.goto(`${site.url}/about`);
    await expect(signInLink(page).isVisible()).resolves.toBe(true);
    expect(errors).toEqual(['400 /api/v1/auth/register']);
  });

  it("signs in from the mailed link only on the reader's click", async () => {
    const email = freshEmail();
    await site.api('/auth/register', { method: 'POST', body: { name: 'Ravi', email, location: '' } });
    const { link } = await mailedCode(site, email);
    const { pathname, search } = new URL(link);
    const { page, calls, errors } = await site.openPage(1280);
    await page.goto(`${site.url}${pathname}${search}`);
    const button = page.getByRole('button', { name: t(m.linkSignInAs, { email }) });
    await button.waitFor();
    expect(calls).not.toContain('POST /api/v1/auth/verifylink');
    expect(await page.evaluate((key) => localStorage.getItem(key), READER_SESSION_KEY)).toBeNull();

    await button.click();
    await page.getByText(t(m.signedInAs, { name: 'Ravi' })).waitFor();
    await nameLink(page, 'Ravi').waitFor();
    // The key is spent and gone from the address bar.
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it("the header's dialog asks for the code, counts down to a resend, shows the server's refusals, and closes on Escape", async () => {
    const { page, errors } = await site.openPage(1280);
    // The browser's clock alone moves on: the server still remembers the code it sent a moment ago.
    await page.clock.install();
    await page.goto(`${site.url}/about`);
    const open = signInLink(page);
    await open.click();
    const dialog = page.getByRole('dialog', { name: t(m.signInTitle) });
    await dialog.waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('email');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(open.evaluate((link) => link === document.activeElement)).resolves.toBe(true);

    await open.click();
    expect(await dialog.getByRole('link', { name: t(m.register) }).getAttribute('href')).toBe('/register');
    await dialog.getByLabel(t(m.email), { exact: true }).fill(freshEmail());
    await dialog.getByRole('button', { name: t(m.sendCode) }).click();
    // The same answer for an address without an account (no account enumeration).
    await dialog.getByText(t(said.signInCodeSent)).waitFor();
    await expect(dialog.getByRole('button', { name: / में कोड दोबारा भेजें$/ }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(t(m.codeLabel)).fill('000000');
    await dialog.getByRole('button', { name: t(m.signIn), exact: true }).click();
    await dialog.getByText(t(said.codeWrong, { left: 4 })).waitFor();

    await page.clock.fastForward(60_000);
    const resend = dialog.getByRole('button', { name: t(m.resendCode), exact: true });
    await resend.click();
    await dialog.getByText(/^इस ईमेल पर अभी-अभी कोड भेजा गया है। दूसरा कोड माँगने से पहले \d+ सेकंड रुकें।$/).waitFor();
    expect(errors).toEqual(['400 /api/v1/auth/verifyotp', '429 /api/v1/auth/sentotp']);
  });

  it("downloads the reader's data, and deletes the account keeping the comments", async () => {
    const { token, user } = await signedInReader('Kiran');
    const { page, errors } = await site.openPage(360);
    await page.goto(`${site.url}/about`);
    const stored = { key: READER_SESSION_KEY, value: JSON.stringify({ token, user }) };
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), stored);
    await page.goto(`${site.url}/account`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t(m.downloadData) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^account-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { profile: { name: string; email: string } };
    expect(data.profile).toMatchObject({ name: 'Kiran', email: (user as { email: string }).email });

    await page.getByRole('button', { name: t(m.deleteAccount) }).click();
    await page.getByLabel(t(m.keepComments)).check();
    await page.getByRole('button', { name: t(m.deleteAccount) }).click();
    await page.getByText(t(said.accountDeleted)).waitFor();
    await signInLink(page).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), READER_SESSION_KEY)).toBeNull();
    // The old token opens nothing any more.
    const refused = await fetch(`${site.url}/api/v1/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
    expect(errors).toEqual([]);
  });

  it("lists the reader's comments on /account: article link, status, and 'Show more' for older ones", async () => {
    const reader = await addReader(site, 'लेखा');
    const { news } = await site.api<{ news: { _id: string; title: string; slug: string }[] }>('/news/all?limit=1');
    const [article] = news;
    if (!article) throw new Error('The demo content has no article');
    await addOlderComments(site, reader, article._id, [
      { text: 'Waiting for a moderator', status: 'pending' },
      ...Array.from({ length: 8 }, (_, index) => ({ text: `Older comment ${index + 1}`, status: 'visible' as const })),
      { text: 'The oldest comment', status: 'visible' },
    ]);
    const posted = await readerCall<{ comment: { _id: string } }>(site, reader, 'POST', '/news/comment', {
      newsId: article._id,
      text: 'नई टिप्पणी\nदूसरी पंक्ति',
    });
    expect(posted.status).toBe(201);

    // The axe check adds its script to the page, which the site's policy otherwise refuses.
    const { page, errors } = await site.openPage(360, { bypassCSP: true });
    const session = {
      token: reader.auth.authorization.replace('Bearer ', ''),
      user: { _id: reader.id, name: reader.name, email: reader.email },
    };
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [READER_SESSION_KEY, JSON.stringify(session)],
    );
    await page.goto(`${site.url}/account`);
    const list = page.getByRole('list', { name: t(m.commentsList) });
    await list.waitFor();
    const items = list.getByRole('listitem');
    await expect(items.count()).resolves.toBe(10);
    const newest = items.first();
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, to see its line break kept
    expect(await newest.innerText()).toContain('नई टिप्पणी\nदूसरी पंक्ति');
    await newest.getByText(t(m.statusVisible), { exact: true }).waitFor();
    const link = newest.getByRole('link', { name: article.title });
    expect(await link.getAttribute('href')).toBe(`/${article.slug}#comment-${posted.body.comment._id}`);
    await items.nth(1).getByText(t(m.statusPending), { exact: true }).waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t(m.showMore) }).click();
    await list.getByText('The oldest comment').waitFor();
    await expect(items.count()).resolves.toBe(11);
    await expect(page.getByRole('button', { name: t(m.showMore) }).count()).resolves.toBe(0);

    await link.click();
    await page.waitForURL(`${site.url}/${article.slug}#comment-${posted.body.comment._id}`);
    expect(errors).toEqual([]);
  });

  it('tells search engines to leave the reader pages out', async () => {
    for (const pagePath of ['/signin', '/register', '/account']) {
      const html = await (await fetch(`${site.url}${pagePath}`)).text();
      expect(html, pagePath).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  for (const width of [360, 1280]) {
    it(`finds no serious or critical axe violations on /register, /signin and /account at ${width} px`, async () => {
      const { page } = await site.openPage(width, { bypassCSP: true });
      for (const pagePath of ['/register', '/signin', '/account']) {
        await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle' });
        expect(await seriousAccessibilityViolations(page), pagePath).toEqual([]);
        expect(await noSidewaysScroll(page), pagePath).toBeLessThanOrEqual(width);
      }
      // The account page as a signed-in reader sees it, its delete confirmation open.
      const { token, user } = await signedInReader('मीना');
      const stored = { key: READER_SESSION_KEY, value: JSON.stringify({ token, user }) };
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), stored);
      await page.goto(`${site.url}/account`);
      await page.getByText(t(m.noComments)).waitFor();
      await page.getByRole('button', { name: t(m.deleteAccount) }).click();
      await page.getByText(t(m.deleteConfirm)).waitFor();
      expect(await seriousAccessibilityViolations(page), '/account signed in').toEqual([]);
      expect(await noSidewaysScroll(page), '/account signed in').toBeLessThanOrEqual(width);
      await page.context().close();
    });
  }
});
