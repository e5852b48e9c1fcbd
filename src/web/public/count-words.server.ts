import { LOCALES, type Message, type MessageValues } from '../../shared/i18n/message';
import { translate } from '../../shared/i18n/translate';
import type { LangCode } from '../../shared/language';
import type { CountForms } from './count-words';

/** A number of each plural category in Hindi and English (and most languages): 1 is 'one', 87 'other'. */
const SAMPLES = [1, 87, 0, 2, 3, 5, 11, 21, 101];

/**
 * A message with a `count` as plain-DOM scripts take it (count-words.ts): each plural category's
 * text, formatted with a sample number that is then put back as `{count}`. Exact cases (`=0`) are
 * not carried: messages for these scripts use categories only.
 */
export function countForms(lang: LangCode, message: Message, values: MessageValues = {}): CountForms {
  const locale = LOCALES[lang];
  const rules = new Intl.PluralRules(locale);
  const forms: CountForms = {};
  for (const sample of SAMPLES) {
    const category = rules.select(sample);
    if (forms[category] !== undefined) continue;
    const text = translate(lang, message, { ...values, count: sample });
    forms[category] = text.replace(sample.toLocaleString(locale), '{count}');
  }
  return forms;
}
