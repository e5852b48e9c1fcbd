import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../tests/helpers/mail';
import { createMailer } from './mailer';

const MAIL = {
  to: 'reader@example.com',
  subject: '123456 आपका कोड',
  text: 'नमस्ते\nYour code: 123456',
  html: '<p lang="hi">नमस्ते</p><p>Your code: <b>123456</b></p>',
  headers: { 'List-Unsubscribe': '<https://news.example/account>' },
};

describe('the mailer over SMTP', () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('delivers the text and HTML parts, the subject in Hindi and the extra headers', async () => {
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'no-reply@news.example',
      outboxDir: '/nonexistent',
      log: { info: (_details, message) => logged.push(message) },
    });
    await mailer.send(MAIL);
    mailer.close();
    const [received] = await inbox.waitFor(MAIL.to);
    expect(received?.from?.text).toBe('no-reply@news.example');
    expect(received?.subject).toBe(MAIL.subject);
    expect(received?.text?.trim()).toBe(MAIL.text);
    expect(received?.html).toBe(MAIL.html);
    expect(received?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://news.example/account>',
    );
    expect(logged).toEqual([]);
  });

  it('fails the send when the server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'a@b.c', outboxDir: '', log: { info() {} } });
    await expect(mailer.send(MAIL)).rejects.toThrow();
    mailer.close();
  });
});

describe('the mailer without SMTP_URL', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file in the outbox and logs where', async () => {
    const logged: object[] = [];
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'no-reply@news.example',
      outboxDir,
      log: { info: (details) => logged.push(details) },
    });
    await mailer.send(MAIL);
    await mailer.send({ ...MAIL, to: 'other@example.com' });
    mailer.close();
    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f-]{36}\.eml$/);
    const parsed = await Promise.all(
      files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))),
    );
    expect(parsed.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text).sort()).toEqual([
      'other@example.com',
      'reader@example.com',
    ]);
    expect(parsed[0]?.subject).toBe(MAIL.subject);
    expect(parsed[0]?.html).toBe(MAIL.html);
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: MAIL.to, subject: MAIL.subject, file: expect.any(String) }),
      ]),
    );
  });
});
