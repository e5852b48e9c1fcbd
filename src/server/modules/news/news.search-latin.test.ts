import { describe, expect, it } from 'vitest';
import { isLatinWord, latinKeysOf, phoneticKey, romanise } from './news.search-latin';
import { spellingVariants } from './news.search-variants';

describe('romanise', () => {
  it('writes each consonant with its inherent vowel unless a sign or virama follows', () => {
    expect(romanise('बारिश')).toEqual(['baarisha']);
    expect(romanise('क्रिकेट')).toEqual(['kriketa']);
    expect(romanise('चुनाव')).toEqual(['chunaava']);
    expect(romanise('दिल्ली')).toEqual(['dillii']);
  });

  it('reads nukta letters precomposed or decomposed alike, ड़ both as d and r', () => {
    expect(romanise('फ़ैसला')).toEqual(['faisalaa']);
    expect(romanise('फ़ैसला'.normalize('NFD'))).toEqual(['faisalaa']);
    expect(romanise('सड़क')).toEqual(['sadaka', 'saraka']);
    expect(romanise('ज़रूरी')).toEqual(['zaruurii']);
  });

  it('spells the anusvara n, the candrabindu n or nothing, ज्ञ gy', () => {
    expect(romanise('सेंसेक्स')).toEqual(['senseksa']);
    expect(romanise('गाँव')).toEqual(['gaanva', 'gaava']);
    expect(romanise('ज्ञान')).toEqual(['gyaana']);
  });

  it('gives nothing for a word without Devanagari letters', () => {
    expect(romanise('2026')).toEqual([]);
  });
});

describe('phoneticKey', () => {
  const sameKey = (...spellings: string[]) => new Set(spellings.map(phoneticKey)).size;

  it('joins the spellings readers use for one word', () => {
    expect(sameKey('barish', 'baarish', 'baarisha', 'barish')).toBe(1);
    expect(sameKey('dilli', 'dili', 'dillii', 'dilly')).toBe(1);
    expect(sameKey('chunav', 'chunaav', 'chunaw', 'chunaava', 'chunao')).toBe(1);
    expect(sameKey('gaon', 'gaanv', 'gaanva')).toBe(1);
    expect(sameKey('mehngai', 'mahangai', 'mahangaaii')).toBe(1);
    expect(sameKey('sensex', 'senseks', 'sensekasa')).toBe(1);
    expect(sameKey('cricket', 'kriket', 'kriketa')).toBe(1);
    expect(sameKey('mumbai', 'mumbaii', 'munbaii')).toBe(1);
    expect(sameKey('mausam', 'mosam', 'mausama')).toBe(1);
    expect(sameKey('sarkar', 'sarkaar', 'sarakaara')).toBe(1);
    expect(sameKey('shaadi', 'shadi', 'saadii')).toBe(1);
    expect(sameKey('faisla', 'phaisla', 'faisalaa')).toBe(1);
    expect(sameKey('zaruri', 'jaruri', 'zaruurii')).toBe(1);
    expect(sameKey('khel', 'kel', 'khela')).toBe(1);
    expect(sameKey('nifty', 'niftii', 'nifti')).toBe(1);
    expect(sameKey('railway', 'relave')).toBe(1);
    expect(sameKey('hockey', 'hokii')).toBe(1);
    expect(sameKey('india', 'indiyaa')).toBe(1);
    expect(sameKey('vishwa', 'vishva', 'vishwa')).toBe(1);
  });

  it('keeps different words apart', () => {
    expect(phoneticKey('barish')).not.toBe(phoneticKey('baras'));
    expect(phoneticKey('dil')).not.toBe(phoneticKey('dilli'));
    expect(phoneticKey('khel')).not.toBe(phoneticKey('kal'));
    expect(phoneticKey('sona')).not.toBe(phoneticKey('sena'));
  });

  it('keeps a word-initial a and drops the others', () => {
    expect(phoneticKey('aaj')).toBe('aj');
    expect(phoneticKey('barsaat')).toBe('brst');
  });

  it('ignores case and anything but letters', () => {
    expect(phoneticKey('BaRiSh')).toBe(phoneticKey('barish'));
    expect(phoneticKey('t20')).toBe('t');
    expect(phoneticKey('२०')).toBe('');
  });
});

describe('latinKeysOf', () => {
  it('keys each distinct Devanagari word once, skipping Latin words, numbers and function words', () => {
    expect(latinKeysOf('उत्तर भारत में बेमौसम बारिश का अलर्ट, बारिश 48 alert')).toBe('utr brt bemosm bris alrt');
  });

  it('keys both spellings of a word with ड़', () => {
    expect(latinKeysOf('सड़क')).toBe('sdk srk');
  });

  it('is empty for a text without Devanagari', () => {
    expect(latinKeysOf('Sensex closes higher')).toBe('');
  });
});

describe('isLatinWord', () => {
  it('is true for Latin letters only', () => {
    expect(isLatinWord('Barish')).toBe(true);
    expect(isLatinWord('t20')).toBe(false);
    expect(isLatinWord('बारिश')).toBe(false);
  });
});

describe('spellingVariants', () => {
  it('names the other spellings of a group, whichever word is typed', () => {
    expect(spellingVariants('Delhi')).toEqual(['dilli']);
    expect(spellingVariants('bombay')).toEqual(['mumbai', 'bambai']);
    expect(spellingVariants('gst')).toEqual(['जीएसटी']);
    expect(spellingVariants('barish')).toEqual([]);
  });
});
