import { describe, expect, it } from 'vitest';
import { daysEndingOn } from './visit-days';

describe('daysEndingOn', () => {
  it('lists the days ending on the given one, oldest first', () => {
    expect(daysEndingOn('2026-11-22', 3)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(daysEndingOn('2027-01-01', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(daysEndingOn('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01']);
  });

  it('answers the one day for a count of 1', () => {
    expect(daysEndingOn('2026-11-22', 1)).toEqual(['2026-11-22']);
  });
});
