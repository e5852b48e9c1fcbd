import { describe, expect, it } from 'vitest';
import { linesOf, wordListMessage } from './word-lines';

describe('word lists typed one a line', () => {
  it('keeps each line trimmed and leaves blank lines out', () => {
    expect(linesOf('  बकवास \n\n spam offer\n   \nscam')).toEqual(['बकवास', 'spam offer', 'scam']);
    expect(linesOf('')).toEqual([]);
  });

  it('says the list’s own error, else the first word’s with its place', () => {
    expect(wordListMessage(undefined)).toBeUndefined();
    expect(wordListMessage({ type: 'too_big', message: 'Too many' })).toBe('Too many');
    const perWord = Object.assign([undefined, { type: 'too_big', message: 'Too long' }], {}) as never;
    expect(wordListMessage(perWord)).toBe('Word 2: Too long');
  });
});
