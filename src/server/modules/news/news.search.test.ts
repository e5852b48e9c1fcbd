import { describe, expect, it } from 'vitest';
import { ftsMatch, parseSearchQuery } from './news.search';

describe('ftsMatch', () => {
  it('matches Devanagari and digit words as word starts anywhere, as before the Latin keys', () => {
    expect(ftsMatch(parseSearchQuery('क्रिकेट 2026'))).toBe('"क्रिकेट"* AND "2026"*');
    expect(ftsMatch(parseSearchQuery('क्रिकेट', 'titleOrSlug'))).toBe('title : "क्रिकेट"*');
  });

  it('matches a Latin word as text in the text columns, or as its key in the key columns', () => {
    expect(ftsMatch(parseSearchQuery('baarish'))).toBe(
      '({title body} : ("baarish"*) OR {title_keys body_keys} : ("bris"*))',
    );
    expect(ftsMatch(parseSearchQuery('visa', 'titleOrSlug'))).toBe(
      '(title : ("visa"* OR "वीज़ा"*) OR title_keys : ("vis"))',
    );
  });

  it('adds the other spellings of a name, their keys beside its own', () => {
    expect(ftsMatch(parseSearchQuery('delhi 48'))).toBe(
      '({title body} : ("delhi"* OR "dilli"*) OR {title_keys body_keys} : ("deli"* OR "dili"*)) AND "48"*',
    );
  });

  it('leaves a one-letter Latin word to its text alone', () => {
    expect(ftsMatch(parseSearchQuery('k'))).toBe('({title body} : ("k"*))');
  });
});
