import { formatArticleDate } from '../../shared/dates';
import type { Message, MessageValues } from '../../shared/i18n/message';
import { translate } from '../../shared/i18n/translate';
import type { LangCode } from '../../shared/language';
import { serverMessages } from '../../shared/messages/server';

/** A catalogue message with its arguments: what the server says, in either language (decision 269). */
export type Wording = { message: Message; values?: Readonly<Record<string, string | number | Date>> };

/** What an answer says: a wording, or a text the schemas and services write (found in the catalogue by its English). */
export type Said = string | Wording;

export function worded(message: Message, values?: Wording['values']): Wording {
  return { message, values };
}

/** The catalogue's messages by their English text, for those without arguments. */
const byEnglish = new Map<string, Message>(
  Object.values(serverMessages)
    .filter((message) => !/[{}]/.test(message.en))
    .map((message) => [message.en, message]),
);

/**
 * Dates in an answer: English keeps the ISO time it always answered with (clients read it);
 * Hindi shows it as the site's pages do, in the site's zone.
 */
function valuesIn(lang: LangCode, values: Wording['values'], timeZone: string): MessageValues | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof Date ? (lang === 'en' ? value.toISOString() : formatArticleDate(value, timeZone, lang)) : value,
    ]),
  );
}

/**
 * `said` in `lang`. A text is the English of a catalogue message or left as it is (a message not
 * catalogued yet stays English rather than vanish).
 */
export function sayIn(lang: LangCode, said: Said, timeZone = 'Asia/Kolkata'): string {
  if (typeof said !== 'string') return translate(lang, said.message, valuesIn(lang, said.values, timeZone));
  if (lang === 'en') return said;
  const message = byEnglish.get(said);
  return message ? translate(lang, message) : said;
}
