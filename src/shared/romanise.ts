import { NEWSROOM_WORDS } from './romanise-words';

/**
 * Hindi in Latin letters as Hindi newsrooms write it in addresses (decision 273): 'जयपुर में
 * मानसून की पहली बारिश' is 'jaipur mein monsoon ki pehli barish'. A word the newsroom list knows
 * is written its way; any other is spelt by rule: the inherent 'a' dropped where speakers drop it
 * (at the end of a word, and between a vowel-consonant and a consonant-vowel, right to left), long
 * and short vowels alike, anusvara as n (m before p, b, m), nukta letters as z, f, q. Isomorphic
 * and without dependencies: the back office and the server suggest the same slugs.
 */

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
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** A consonant with a nukta: the Persian and English sounds, and the flapped ड़ ढ़ (written d, dh). */
const NUKTA_CONSONANTS: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'd', ढ: 'dh', फ: 'f', य: 'y' };

const VOWELS: Record<string, string> = {
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
  ऑ: 'o',
  ऍ: 'e',
};

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
  'ॉ': 'o',
  'ॅ': 'e',
};

const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm', 'f']);

/** Endings of compounds whose first part keeps its own rule (ज़िलाधिकारी is not one word to the ear). */
const COMPOUND_TAILS = ['पुर', 'नगर', 'गढ़', 'बाद', 'मंत्री', 'सभा'];

type Sound =
  | { kind: 'consonant'; roman: string; joined: boolean }
  | { kind: 'vowel'; roman: string; inherent: boolean; nasal: boolean; independent: boolean }
  | { kind: 'literal'; text: string }
  | { kind: 'break' };

/** Letters and signs into sounds, with the inherent vowel written out where no sign or virama follows. */
function soundsOf(word: string): Sound[] {
  const sounds: Sound[] = [];
  const chars = [...word];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index] as string;
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      let roman = consonant;
      if (chars[index + 1] === NUKTA) {
        roman = NUKTA_CONSONANTS[char] ?? consonant;
        index += 1;
      }
      const previous = sounds.at(-1);
      const joined = previous?.kind === 'consonant';
      sounds.push({ kind: 'consonant', roman, joined });
      const next = chars[index + 1];
      if (next === VIRAMA) index += 1;
      else if (next === undefined || VOWEL_SIGNS[next] === undefined)
        sounds.push({ kind: 'vowel', roman: 'a', inherent: true, nasal: false, independent: false });
      continue;
    }
    const sign = VOWEL_SIGNS[char];
    if (sign !== undefined) {
      sounds.push({ kind: 'vowel', roman: sign, inherent: false, nasal: false, independent: false });
      continue;
    }
    const vowel = VOWELS[char];
    if (vowel !== undefined) {
      sounds.push({ kind: 'vowel', roman: vowel, inherent: false, nasal: false, independent: true });
      continue;
    }
    const last = sounds.at(-1);
    if ((char === ANUSVARA || char === CANDRABINDU) && last?.kind === 'vowel') last.nasal = true;
    else if (char === VISARGA) sounds.push({ kind: 'consonant', roman: 'h', joined: false });
    else if (char === '|') sounds.push({ kind: 'break' });
    else if (/[0-9]/.test(char)) sounds.push({ kind: 'literal', text: char });
  }
  return sounds;
}

const isVowel = (sound: Sound | undefined) => sound?.kind === 'vowel';
const isConsonant = (sound: Sound | undefined) => sound?.kind === 'consonant';
const atEnd = (sound: Sound | undefined) => sound === undefined || sound.kind === 'break';

/** Whether the inherent vowel at `index`, last in its word, stays: after a cluster ending in y, r or v (mantra, rajya), after ई/इ + y (bhartiya), or alone. */
function finalVowelStays(sounds: Sound[], index: number): boolean {
  const consonant = sounds[index - 1];
  if (consonant?.kind !== 'consonant') return true;
  const before = sounds[index - 2];
  if (before === undefined || before.kind === 'break') return true;
  if (consonant.joined) return ['y', 'r', 'v'].includes(consonant.roman);
  return consonant.roman === 'y' && before.kind === 'vowel' && (before.roman === 'i' || before.roman === 'ii');
}

/** Drops the inherent vowels speakers drop, right to left (Ohala's rule: V C _ C V, and at the end). */
function dropSilentVowels(sounds: Sound[]): Sound[] {
  const kept = [...sounds];
  for (let index = kept.length - 1; index >= 0; index -= 1) {
    const sound = kept[index];
    if (sound?.kind !== 'vowel' || !sound.inherent || sound.nasal) continue;
    if (atEnd(kept[index + 1])) {
      if (!finalVowelStays(kept, index)) kept.splice(index, 1);
      continue;
    }
    const consonant = kept[index - 1];
    const medial =
      consonant?.kind === 'consonant' &&
      !consonant.joined &&
      isVowel(kept[index - 2]) &&
      isConsonant(kept[index + 1]) &&
      isVowel(kept[index + 2]);
    if (medial) kept.splice(index, 1);
  }
  return kept;
}

