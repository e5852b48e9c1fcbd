import { expect, it } from 'vitest';
import { updateSettings } from '../../src/server/modules/settings/settings.service';
import { RESERVED_SLUGS } from '../../src/shared/constants';
import { siteDay } from '../../src/shared/dates';
import { readerMessages } from '../../src/shared/messages/reader';
import { siteMessages } from '../../src/shared/messages/site';
import { defaultSettings } from '../../src/shared/schemas/settings';
import { SITE_PAGES } from '../../src/web/public/pages/site-page';
import { loadSettingsAndFrame } from '../../src/web/public/pages/site-page.server';
import { describeEachDialect } from '../helpers/app';
import { recordingContext } from '../helpers/query-recorder';

const html = (body: string) => body.replace(/<!-- -->/g, '');
const NOT_WRITTEN = 'यह पेज जल्द ही उपलब्ध होगा।';

/** Each page under its label in the site's language, Hindi by default. */
const PAGES = [
  { path: '/about', key: 'about', title: 'हमारे बारे में' },
  { path: '/contact', key: 'contact', title: 'संपर्क करें' },
  { path: '/privacy-policy', key: 'privacyPolicy', title: 'प्राइवेसी पॉलिसी' },
  { path: '/disclaimer', key: 'disclaimer', title: 'डिस्क्लेमर' },
] as const;

