import { describe, expect, it } from 'vitest';
import { liveUpdateAnchor, liveUpdateHeadline, liveUpdatesPath } from './live-blog';

describe('a live update’s headline', () => {
  it('is its first line', () => {
    expect(liveUpdateHeadline('WICKET! Gill edges to slip\nSmith takes it low')).toBe('WICKET! Gill edges to slip');
  });

  it('is cut at a word within 110 characters, with an ellipsis', () => {
    const long = `${'word '.repeat(30)}end`;
    const headline = liveUpdateHeadline(long);
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline.endsWith('word…')).toBe(true);
  });

  it('keeps a line of exactly 110 characters whole', () => {
    const exact = 'x'.repeat(110);
    expect(liveUpdateHeadline(exact)).toBe(exact);
  });
});

it('names the updates answer and an update’s anchor', () => {
  expect(liveUpdatesPath('abc')).toBe('/api/v1/liveblog/abc/updates');
  expect(liveUpdateAnchor('abc')).toBe('update-abc');
});
