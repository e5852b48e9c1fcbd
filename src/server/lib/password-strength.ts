import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's scale runs 0–4; 3 means "safely unguessable: moderate protection from an offline attack". */
export const MIN_PASSWORD_SCORE = 3;
// Judging costs grow with length (a random 128-character password took ~0.9 s); the first 64 decide.
const JUDGED_CHARACTERS = 64;

let estimator: ZxcvbnFactory | undefined;

/** `Ravi Kumar` and `ravi.kumar@samachar.in` as a guesser would try them: whole, joined up and word by word. */
function variantsOf(knownWords: string[]): string[] {
  const pieces = knownWords.flatMap((word) => [word, ...word.split('@')]);
  const variants = pieces.flatMap((piece) => [piece, piece.replace(/[.\s_-]+/g, ''), ...piece.split(/[.\s_-]+/)]);
  return [...new Set(variants.map((variant) => variant.toLowerCase()))].filter((variant) => variant.length > 2);
}

/**
 * True when a password is common or guessable (zxcvbn score below 3), counting the account's own
 * email and name as known words. Server-side only: the dictionaries weigh megabytes (docs/decisions/067).
 */
export function isGuessablePassword(password: string, knownWords: string[]): boolean {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    maxLength: JUDGED_CHARACTERS,
  });
  return estimator.check(password, variantsOf(knownWords)).score < MIN_PASSWORD_SCORE;
}
