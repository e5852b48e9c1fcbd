import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Message, Messages } from '../../shared/i18n/message';
import type { LangCode } from '../../shared/language';
import type { IslandWords } from './island-words';

/** Each message's parsed form per language: a kept page renders its islands' words once, a fresh render asks again. */
const parsedWords = new WeakMap<Message, Partial<Record<LangCode, IslandWords<string>['messages'][string]>>>();

function wordOf(message: Message, lang: LangCode): IslandWords<string>['messages'][string] {
  let forms = parsedWords.get(message);
  if (!forms) {
    forms = {};
    parsedWords.set(message, forms);
  }
  let form = forms[lang];
  if (form === undefined) {
    const elements = parse(message[lang]);
    const only = elements[0];
    // Words without arguments travel as their text; the rest as FormatJS's parsed form, so the
    // browser formats them without the parser (intl-messageformat's no-parser build).
    form = elements.length === 0 ? '' : elements.length === 1 && only?.type === TYPE.literal ? only.value : elements;
    forms[lang] = form;
  }
  return form;
}

/**
 * An island's words in the page's language, for its props: only the messages it names, so a page
 * sends the browser no word it does not show.
 */
export function islandWords<const M extends Messages, K extends keyof M & string>(
  lang: LangCode,
  catalogue: M,
  keys: readonly K[],
): IslandWords<K> {
  const messages = {} as IslandWords<K>['messages'];
  for (const key of keys) messages[key] = wordOf(catalogue[key] as Message, lang);
  return { lang, messages };
}

/** Every message of an area: for an island that shows most of them. */
export function allIslandWords<const M extends Messages>(lang: LangCode, catalogue: M): IslandWords<keyof M & string> {
  return islandWords(lang, catalogue, Object.keys(catalogue) as (keyof M & string)[]);
}
