import { describe, expect, it } from 'vitest';
import { countWords, stripHtml, truncateWords } from './text';

describe('truncateWords', () => {
  it('keeps short texts whole, without an ellipsis', () => {
    expect(truncateWords('भारत ने मैच जीता', 10)).toBe('भारत ने मैच जीता');
    expect(truncateWords('one two three', 3)).toBe('one two three');
  });

  it('cuts at the word limit and ends with an ellipsis', () => {
    expect(truncateWords('one two three four', 3)).toBe('one two three...');
    expect(truncateWords('रोहित शर्मा ने शानदार शतक लगाया', 2)).toBe('रोहित शर्मा...');
  });

  it('collapses whitespace and tolerates empty input', () => {
    expect(truncateWords('  a \n b\t c  ', 2)).toBe('a b...');
    expect(truncateWords('', 5)).toBe('');
    expect(truncateWords(null, 5)).toBe('');
    expect(truncateWords(undefined, 5)).toBe('');
  });
});

describe('countWords', () => {
  it('counts words after stripping markup', () => {
    expect(countWords('<p>भारत <strong>ने</strong> मैच</p><p>जीता</p>')).toBe(4);
    expect(countWords('<p>one</p><p>two</p>')).toBe(2);
    expect(countWords('a&nbsp;b')).toBe(2);
  });

  it('counts nothing in empty markup', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('<p><br></p>')).toBe(0);
  });

  it('does not count script contents', () => {
    expect(countWords('<p>one</p><script>var a = b;</script>')).toBe(1);
  });

  it('counts exactly 3000 words as 3000', () => {
    expect(countWords(`<p>${'शब्द '.repeat(3000)}</p>`)).toBe(3000);
  });
});

describe('stripHtml', () => {
  it('separates block elements and decodes entities', () => {
    expect(stripHtml('<p>a&amp;b</p><p>c &lt;d&gt;</p>')).toBe('a&b c <d>');
  });
});