describeEachDialect('footer pages and /login (server HTML)', (t) => {
  const get = (url: string) => t().app.inject({ method: 'GET', url, headers: { host: 'news.test' } });

  it('keeps the page paths away from article slugs', () => {
    for (const path of [...PAGES.map((page) => page.path), '/login', '/register', '/signin', '/account']) {
      expect(RESERVED_SLUGS).toContain(path.slice(1));
    }
  });

  it('says a page is not written yet while its text is unset, and keeps it out of search results', async () => {
    await updateSettings(t().ctx, { siteName: 'समाचार दर्पण', pages: defaultSettings.pages }, null);
    for (const { path, title } of PAGES) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag'], path).toBe('noindex');
      const page = html(response.body);
      expect(page).toContain(`<title>${title} – समाचार दर्पण</title>`);
      expect(page).toContain(`<link rel="canonical" href="http://news.test${path}"/>`);
      expect(page).toContain(`>${title}</h1>`);
      expect(page).toContain(NOT_WRITTEN);
      expect(page).not.toContain('404 पेज नहीं मिला');
    }
  });

  it("renders each page with its settings text, sanitised, marked with the language it is written in, in the site's language", async () => {
    await updateSettings(
      t().ctx,
      {
        pages: {
          about: '<h2>हमारे बारे में</h2><p>हम <strong>सच</strong> लिखते हैं।</p><script>alert(1)</script>',
          contact:
            '<ul><li>newsdesk@example.com</li></ul><p><a href="https://example.com" onclick="steal()">Site</a></p>',
          privacyPolicy: '<p>We keep totals only.</p><img src="x" onerror="alert(2)">',
          disclaimer: '<p>   </p>',
        },
      },
      null,
    );
    const about = await get('/about');
    expect(about.headers['x-robots-tag']).toBeUndefined();
    const aboutPage = html(about.body);
    expect(aboutPage).toMatch(/^<!doctype html><html lang="hi">/);
    expect(aboutPage).toMatch(/<div lang="hi" [^>]*><h2>हमारे बारे में<\/h2><p>हम <strong>सच<\/strong> लिखते हैं।<\/p>/);
    expect(aboutPage).toContain('<meta name="description" content="हमारे बारे में हम सच लिखते हैं।"/>');
    expect(aboutPage).not.toContain('alert(1)');
    expect(aboutPage).not.toContain(NOT_WRITTEN);

    const contact = html((await get('/contact')).body);
    expect(contact).toMatch(/^<!doctype html><html lang="hi">/);
    expect(contact).toMatch(/<div lang="en" [^>]*><ul><li>newsdesk@example.com<\/li>/);
    expect(contact).toContain('href="https://example.com"');
    expect(contact).not.toContain('steal()');

    const privacy = html((await get('/privacy-policy')).body);
    expect(privacy).toContain('We keep totals only.');
    expect(privacy).not.toContain('onerror');

    // Only empty markup counts as not written.
    expect(html((await get('/disclaimer')).body)).toContain(NOT_WRITTEN);
  });

  it("puts the 'Your opinion' form on /contact and at the end of home: labelled fields, no captcha in the shared HTML", async () => {
    for (const path of ['/contact', '/']) {
      const page = html((await get(path)).body);
      expect(page, path).toContain('<h2 id="opinion-heading" class="text-2xl font-bold">आपकी राय</h2>');
      expect(page).toMatch(/<site-island name="OpinionForm" props="[^"]*" when="visible">/);
      for (const [field, label] of [
        ['name', 'नाम'],
        ['email', 'ईमेल'],
        ['location', 'शहर / जगह'],
        ['message', 'संदेश'],
      ]) {
        expect(page).toContain(`<label for="opinion-${field}" class="mb-1 block font-bold">${label}</label>`);
        expect(page).toMatch(new RegExp(`<(input|textarea) id="opinion-${field}"[^>]*name="${field}"`));
      }
      expect(page).toContain('कैप्चा: … + … कितना होता है?');
      // The page is cached and shared: a challenge is fetched by each reader's browser, never baked in.
      expect(page).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      // Until the island wakes, Send cannot post the form anywhere.
      expect(page).toMatch(/<button type="submit" disabled=""[^>]*>भेजें<\/button>/);
    }
    const home = html((await get('/')).body);
    expect(home.indexOf('id="opinion-heading"')).toBeGreaterThan(home.indexOf('<main'));
    expect(home.indexOf('id="opinion-heading"')).toBeLessThan(home.indexOf('</main>'));
  });

  it('renders /login as the admin sign-in page, out of search results, with the form waiting for its script', async () => {
    const response = await get('/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const page = html(response.body);
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('<link rel="canonical" href="http://news.test/login"/>');
    expect(page).toContain('<site-island name="LoginForm" props="{}" when="load">');
    expect(page).toContain('<label for="login-email" class="mb-1 block font-bold">Email</label>');
    expect(page).toMatch(/<input id="login-email" type="text"[^>]*placeholder="Enter email"[^>]*name="email"/);
    expect(page).toContain('<label for="login-password" class="mb-1 block font-bold">Password</label>');
    expect(page).toMatch(/<input id="login-password" type="password"[^>]*name="password"/);
    expect(page).toMatch(/aria-pressed="false"[^>]*>Show<span class="sr-only"> password<\/span><\/button>/);
    expect(page).toMatch(/<form noValidate=""[^>]*method="post">/);
    expect(page).toMatch(/<button type="submit" disabled=""[^>]*>Login<\/button>/);
    expect(page).toContain('<a href="/register" class="font-bold text-brand underline">Not Have Account?</a>');
    expect(page).toContain('<a href="/" class="underline">Back to Home</a>');
  });

  it("renders the readers' pages for everyone alike, out of search results, whatever the query", async () => {
    for (const path of ['/signin', '/register', '/account', '/account/unsubscribe']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['x-robots-tag'], path).toBe('noindex');
      const page = html(response.body);
      expect(page, path).toContain('<meta name="robots" content="noindex"/>');
      expect(page, path).not.toContain('max-image-preview');
      // The site's language, Hindi by default (decision 262).
      expect(page, path).toContain('<html lang="hi">');
      expect(page, path).toContain(readerMessages.needsScript.hi);
    }
    // The mailed link's query is read in the browser: the kept page answers it, and the key is nowhere in it.
    const link = await get('/signin?email=asha%40example.com&key=secret-link-key');
    expect(link.headers['x-cache']).toBe('hit');
    expect(link.body).not.toContain('secret-link-key');
    expect(html(link.body)).toMatch(/<site-island name="SignInForm" props="\{&quot;words&quot;:[^"]*" when="load">/);
    // Every page's header says 'Sign in' (in the page's language) and links /signin; the hydrator swaps in a stored reader's name.
    const about = html((await get('/about')).body);
    expect(about).toMatch(/<div data-reader-slot="" class="group [^"]*"><a href="\/account"/);
    expect(about).toMatch(/<a href="\/signin" aria-haspopup="dialog"[^>]*>.*साइन इन<\/a>/);
    expect(about).not.toContain('<meta name="robots" content="noindex"/>');
  });

  it('gives every page the footer in its language: links, the copyright line, the counter, scroll-to-top, the chat button only when the settings have a link, and no public admin link', async () => {
    await updateSettings(t().ctx, { chatUrl: '' }, null);
    const without = html((await get('/about')).body);
    const footer = without.slice(without.indexOf('<footer'));
    for (const { path, label } of SITE_PAGES)
      expect(footer).toContain(`<a href="${path}" class="hover:underline">${label.hi}</a>`);
    // No way into the back office for readers: the editors' link is hidden until footer-live.ts finds an editor's token.
    expect(footer).not.toContain('href="/login"');
    expect(footer).toContain('<li data-admin-link="" hidden=""><a href="/admin/dashboard"');
    const year = siteDay(new Date(), t().ctx.config.siteTimeZone).slice(0, 4);
    expect(footer).toMatch(new RegExp(`<p>© ${year} <span lang="hi">[^<]+</span>। सर्वाधिकार सुरक्षित।</p>`));
    // Plain HTML that the hydrator's footer code (footer-live.ts) finds by its data- marks, no island.
    expect(footer).toMatch(
      /<p>कुल विज़िट:[^<]*<span data-visit-total="" data-locale="hi-IN" class="inline-block min-w-\[9ch\] font-bold tabular-nums">…<\/span><\/p>/,
    );
    expect(footer).toMatch(/<a href="#top" aria-label="ऊपर जाएँ" class="scroll-top /);
    expect(without).not.toContain(siteMessages.chat.hi);

    await updateSettings(t().ctx, { chatUrl: 'https://wa.me/919876543210' }, null);
    const withChat = html((await get('/about')).body);
    expect(withChat).toContain(
      `<a href="https://wa.me/919876543210" target="_blank" rel="noopener" aria-label="${siteMessages.chat.hi}"`,
    );
  });

  it('reads a footer page in three queries (settings, navigation, ticker), then from memory until content changes', async () => {
    const recording = recordingContext(t());
    await loadSettingsAndFrame(recording.ctx);
    expect(recording.queries).toHaveLength(3);
    await loadSettingsAndFrame(recording.ctx);
    expect(recording.queries).toHaveLength(3);
  });
});
