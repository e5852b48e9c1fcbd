import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_EMAIL_REQUIRED,
  LOGIN_FAILED,
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_SUCCEEDED,
  LOGIN_SUCCEEDED_TEXT,
} from '../../src/shared/login-form';
import { opinionMessages as words } from '../../src/shared/messages/opinion';
import { serverMessages } from '../../src/shared/messages/server';
import { siteMessages } from '../../src/shared/messages/site';
import { INVALID_CREDENTIALS } from '../../src/shared/schemas/auth';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { islandRendererLoads, sharedSite } from '../helpers/e2e';

const site = sharedSite();

/** The captcha's field, by its label's start in the site's Hindi. */
const CAPTCHA_LABEL = /^कैप्चा/;

/** The two numbers of the captcha on screen, once the form has come into view and fetched it. */
async function captchaOnScreen(page: Page): Promise<{ a: number; b: number }> {
  await page.getByRole('heading', { name: words.heading.hi }).scrollIntoViewIfNeeded();
  const label = page.getByText(/^कैप्चा: \d+ \+ \d+ कितना होता है\?$/);
  await label.waitFor();
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await label.textContent()) ?? '') ?? [];
  return { a: Number(a), b: Number(b) };
}

async function fillOpinion(page: Page, captchaAnswer: string) {
  await page.getByRole('main').getByLabel(words.name.hi, { exact: true }).fill('सुनीता शर्मा');
  await page.getByRole('main').getByLabel(words.email.hi, { exact: true }).fill('sunita@example.com');
  await page.getByRole('main').getByLabel(words.location.hi, { exact: true }).fill('जयपुर');
  await page.getByRole('main').getByLabel(words.message.hi, { exact: true }).fill('बारिश की ख़बरें और चाहिए।');
  await page.getByRole('main').getByLabel(CAPTCHA_LABEL).fill(captchaAnswer);
}

