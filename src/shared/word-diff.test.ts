import { describe, expect, it } from 'vitest';
import { changeSummary, diffWords, tokenizeWords } from './word-diff';

const words = (text: string) => tokenizeWords(text).map((token) => token.key);

describe('tokenizeWords', () => {
  it('keeps Devanagari vowel signs, virama and nukta with their letters', () => {
    expect(words('क्रिकेट में भारत की ज़बरदस्त जीत')).toEqual(['क्रिकेट', 'में', 'भारत', 'की', 'ज़बरदस्त', 'जीत']);
  });

  it('makes the danda and other punctuation words of their own', () => {
    expect(words('जयपुर। India, won!')).toEqual(['जयपुर', '।', 'India', ',', 'won', '!']);
  });

  it('keeps a conjunct joined by ZWJ in one word', () => {
    expect(words('क्\u200Dष')).toEqual(['क्\u200Dष']);
  });
});

describe('diffWords', () => {
  it('answers one kept part for equal texts', () => {
    expect(diffWords('India win the series', 'India win the series')).toEqual({
      parts: [{ kind: 'same', text: 'India win the series' }],
      added: 0,
      removed: 0,
      marksChanged: 0,
      coarse: false,
    });
  });

  it('marks the one word changed in an English sentence', () => {
    expect(diffWords('India win the series', 'India lose the series').parts).toEqual([
      { kind: 'same', text: 'India ' },
      { kind: 'removed', text: 'win ' },
      { kind: 'added', text: 'lose ' },
      { kind: 'same', text: 'the series' },
    ]);
  });

  it('marks whole Hindi words, never a vowel sign alone', () => {
    const diff = diffWords('भारत ने मैच जीता।', 'भारत ने मैच जीती।');
    expect(diff.parts).toEqual([
      { kind: 'same', text: 'भारत ने मैच ' },
      { kind: 'removed', text: 'जीता' },
      { kind: 'added', text: 'जीती' },
      { kind: 'same', text: '।' },
    ]);
    expect([diff.added, diff.removed]).toEqual([1, 1]);
  });

  it('takes a nukta letter typed as one code point or two as the same word', () => {
    const diff = diffWords('\u095Bरूर', '\u091C\u093Cरूर');
    expect([diff.parts.map((part) => part.kind), diff.added, diff.removed]).toEqual([['same'], 0, 0]);
  });

  it('finds words added at the start and removed at the end, and puts each text back whole', () => {
    const before = 'Rain stops play in Jaipur today';
    const after = 'Heavy rain stops play in Jaipur';
    const diff = diffWords(before, after);
    // A kept word next to a change keeps a space after it, whichever text had one.
    const side = (left: string) =>
      diff.parts
        .filter((part) => part.kind !== left)
        .map((part) => part.text)
        .join('')
        .trim();
    expect([side('added'), side('removed')]).toEqual([before, after]);
    expect(diff.parts).toContainEqual({ kind: 'same', text: 'stops play in Jaipur ' });
    expect([diff.added, diff.removed]).toEqual([2, 2]);
  });

  it('keeps the longest common run of words when the middle moves', () => {
    const diff = diffWords('a b c d e', 'a c d b e');
    expect(diff.parts.filter((part) => part.kind === 'same').map((part) => part.text.trim())).toEqual([
      'a',
      'c d',
      'e',
    ]);
    expect([diff.added, diff.removed]).toEqual([1, 1]);
  });

  it('counts the words an editor added, not the brackets around them', () => {
    const diff = diffWords('बेमौसम बारिश का अलर्ट', 'बेमौसम बारिश का अलर्ट (लाइव)');
    expect(diff.parts.at(-1)).toEqual({ kind: 'added', text: '(लाइव)' });
    expect([diff.added, diff.removed, diff.marksChanged]).toEqual([1, 0, 2]);
    expect(changeSummary(diff)).toBe('1 word added, 0 removed, punctuation changed');
  });

  it('tells a change of punctuation alone from no change', () => {
    const diff = diffWords('भारत ने मैच जीता', 'भारत ने मैच जीता।');
    expect(diff.parts.at(-1)).toEqual({ kind: 'added', text: '।' });
    expect([diff.added, diff.removed, diff.marksChanged]).toEqual([0, 0, 1]);
    expect(changeSummary(diff)).toBe('Punctuation changed');
    expect(changeSummary(diffWords('भारत ने मैच जीता', 'भारत ने मैच जीता'))).toBe('No change');
    expect(changeSummary(diffWords('India win', 'India lose the final'))).toBe('3 words added, 1 removed');
  });

  it('compares empty texts', () => {
    expect(diffWords('', 'नई ख़बर').parts).toEqual([{ kind: 'added', text: 'नई ख़बर' }]);
    expect(diffWords('पुरानी', '').parts).toEqual([{ kind: 'removed', text: 'पुरानी' }]);
    expect(diffWords('', '').parts).toEqual([]);
  });

  it('shows a middle too large to compare word by word as removed and added whole', () => {
    const before = Array.from({ length: 3000 }, (_, index) => `old${index}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, index) => `new${index}`).join(' ');
    const diff = diffWords(`Start ${before} end`, `Start ${after} end`);
    expect(diff.coarse).toBe(true);
    expect(diff.parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect([diff.added, diff.removed]).toEqual([3000, 3000]);
  });

  it('compares a long article with a few changes word by word', () => {
    const body = Array.from({ length: 3000 }, (_, index) => `शब्द${index}`);
    const edited = [...body];
    edited[10] = 'बदला';
    edited[2900] = 'नया';
    const diff = diffWords(body.join(' '), edited.join(' '));
    expect([diff.coarse, diff.added, diff.removed]).toEqual([false, 2, 2]);
  });
});
