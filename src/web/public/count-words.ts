import { LOCALES } from '../../shared/i18n/message';
import type { LangCode } from '../../shared/language';

/**
 * A catalogue message with a count, for plain-DOM scripts (no FormatJS in the page's first script):
 * its text for each plural category of the language, the number left as `{count}`
 * (count-words.server.ts writes it into a data attribute).
 */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/** '5 नए अपडेट': the form the language's plural rules pick for `count`, the number written in its locale. */
export function withCount(forms: CountForms, lang: LangCode, count: number): string {
  const locale = LOCALES[lang];
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';
  return form.replace('{count}', count.toLocaleString(locale));
}
