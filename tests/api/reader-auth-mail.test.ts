import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createMailer } from '../../src/server/lib/mailer';
import { REGISTER_CODE_SENT } from '../../src/shared/schemas/reader-auth';
import { createTestContext, postgresAvailable, type TestContext, testedDialects } from '../helpers/app';
import { codeMailParts, startSmtpInbox } from '../helpers/mail';
import { freshReader, postAuth } from '../helpers/reader-auth';

for (const dialect of testedDialects) {
  describe.skipIf(dialect === 'postgres' && !postgresAvailable)(`sign-in codes by SMTP [${dialect}]`, () => {
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

    it("mails the code in the reader's language (the site's, Hindi, when the sign-up names none), text and HTML, the code in the subject; the code signs in", async () => {
      const reader = freshReader();
      const answer = await postAuth({ app }, 'register', { name: 'Ravi <b>', email: reader.email }, reader.address);
      expect(answer).toAnswer(200, { success: true, message: REGISTER_CODE_SENT });
      const [mail] = await inbox.waitFor(reader.email);
      if (!mail) throw new Error('no mail');
      const { code, link, key } = codeMailParts(mail);
      expect(mail.from?.value[0]?.address).toBe('no-reply@news.example');
      expect(mail.subject).toBe(`${code} आपका साइन-इन कोड है · समाचार`);
      expect(mail.text).toContain('नमस्ते Ravi <b>,');
      expect(mail.text).not.toContain('Hello');
      expect(mail.text).toContain('10 मिनट');
      expect(mail.html).toContain('<html lang="hi">');
      expect(link).toBe(`https://news.example/signin?email=${encodeURIComponent(reader.email)}&key=${key}`);
      expect(mail.html).toContain(`>${code}</p>`);
      expect(mail.html).toContain('Ravi &lt;b&gt;');
      expect(mail.html).not.toContain('Ravi <b>');

      const signedIn = await postAuth({ app }, 'verifyotp', { email: reader.email, otp: code }, reader.address);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.name).toBe('Ravi <b>');
    });

    it('answers before the mail server has taken the mail, so a known address takes no longer than an unknown one', async () => {
      const slow = await startSmtpInbox({ acceptAfterMs: 400 });
      const working = context.ctx.mailer;
      context.ctx.mailer = createMailer({ smtpUrl: slow.url, from: 'a@b.c', outboxDir: '', log: context.ctx.log });
      try {
        const reader = freshReader();
        const started = performance.now();
        const answer = await postAuth({ app }, 'register', { name: 'Slow', email: reader.email }, reader.address);
        const answeredAfter = performance.now() - started;
        expect(answer).toAnswer(200, { success: true, message: REGISTER_CODE_SENT });
        // A mail sent before the answer would hold it for the provider's 400 ms.
        expect(answeredAfter).toBeLessThan(200);
        await slow.waitFor(reader.email);
      } finally {
        context.ctx.mailer.close();
        context.ctx.mailer = working;
        await slow.close();
      }
    });

    it('answers as usual when the mail server is down; the failure is a warning, not an error', async () => {
      const working = context.ctx.mailer;
      const warnings: string[] = [];
      const warn = context.ctx.log.warn.bind(context.ctx.log);
      context.ctx.mailer = createMailer({
        smtpUrl: 'smtp://127.0.0.1:9',
        from: 'a@b.c',
        outboxDir: '',
        log: context.ctx.log,
      });
      context.ctx.log.warn = (details: object, message: string) => {
        warnings.push(message);
        warn(details, message);
      };
      try {
        const reader = freshReader();
        const answer = await postAuth({ app }, 'register', { name: 'Down', email: reader.email }, reader.address);
        expect(answer).toAnswer(200, { success: true, message: REGISTER_CODE_SENT });
        await expect.poll(() => warnings).toContain('Could not send a sign-in code mail');
      } finally {
        context.ctx.mailer.close();
        context.ctx.mailer = working;
        context.ctx.log.warn = warn;
      }
    });
  });
}