/** The vowel written for a sound, by what stands around it: ए after a vowel is 'ye' (gaye), ई after a short one 'yi'. */
function vowelText(sound: Extract<Sound, { kind: 'vowel' }>, previous: Sound | undefined, next: Sound[]): string {
  let text = sound.roman;
  if (sound.independent && previous?.kind === 'vowel') {
    if (text === 'e') text = 'ye';
    else if (text === 'ii' && previous.roman === 'a') text = 'yi';
  }
  const [following, afterThat] = next;
  // पहली is pehli, not pahli: a short a before an h that closes its syllable.
  if (text === 'a' && following?.kind === 'consonant' && following.roman === 'h' && isConsonant(afterThat)) text = 'e';
  if (sound.nasal) {
    const labial = following?.kind === 'consonant' && LABIALS.has(following.roman);
    text += labial ? 'm' : 'n';
  }
  return text;
}

function consonantText(
  sound: Extract<Sound, { kind: 'consonant' }>,
  previous: Sound | undefined,
  next: Sound | undefined,
): string {
  // च्छ is chh (achha, swachh), च्च cch (baccha); व after a consonant is w (swagat, dwara); ज्ञ gy.
  if (sound.roman === 'ch' && next?.kind === 'consonant' && next.joined) {
    if (next.roman === 'chh') return '';
    if (next.roman === 'ch') return 'c';
  }
  if (sound.roman === 'v' && sound.joined) return 'w';
  if (sound.roman === 'j' && next?.kind === 'consonant' && next.joined && next.roman === 'n') return 'g';
  if (sound.roman === 'n' && sound.joined && previous?.kind === 'consonant' && previous.roman === 'j') return 'y';
  // जयपुर is jaipur: a y that closes a syllable after a short a is written as the diphthong.
  if (sound.roman === 'y' && previous?.kind === 'vowel' && previous.roman === 'a' && isConsonant(next)) return 'i';
  return sound.roman;
}

function writeSounds(sounds: Sound[]): string {
  let text = '';
  for (let index = 0; index < sounds.length; index += 1) {
    const sound = sounds[index] as Sound;
    const previous = sounds[index - 1];
    const rest = sounds.slice(index + 1).filter((next) => next.kind !== 'break');
    const before = previous?.kind === 'break' ? sounds[index - 2] : previous;
    if (sound.kind === 'vowel') text += vowelText(sound, before, rest);
    else if (sound.kind === 'consonant') text += consonantText(sound, before, rest[0]);
    else if (sound.kind === 'literal') text += sound.text;
  }
  // No doubled vowels (baarish is barish); doubled consonants stay (uttar, samman). A word that
  // opens with आ keeps it long, as the papers write aam, aadmi, aaj.
  const single = text.replace(/([aiu])\1+/g, '$1');
  const first = sounds[0];
  return first?.kind === 'vowel' && first.independent && first.roman === 'aa' ? `a${single}` : single;
}

/** A word of Devanagari letters, spelt by rule; a known compound's tail is spelt apart. */
function spellByRule(word: string): string {
  const tail = COMPOUND_TAILS.find((ending) => word.endsWith(ending) && word.length > ending.length + 1);
  const marked = tail ? `${word.slice(0, -tail.length)}|${tail}` : word;
  return writeSounds(dropSilentVowels(soundsOf(marked)));
}

/** The form a word is looked up under: no nukta, candrabindu as anusvara. */
function lookupKey(word: string): string {
  return word.normalize('NFC').replaceAll(NUKTA, '').replaceAll(CANDRABINDU, ANUSVARA);
}

const WORDS = new Map(Object.entries(NEWSROOM_WORDS).map(([word, roman]) => [lookupKey(word), roman]));

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

const PLURAL_ENDING = 'ों';

/**
 * A known word's oblique plural (स्कूलों, जिलों) as the newsroom spells its stem, with -on: the
 * list holds each word once.
 */
function knownPlural(key: string): string | undefined {
  if (!key.endsWith(PLURAL_ENDING)) return undefined;
  const stem = key.slice(0, -PLURAL_ENDING.length);
  const known = WORDS.get(stem) ?? WORDS.get(`${stem}ा`)?.replace(/a$/, '');
  // An English word ending in a silent e (crore) takes the Hindi plural by rule: karodon.
  return known === undefined || known.endsWith('e') ? undefined : `${known}on`;
}

/** One Devanagari word as a newsroom writes it in Latin letters. */
export function romaniseWord(word: string): string {
  const digits = [...word].map((char) => {
    const digit = DEVANAGARI_DIGITS.indexOf(char);
    return digit === -1 ? char : String(digit);
  });
  const normal = digits.join('').normalize('NFC');
  const key = lookupKey(normal);
  return WORDS.get(key) ?? knownPlural(key) ?? spellByRule(normal);
}

/** A Devanagari word, digits within it (टी20); not the danda and double danda, which end sentences. */
const DEVANAGARI_WORD = /[\u0900-\u0963\u0966-\u097F](?:[\u0900-\u0963\u0966-\u097F0-9]|\u200c|\u200d)*/g;

/** Text with every Devanagari word romanised; other letters as they were. */
export function romanise(text: string): string {
  return text.replace(DEVANAGARI_WORD, (word) => romaniseWord(word) || ' ');
}
