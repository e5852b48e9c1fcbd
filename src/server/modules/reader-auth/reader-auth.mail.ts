import { translator } from '../../../shared/i18n/translate';
import type { LangCode } from '../../../shared/language';
import { mailMessages as m } from '../../../shared/messages/mail';
import type { Config } from '../../config';
import type { OutgoingMail } from '../../lib/mailer';
import { CODE_LIFETIME_MS } from './one-time-codes';

/** Why the mail goes out: a sign-in, a first sign-up, or a sign-up of an address that already has an account. */
export type CodeMailKind = 'sign-in' | 'welcome' | 'already-registered';

export type CodeMail = {
  kind: CodeMailKind;
  to: string;
  name: string;
  /** The reader's language (decision 270). */
  lang: LangCode;
  code: string;
  linkKey: string;
  siteName: string;
};

const MINUTES = CODE_LIFETIME_MS / 60_000;

const OPENING = { 'sign-in': m.codeSignIn, welcome: m.codeWelcome, 'already-registered': m.codeAlreadyRegistered };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sign-in page the mail links to (docs/product.md, Reader accounts). Only PUBLIC_URL names the
 * site: the request's Host header could be forged to send a reader's key to another host.
 */
export function signInLink(config: Config, email: string, key: string): string {
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  return `${origin}/signin?${new URLSearchParams({ email, key })}`;
}

/**
 * The code's mail in the reader's language (decision 270, which replaced the two languages of
 * 153): a plain-text and an HTML part, the code first in the subject.
 */
export function composeCodeMail(config: Config, mail: CodeMail): OutgoingMail {
  const t = translator(mail.lang);
  const link = signInLink(config, mail.to, mail.linkKey);
  const words = {
    greeting: t(m.greeting, { name: mail.name }),
    opening: t(OPENING[mail.kind]),
    expiry: t(m.codeExpiry, { minutes: MINUTES }),
    ignore: t(m.codeIgnore),
  };
  const text = [words.greeting, words.opening, mail.code, words.expiry, link, words.ignore, '', mail.siteName].join(
    '\n',
  );
  const html =
    `<!doctype html><html lang="${mail.lang}"><body>` +
    `<p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(words.opening)}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${mail.code}</p>` +
    `<p>${escapeHtml(words.expiry)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(words.ignore)}</p><p>${escapeHtml(mail.siteName)}</p></body></html>`;
  return { to: mail.to, subject: t(m.codeSubject, { code: mail.code, siteName: mail.siteName }), text, html };
}
