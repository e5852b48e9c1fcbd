import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type MessageValues } from '../../shared/i18n/message';
import type { LangCode } from '../../shared/language';

/**
 * An island's words as its props carry them (`island-words.server.ts`): plain text, or FormatJS's
 * parsed form for words with arguments (plurals, numbers, names).
 */
export type IslandWords<K extends string> = {
  lang: LangCode;
  messages: Record<K, string | MessageFormatElement[]>;
};

/** Writes an island's words: `w('heading', { count: 5 })` → '5 टिप्पणियाँ'. */
export type WordWriter<K extends string> = (key: K, values?: MessageValues) => string;

export function wordWriter<K extends string>(words: IslandWords<K>): WordWriter<K> {
  const formats = new Map<K, IntlMessageFormat>();
  return (key, values) => {
    const word = words.messages[key];
    if (typeof word === 'string') return word;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(word, LOCALES[words.lang]);
      formats.set(key, format);
    }
    const result = format.format(values);
    return typeof result === 'string' ? result : String(result);
  };
}
