import type { Config } from '../../config';
import type { OutgoingMail } from '../../lib/mailer';
import { CODE_LIFETIME_MS } from './one-time-codes';

/** Why the mail goes out: a sign-in, a first sign-up, or a sign-up of an address that already has an account. */
export type CodeMailKind = 'sign-in' | 'welcome' | 'already-registered';

export type CodeMail = {
  kind: CodeMailKind;
  to: string;
  name: string;
  code: string;
  linkKey: string;
  siteName: string;
};

const MINUTES = CODE_LIFETIME_MS / 60_000;

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

const OPENING: Record<CodeMailKind, { hi: string; en: string }> = {
  'sign-in': { hi: 'साइन इन करने के लिए यह कोड डालें:', en: 'Enter this code to sign in:' },
  welcome: {
    hi: 'खाता बनाने के लिए धन्यवाद। साइन इन करने के लिए यह कोड डालें:',
    en: 'Thank you for signing up. Enter this code to sign in:',
  },
  'already-registered': {
    hi: 'इस ईमेल से आपका खाता पहले से बना हुआ है। साइन इन करने के लिए यह कोड डालें:',
    en: 'You already have an account with this email. Here is your code to sign in:',
  },
};

/**
 * The code's mail in Hindi, the site's language, with the same words in English below
 * (decision 153); a plain-text and an HTML part, the code in the subject.
 */
export function composeCodeMail(config: Config, mail: CodeMail): OutgoingMail {
  const link = signInLink(config, mail.to, mail.linkKey);
  const opening = OPENING[mail.kind];
  const hindi = {
    greeting: `नमस्ते ${mail.name},`,
    expiry: `यह कोड ${MINUTES} मिनट तक और एक ही बार काम करेगा। या इस लिंक से साइन इन करें:`,
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें।',
  };
  const english = {
    greeting: `Hello ${mail.name},`,
    expiry: `The code works once, for ${MINUTES} minutes. Or sign in with this link:`,
    ignore: 'If you did not ask for it, ignore this email.',
  };
  const text = [
    hindi.greeting,
    opening.hi,
    mail.code,
    hindi.expiry,
    link,
    hindi.ignore,
    '',
    '---',
    '',
    english.greeting,
    opening.en,
    mail.code,
    english.expiry,
    link,
    english.ignore,
    '',
    mail.siteName,
  ].join('\n');
  const part = (lang: 'hi' | 'en', words: typeof hindi, openingWords: string) =>
    `<div lang="${lang}"><p>${escapeHtml(words.greeting)}</p><p>${escapeHtml(openingWords)}</p>` +
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${mail.code}</p>` +
    `<p>${escapeHtml(words.expiry)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(words.ignore)}</p></div>`;
  const html =
    `<!doctype html><html lang="hi"><body>${part('hi', hindi, opening.hi)}<hr>` +
    `${part('en', english, opening.en)}<p>${escapeHtml(mail.siteName)}</p></body></html>`;
  return {
    to: mail.to,
    subject: `${mail.code} आपका साइन-इन कोड / your sign-in code · ${mail.siteName}`,
    text,
    html,
  };
}