/** The message under a field, found through the field's own aria-describedby. */
async function fieldError(page: Page, label: string | RegExp): Promise<string | null> {
  const id = await page.getByRole('main').getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe("'Your opinion' form", () => {
  it('shows every field message on an empty send, tied to its field, and focuses the first', async () => {
    const { page, errors } = await site.openPage(360);
    await page.goto(`${site.url}/contact`);
    await captchaOnScreen(page);
    await page.getByRole('button', { name: words.send.hi }).click();
    expect(await fieldError(page, words.name.hi)).toBe(words.nameRequired.hi);
    expect(await fieldError(page, words.email.hi)).toBe(words.emailRequired.hi);
    expect(await fieldError(page, words.location.hi)).toBe(words.locationRequired.hi);
    expect(await fieldError(page, words.message.hi)).toBe(words.messageRequired.hi);
    expect(await fieldError(page, CAPTCHA_LABEL)).toBe(words.captchaRequired.hi);
    expect(await page.getByRole('main').getByLabel(words.name.hi, { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('opinion-name');

    // Typing clears a field's message; a malformed address has its own.
    await page.getByRole('main').getByLabel(words.email.hi, { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: words.send.hi }).click();
    expect(await fieldError(page, words.email.hi)).toBe(words.emailInvalid.hi);
    await page.getByRole('main').getByLabel(words.name.hi, { exact: true }).fill('Sunita');
    expect(await fieldError(page, words.name.hi)).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says a wrong sum is wrong before sending anything', async () => {
    const { page, calls } = await site.openPage(1280);
    await page.goto(`${site.url}/contact`);
    const { a, b } = await captchaOnScreen(page);
    await fillOpinion(page, String(a + b + 1));
    await page.getByRole('button', { name: words.send.hi }).click();
    expect(await fieldError(page, CAPTCHA_LABEL)).toBe(words.captchaIncorrect.hi);
    expect(calls).not.toContain('POST /api/v1/contact/create');
    await page.context().close();
  });

  it("shows the server's refusal of a challenge under the captcha and takes a new one", async () => {
    const { page, calls } = await site.openPage(1280);
    // The first challenge the form receives is one the server never signed.
    await page.route(
      '**/api/v1/contact/captcha',
      (route) => route.fulfill({ json: { success: true, a: 1, b: 1, token: 'not-signed-by-the-server' } }),
      { times: 1 },
    );
    await page.goto(`${site.url}/contact`);
    await captchaOnScreen(page);
    await fillOpinion(page, '2');
    await page.getByRole('button', { name: words.send.hi }).click();
    // The server's own words, in the language the form's request asks for.
    await expect.poll(() => fieldError(page, CAPTCHA_LABEL)).toBe(words.captchaIncorrect.hi);
    await expect.poll(() => calls.filter((r) => r === 'GET /api/v1/contact/captcha').length).toBe(2);
    await expect(page.getByRole('main').getByLabel(CAPTCHA_LABEL).inputValue()).resolves.toBe('');
    await expect(page.getByRole('main').getByLabel(words.name.hi, { exact: true }).inputValue()).resolves.toBe(
      'सुनीता शर्मा',
    );
    await page.context().close();
  });

  it('sends with the right sum, says so, empties the form and takes a new captcha', async () => {
    const { page, calls, errors } = await site.openPage(360);
    await page.goto(`${site.url}/`);
    const { a, b } = await captchaOnScreen(page);
    await fillOpinion(page, String(a + b));
    await page.getByRole('button', { name: words.send.hi }).click();
    // The server's thanks, in the page's language.
    const notice = page.locator('#opinion-notice');
    await expect.poll(() => notice.getAttribute('class')).toContain('text-green-800');
    expect(await notice.textContent()).toBe(serverMessages.contactSent.hi);
    for (const label of [words.name.hi, words.email.hi, words.location.hi, words.message.hi, CAPTCHA_LABEL]) {
      await expect(page.getByRole('main').getByLabel(label, { exact: true }).inputValue()).resolves.toBe('');
    }
    await expect.poll(() => calls.filter((r) => r === 'GET /api/v1/contact/captcha').length).toBe(2);
    await captchaOnScreen(page);

    const { contacts } = await site.api<{ contacts: { name: string; message: string }[] }>('/contact/all', {
      asAdmin: true,
    });
    expect(contacts[0]).toMatchObject({ name: 'सुनीता शर्मा', message: 'बारिश की ख़बरें और चाहिए।' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('/login', () => {
  it('requires both fields, then shows the server message under Login Failed', async () => {
    const { page, errors } = await site.openPage(360);
    await page.goto(`${site.url}/login`);
    const login = page.getByRole('button', { name: 'Login' });
    await expect.poll(() => login.isEnabled()).toBe(true);
    await login.click();
    expect(await fieldError(page, 'Email')).toBe(LOGIN_EMAIL_REQUIRED);
    expect(await fieldError(page, 'Password')).toBe(LOGIN_PASSWORD_REQUIRED);

    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(site.admin.email);
    await page.getByPlaceholder('Enter password').fill('not-the-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByPlaceholder('Enter password').getAttribute('type')).resolves.toBe('text');
    await login.click();
    const popup = page.getByRole('alertdialog', { name: LOGIN_FAILED });
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain(INVALID_CREDENTIALS);
    await page.keyboard.press('Enter');
    await popup.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    expect(errors).toEqual(['401 /api/v1/auth/login']);
    await page.context().close();
  });

  it('stores the token and the user, says Login Successfully!, then goes to the dashboard; later visits go straight there', async () => {
    const { page } = await site.openPage(1280);
    await page.goto(`${site.url}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(site.admin.email);
    await page.getByPlaceholder('Enter password').fill(site.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const popup = page.getByRole('dialog', { name: LOGIN_SUCCEEDED });
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain(LOGIN_SUCCEEDED_TEXT);
    await page.waitForURL(`${site.url}/admin/dashboard`);
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
    }));
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ email: site.admin.email, role: 'SuperAdmin' });

    await page.goto(`${site.url}/login`);
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await page.context().close();
  });
});

describe('footer', () => {
  it('records one visit per browser session on start, across pages, and shows the total in the footer', async () => {
    const { page, requests, calls, errors } = await site.openPage(360);
    const visits = () => calls.filter((r) => r === 'POST /api/v1/visit');
    const showTotal = async (on: Page) => {
      await on.getByText(siteMessages.totalVisits.hi).scrollIntoViewIfNeeded();
      await on.getByText(/^कुल विज़िट: [\d,]+$/).waitFor();
    };
    await page.goto(`${site.url}/about`, { waitUntil: 'networkidle' });
    // Recorded by the hydrator before the footer is in view, without React.
    expect(visits()).toHaveLength(1);
    expect(islandRendererLoads(requests)).toEqual([]);
    await showTotal(page);
    await page.goto(`${site.url}/disclaimer`, { waitUntil: 'networkidle' });
    await showTotal(page);
    expect(visits()).toHaveLength(1);

    // Another browser session counts again.
    const other = await site.openPage(1280);
    await other.page.goto(`${site.url}/about`, { waitUntil: 'networkidle' });
    await showTotal(other.page);
    expect(other.calls.filter((r) => r === 'POST /api/v1/visit')).toHaveLength(1);
    expect(errors).toEqual([]);
    await other.page.context().close();
    await page.context().close();
  });

  it('shows scroll-to-top after 300 px without waking any island, and the chat link of the settings', async () => {
    const { page, requests } = await site.openPage(360);
    await page.goto(`${site.url}/privacy-policy`, { waitUntil: 'networkidle' });
    const toTop = page.getByRole('link', { name: siteMessages.scrollToTop.hi });
    await expect(toTop.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await expect(toTop.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect.poll(() => toTop.isVisible()).toBe(true);
    // CSS alone shows it: React's renderer has not been fetched for it.
    expect(islandRendererLoads(requests)).toEqual([]);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => toTop.isVisible()).toBe(false);

    const chat = page.getByRole('link', { name: siteMessages.chat.hi });
    const { settings } = await site.api<{ settings: { chatUrl: string } }>('/settings');
    expect(await chat.getAttribute('href')).toBe(settings.chatUrl);
    expect(await chat.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });
});

describe('accessibility', () => {
  for (const width of [360, 1280]) {
    it(`finds no serious or critical axe violations on /contact and /login at ${width} px`, async () => {
      const { page } = await site.openPage(width, { bypassCSP: true });
      for (const path of ['/contact', '/login']) {
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        expect(await seriousAccessibilityViolations(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
      await page.context().close();
    });
  }
});
