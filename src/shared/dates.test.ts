import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatArticleDate, formatCardDate, formatTopBarDate, siteDay } from './dates';

describe('dates in the site time zone', () => {
  // 2026-11-21T20:15:00Z is 22 November, 01:45 in Kolkata (UTC+5:30).
  const instant = '2026-11-21T20:15:00.000Z';

  it('formats cards as MMMM d, yyyy in Asia/Kolkata by default', () => {
    expect(formatCardDate(instant)).toBe('November 22, 2026');
    expect(formatCardDate(instant, 'UTC')).toBe('November 21, 2026');
  });

  it('formats the article page as MMMM d, yyyy h:mm a', () => {
    expect(formatArticleDate(instant)).toBe('November 22, 2026 1:45 AM');
    expect(formatArticleDate(new Date('2026-06-01T09:00:00Z'))).toBe('June 1, 2026 2:30 PM');
  });

  it("says 'Date not available' when missing and 'Invalid date' when unparsable", () => {
    expect(formatArticleDate(null)).toBe('Date not available');
    expect(formatCardDate(undefined)).toBe('Date not available');
    expect(formatCardDate('')).toBe('Date not available');
    expect(formatArticleDate('not a date')).toBe('Invalid date');
  });

  it('writes the top bar date with weekday and ordinal day', () => {
    expect(formatTopBarDate(new Date(instant))).toBe('Sunday, November 22nd, 2026');
    expect(formatTopBarDate(new Date('2026-11-01T06:00:00Z'))).toBe('Sunday, November 1st, 2026');
  });

  it('answers the calendar day in the site zone', () => {
    expect(siteDay(new Date(instant))).toBe('2026-11-22');
    expect(siteDay(new Date(instant), 'UTC')).toBe('2026-11-21');
  });

  it('writes what date-fns with @date-fns/tz writes, across offsets, daylight saving and midnight', () => {
    const zones = [
      'Asia/Kolkata',
      'UTC',
      'America/New_York',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
    ];
    // Every 16 h 57 min through a year: each hour of the day, both sides of each change of clocks.
    for (let time = Date.parse('2026-01-01T00:00:00Z'); time < Date.parse('2027-01-01T00:00:00Z'); time += 61_000_000) {
      for (const zone of zones) {
        const zoned = new TZDate(time, zone);
        expect(formatCardDate(time, zone)).toBe(format(zoned, 'MMMM d, yyyy'));
        expect(formatArticleDate(time, zone)).toBe(format(zoned, 'MMMM d, yyyy h:mm a'));
        expect(formatTopBarDate(new Date(time), zone)).toBe(format(zoned, 'EEEE, MMMM do, yyyy'));
        expect(siteDay(new Date(time), zone)).toBe(format(zoned, 'yyyy-MM-dd'));
      }
    }
  });
});

describe('dates on Hindi pages', () => {
  const night = '2026-11-28T15:44:00.000Z'; // 28 November, 21:14 in Kolkata

  it('writes cards, the article page and the top bar as Intl writes hi-IN, in the site time zone', () => {
    expect(formatCardDate(night, 'Asia/Kolkata', 'hi')).toBe('28 नवंबर 2026');
    expect(formatArticleDate(night, 'Asia/Kolkata', 'hi')).toBe('28 नवंबर 2026, रात 9:14');
    expect(formatArticleDate('2026-06-01T04:00:00Z', 'Asia/Kolkata', 'hi')).toBe('1 जून 2026, सुबह 9:30');
    expect(formatTopBarDate(new Date(night), 'Asia/Kolkata', 'hi')).toBe('शनिवार, 28 नवंबर 2026');
  });

  it('says a missing or unreadable date in Hindi', () => {
    expect(formatCardDate(null, 'Asia/Kolkata', 'hi')).toBe('तारीख़ उपलब्ध नहीं');
    expect(formatArticleDate('not a date', 'Asia/Kolkata', 'hi')).toBe('अमान्य तारीख़');
  });
});
