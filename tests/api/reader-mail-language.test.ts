import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext, postgresAvailable, type TestContext, testedDialects } from '../helpers/app';
import { commentAs } from '../helpers/comments.factory';
import { buildReader } from '../helpers/factories';
import { codeMailParts, startSmtpInbox } from '../helpers/mail';
import { buildNews } from '../helpers/news.factory';
import { freshReader, postAuth } from '../helpers/reader-auth';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The header's value, its folded lines joined. */
const header = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((line) => line.key === key)?.line ?? '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '');

/** Every mail a reader gets speaks the reader's language, subject and body, text and HTML (decision 270). */
for (const dialect of testedDialects) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`mails in the reader's language [${dialect}]`, () => {
    let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
    let context: TestContext;
    let app: FastifyInstance;

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      context = await createTestContext(dialect, {
        env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://news.example', MAIL_FROM: 'no-reply@news.example' },
      });
      app = await buildApp(context.ctx, { loggerInstance: context.log });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await context.close();
      await inbox.close();
    });

    it('a reader who signs up in English gets the code in English; the account keeps and changes the language', async () => {
      const reader = freshReader();
      const answer = await postAuth(
        { app },
        'register',
        { name: 'Ravi', email: reader.email, language: 'en' },
        reader.address,
      );
      expect(answer.statusCode).toBe(200);
      const [mail] = await inbox.waitFor(reader.email);
      if (!mail) throw new Error('no mail');
      const { code } = codeMailParts(mail);
      expect(mail.subject).toBe(`${code} is your sign-in code · समाचार`);
      expect(mail.text).toContain('Hello Ravi,');
      expect(mail.text).toContain('The code works once, for 10 minutes.');
      expect(mail.text?.replace('समाचार', '')).not.toMatch(DEVANAGARI);
      expect(mail.html).toContain('<html lang="en">');

      const signedIn = await postAuth({ app }, 'verifyotp', { email: reader.email, otp: code }, reader.address);
      const auth = { authorization: `Bearer ${signedIn.json().token}` };
      const account = await app.inject({ method: 'GET', url: '/api/v1/account', headers: auth });
      expect(account.json().account.language).toBe('en');
      const changed = await app.inject({
        method: 'PUT',
        url: '/api/v1/account',
        headers: auth,
        payload: { name: 'Ravi', location: '', replyMail: true, language: 'hi' },
      });
      expect(changed.json().account.language).toBe('hi');
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/v1/account',
        headers: auth,
        payload: { name: 'Ravi', location: '', replyMail: true, language: 'fr' },
      });
      expect(refused).toFailWith(400, "Language must be 'hi' or 'en'", { language: "Language must be 'hi' or 'en'" });
    });

    it('a Hindi reader gets the reply mail in Hindi, with a line leading to a one-press unsubscribe page', async () => {
      const news = await buildNews(context.ctx, { title: 'Rain in Jaipur' });
      const author = await buildReader(context.ctx, { name: 'आशा', language: 'hi' });
      const replier = await buildReader(context.ctx, { name: 'Ravi', language: 'en' });
      const t = { app, ctx: context.ctx, db: context.db, dialect, close: async () => {} };
      const first = await commentAs(t, author, news._id, 'कितनी तेज़ बारिश');
      const reply = await commentAs(t, replier, news._id, 'Stay safe', first._id);

      const [mail] = await inbox.waitFor(author.email);
      if (!mail) throw new Error('no mail');
      expect(mail.subject).toBe('Ravi ने आपकी टिप्पणी का जवाब दिया');
      expect(mail.text).toContain('नमस्ते आशा,');
      expect(mail.text).toContain('Ravi ने “Rain in Jaipur” पर आपकी टिप्पणी का जवाब दिया:');
      expect(mail.text).toContain(`पूरी बातचीत पढ़ें: https://news.example/${news.slug}#comment-${reply._id}`);
      expect(mail.text).not.toMatch(/POST|unsubscribe button|replied/);
      const stopPage = /जवाबों पर ईमेल नहीं चाहिए\? एक क्लिक में बंद करें: (\S+)/.exec(mail.text ?? '')?.[1];
      const page = new URL(stopPage ?? '');
      expect(page.origin + page.pathname).toBe('https://news.example/account/unsubscribe');
      expect(mail.html).toContain('<html lang="hi">');
      expect(mail.html).toContain('>जवाबों पर ईमेल बंद करें</a>');
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = new URL(/<([^>]+)>/.exec(header(mail, 'list-unsubscribe'))?.[1] ?? '');
      expect(oneClick.pathname).toBe('/api/v1/account/reply-mail/off');
      expect(oneClick.searchParams.get('token')).toBe(page.searchParams.get('token'));

      // The page is the site's, the same for every token; its button posts the token in the page's language.
      const opened = await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).not.toContain(page.searchParams.get('token'));
      const off = await app.inject({
        method: 'POST',
        url: `/api/v1/account/reply-mail/off?token=${encodeURIComponent(page.searchParams.get('token') ?? '')}`,
        headers: { 'accept-language': 'hi' },
      });
      expect(off).toAnswer(200, { success: true, message: 'जवाबों की ईमेल बंद कर दी गई हैं' });
    });
  });
}
