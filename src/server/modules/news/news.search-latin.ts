/**
 * Hindi typed in Latin letters (docs/product.md, Search; decision 235). Each Devanagari word of an
 * article is romanised the way readers spell it ('बारिश' → 'baarisha') and reduced to a phonetic
 * key that the spellings of one word share ('bris', see `phoneticKey`); a Latin query word goes
 * through the same key, so 'barish', 'baarish' and 'baarisha' all meet 'बारिश'.
 */

/**
 * The version of the rules below. Raise it whenever a change would key a stored word differently:
 * at start the stored keys are rebuilt (news.search-backfill.ts). The spelling variants are read
 * at query time and need no rebuild.
 */
export const LATIN_KEYS_VERSION = 1;

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** Consonants with a nukta, precomposed (क़) or as base + U+093C (क़); ड़ and ढ़ are spelt both ways by readers. */
const NUKTA_CONSONANTS: Record<string, readonly string[]> = {
  क: ['q'],
  ख: ['kh'],
  ग: ['g'],
  ज: ['z'],
  ड: ['d', 'r'],
  ढ: ['dh', 'rh'],
  फ: ['f'],
  य: ['y'],
};
const PRECOMPOSED_NUKTA: Record<string, string> = {
  '\u0958': 'क',
  '\u0959': 'ख',
  '\u095A': 'ग',
  '\u095B': 'ज',
  '\u095C': 'ड',
  '\u095D': 'ढ',
  '\u095E': 'फ',
  '\u095F': 'य',
};
const NUKTA = '\u093C';
const VIRAMA = '\u094D';

const INDEPENDENT_VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऍ: 'e',
  ऎ: 'e',
  ऒ: 'o',
};

/** The English 'aw' of loanwords: typed o (hockey, college) or a (football, call). */
const OPEN_O = ['o', 'a'] as const;

const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॆ': 'e',
  'ॊ': 'o',
};

/** Nasal and other signs: the anusvara reads as n (m before b/p becomes n in the key), the candrabindu as n or nothing. */
const SIGNS: Record<string, readonly string[]> = {
  'ं': ['n'],
  'ँ': ['n', ''],
  'ः': ['h'],
};

const DEVANAGARI_LETTER = /[\u0900-\u097F]/u;

/** One piece of a romanised word: the spellings readers use for it. */
type Piece = readonly string[];

/** The pieces of a Devanagari word, each a set of spellings; the inherent vowel is written out ('क' → 'ka'). */
function romanPieces(word: string): Piece[] {
  const pieces: Piece[] = [];
  const chars = [...word.normalize('NFC')];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] ?? '';
    const precomposed = PRECOMPOSED_NUKTA[char];
    const base = precomposed ?? char;
    if (CONSONANTS[base] !== undefined) {
      let spellings: Piece = [CONSONANTS[base]];
      if (precomposed || chars[index + 1] === NUKTA) {
        spellings = NUKTA_CONSONANTS[base] ?? spellings;
        if (chars[index + 1] === NUKTA) index += 1;
      }
      // ज्ञ is said and typed 'gy' (gyan, vigyan).
      if (base === 'ज' && chars[index + 1] === VIRAMA && chars[index + 2] === 'ञ') {
        spellings = ['gy'];
        index += 2;
      }
      pieces.push(spellings);
      const next = chars[index + 1] ?? '';
      if (next === VIRAMA) index += 1;
      else if (VOWEL_SIGNS[next] === undefined) pieces.push(['a']);
      continue;
    }
    const vowel = INDEPENDENT_VOWELS[char] ?? VOWEL_SIGNS[char];
    if (char === 'ॉ' || char === 'ऑ') pieces.push(OPEN_O);
    else if (vowel !== undefined) pieces.push([vowel]);
    else if (SIGNS[char]) pieces.push(SIGNS[char]);
  }
  return pieces;
}

/** At most this many spellings per word (each ड़, ढ़ or ँ doubles them). */
const MAX_SPELLINGS = 4;

