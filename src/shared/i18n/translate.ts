import { IntlMessageFormat } from 'intl-messageformat';
import type { LangCode } from '../language';
import { LOCALES, type Message, type MessageValues } from './message';

/** A message's parsed form per language, made on first use: parsing is the costly part (FormatJS). */
const parsed = new WeakMap<Message, Partial<Record<LangCode, IntlMessageFormat>>>();

function formatOf(message: Message, lang: LangCode): IntlMessageFormat {
  let forms = parsed.get(message);
  if (!forms) {
    forms = {};
    parsed.set(message, forms);
  }
  let form = forms[lang];
  if (!form) {
    form = new IntlMessageFormat(message[lang], LOCALES[lang]);
    forms[lang] = form;
  }
  return form;
}

/** A message in one language, its arguments filled in. */
export function translate(lang: LangCode, message: Message, values?: MessageValues): string {
  const result = formatOf(message, lang).format(values);
  return typeof result === 'string' ? result : String(result);
}

/** What the server and the back office write words with: `t(site.search)`, `t(comments.count, { count })`. */
export type Translate = (message: Message, values?: MessageValues) => string;

export function translator(lang: LangCode): Translate {
  return (message, values) => translate(lang, message, values);
}
