import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps every message it receives, parsed.
 * `acceptAfterMs`: how long it takes to accept each message, as a slow mail provider does.
 */
export async function startSmtpInbox({ acceptAfterMs = 0 } = {}) {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          setTimeout(callback, acceptAfterMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The messages to `to` once there are at least `count` of them. */
    async waitFor(to: string, count = 1): Promise<ParsedMail[]> {
      return vi.waitFor(
        () => {
          const found = messages.filter((mail) => addressesOf(mail).includes(to));
          if (found.length < count) throw new Error(`${found.length} of ${count} mails to ${to} so far`);
          return found;
        },
        { timeout: 5000, interval: 20 },
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressesOf(mail: ParsedMail): string[] {
  const to = [mail.to ?? []].flat();
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

/** Whose outbox: an app's context, or a browser test's built server, by its data directory. */
type OutboxOwner = { config: { dataDir: string } };

/** The outbox's mails to `to` (DATA_DIR/outbox/*.eml, written when there is no SMTP_URL), oldest first. */
export async function outboxMailsTo(ctx: OutboxOwner, to: string): Promise<ParsedMail[]> {
  const dir = path.resolve(ctx.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
  return mails.filter((mail) => addressesOf(mail).includes(to));
}

/** Waits until the outbox holds at least `count` mails to `to`; answers them, oldest first. */
export function waitForOutboxMails(ctx: OutboxOwner, to: string, count = 1): Promise<ParsedMail[]> {
  return vi.waitFor(
    async () => {
      const mails = await outboxMailsTo(ctx, to);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${to} so far`);
      return mails;
    },
    // A browser test's server writes the mail after it answers, beside other tests' work.
    { timeout: 10_000, interval: 20 },
  );
}

/** The code and the link's key a sign-in mail carries. */
export function codeMailParts(mail: ParsedMail): { code: string; key: string; link: string } {
  const code = /^(\d{6}) /.exec(mail.subject ?? '')?.[1];
  const link = /https?:\/\/\S+\/signin\?\S+/.exec(mail.text ?? '')?.[0];
  const key = link ? new URL(link).searchParams.get('key') : null;
  if (!code || !link || !key) throw new Error(`Not a sign-in code mail: ${mail.subject}`);
  return { code, key, link };
}
