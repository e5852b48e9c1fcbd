import type { LangCode } from '../language';

/**
 * One entry of the message catalogue: the same words in Hindi and English, as ICU MessageFormat
 * (plurals, selects, numbers and dates in the reader's language). Hindi is written first.
 */
export type Message = Readonly<Record<LangCode, string>>;

/** A namespace of the catalogue: an area's messages by name (`src/shared/messages/<area>.ts`). */
export type Messages = Readonly<Record<string, Message>>;

/** The values a message's arguments take. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** Declares an area's messages; the type keeps every name, so a missing or misspelled one does not compile. */
export function defineMessages<const T extends Messages>(messages: T): T {
  return messages;
}

/**
 * The locale each language formats with: plurals, numbers (Indian grouping: 1,00,000) and the
 * catalogue's dates. English pages keep the product's own date patterns (`shared/dates.ts`).
 */
export const LOCALES: Record<LangCode, string> = { hi: 'hi-IN', en: 'en-IN' };
