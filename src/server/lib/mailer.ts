import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message, always with a plain-text and an HTML part. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

/**
 * Sends the site's mail: over SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox/ as one
 * .eml file per message (and a line in the log), so a site without a mail server still shows what
 * it would have sent.
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: { info(details: object, message: string): void };
};

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'Mail written to the outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
