import { describe, expect, it } from 'vitest';
import { hourOf, hoursBefore } from './read-hours';

describe('hourOf', () => {
  it('names the UTC hour a moment falls in, whatever the minute', () => {
    expect(hourOf(new Date('2026-11-26T14:00:00.000Z'))).toBe('2026-11-26T14');
    expect(hourOf(new Date('2026-11-26T14:59:59.999Z'))).toBe('2026-11-26T14');
  });
});

describe('hoursBefore', () => {
  it('counts back whole hours across days and years', () => {
    expect(hoursBefore(new Date('2026-11-26T14:30:00Z'), 23)).toBe('2026-11-25T15');
    expect(hoursBefore(new Date('2027-01-01T00:10:00Z'), 1)).toBe('2026-12-31T23');
  });
});