/** The Latin spellings of a Devanagari word as readers type it, the first the commonest: 'सड़क' → ['sadaka', 'saraka']. */
export function romanise(word: string): string[] {
  let spellings = [''];
  for (const piece of romanPieces(word)) {
    spellings = spellings.flatMap((spelling) => piece.map((part) => spelling + part)).slice(0, MAX_SPELLINGS);
  }
  return spellings.filter((spelling) => spelling !== '');
}

/**
 * The phonetic key of a Latin word: what the usual spellings of one Hindi word have in common.
 * Long and short vowels are one (aa→a, ee/ii→i, oo/uu→u), ai→e, au→o; aspiration and sh/s are one
 * (h after a consonant goes; ph→f); eh before a consonant is ah (mehngai, pehla, shehar); aon is anv and a final ao av (gaon, chunao); c (not ch)→k, q→k, x→ks, z→j, w→v; m before b/p→n (the
 * anusvara); doubled letters are one (dilli, dili); and every a after the first letter goes, so an
 * inherent vowel written or not ('barsaat', 'barsat', 'barasaata') gives one key. Empty for a word
 * with no Latin letters.
 */
export function phoneticKey(latinWord: string): string {
  let key = latinWord.toLowerCase().replace(/[^a-z]/g, '');
  key = key
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/ch/g, 'C')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/ea/g, 'i')
    .replace(/eh(?![aeiou])/g, 'ah')
    .replace(/aon/g, 'anv')
    .replace(/ao$/, 'av')
    .replace(/aa|ee|ii|oo|uu/g, (pair) => (pair === 'aa' ? 'a' : pair === 'ee' || pair === 'ii' ? 'i' : 'u'))
    .replace(/ai/g, 'e')
    .replace(/au/g, 'o')
    .replace(/ey$|ay$/, (end) => (end === 'ey' ? 'i' : 'e'))
    .replace(/([^aeiou])y$/, '$1i')
    .replace(/iy(?=a)/g, 'i')
    .replace(/([bCdfgjklmnprstvy])h/g, '$1')
    .replace(/m(?=[bp])/g, 'n');
  key = key.slice(0, 1) + key.slice(1).replace(/a/g, '');
  return key.replace(/(.)\1+/g, '$1').replace(/C/g, 'c');
}

/** Hindi words in nearly every article: their keys would make short Latin words match everything. */
const FUNCTION_WORDS = new Set(
  'का की के को में से ने पर और भी तो ही है हैं था थी थे हो हुआ हुई हुए यह वह ये वे इस उस इन उन एक कि जो लिए साथ तक कर गया गई गए रहा रही रहे कहा'.split(
    ' ',
  ),
);

/** The shortest key kept: one letter would match every word starting with it. */
const MIN_KEY_LENGTH = 2;

const WORD = /[\p{L}\p{M}]+/gu;

/**
 * The keys of words met lately. A pure function's answers, so each process may keep its own: a
 * newsroom writes the same few thousand words again and again, and romanising is the costly part
 * of saving an article's keys. Emptied when full rather than ordered by use: cheap and bounded.
 */
const KEYS_OF_WORD = new Map<string, readonly string[]>();
const KEYS_OF_WORD_LIMIT = 50_000;

function keysOfWord(word: string): readonly string[] {
  let keys = KEYS_OF_WORD.get(word);
  if (keys === undefined) {
    keys = [...new Set(romanise(word).map(phoneticKey))].filter((key) => key.length >= MIN_KEY_LENGTH);
    if (KEYS_OF_WORD.size >= KEYS_OF_WORD_LIMIT) KEYS_OF_WORD.clear();
    KEYS_OF_WORD.set(word, keys);
  }
  return keys;
}

/** The distinct phonetic keys of the Devanagari words of a text, space-separated, in order of first appearance. */
export function latinKeysOf(text: string): string {
  const keys = new Set<string>();
  // Each distinct word once: an article repeats its words.
  for (const word of new Set(text.match(WORD))) {
    if (!DEVANAGARI_LETTER.test(word) || FUNCTION_WORDS.has(word)) continue;
    for (const key of keysOfWord(word)) keys.add(key);
  }
  return [...keys].join(' ');
}

/** A query word in Latin letters only (no digits, no Devanagari): one that may be Hindi typed in Latin. */
export function isLatinWord(token: string): boolean {
  return /^[a-z]+$/i.test(token);
}
