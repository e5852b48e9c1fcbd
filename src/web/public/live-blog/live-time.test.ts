import { describe, expect, it } from 'vitest';
import { formatUpdateTime, updateTimeAt } from './live-time';

const zone = 'Asia/Kolkata';
/** 28 November 2026, 9:53 PM in Kolkata. */
const posted = '2026-11-28T16:23:00.000Z';
const at = (minutes: number) => Date.parse(posted) + minutes * 60_000;

describe('a live update’s time', () => {
  it('is its day and time in the page’s language on the kept page', () => {
    expect(formatUpdateTime(posted, zone, 'en')).toBe('Nov 28, 9:53 PM');
    expect(formatUpdateTime(posted, zone, 'hi')).toBe('28 नवंबर, रात 9:53');
  });

  it('reads as the reader’s clock sees it on an open page', () => {
    expect(updateTimeAt(posted, zone, 'hi', at(0.5), 'अभी-अभी')).toBe('अभी-अभी');
    expect(updateTimeAt(posted, zone, 'hi', at(5), 'अभी-अभी')).toBe('5 मिनट पहले');
    expect(updateTimeAt(posted, zone, 'en', at(5), 'Just now')).toBe('5 minutes ago');
    // Later the same day in Kolkata: the time alone (midnight there is 6:30 PM UTC).
    expect(updateTimeAt('2026-11-28T04:23:00.000Z', zone, 'hi', at(0), 'अभी-अभी')).toBe('सुबह 9:53');
    expect(updateTimeAt('2026-11-28T04:23:00.000Z', zone, 'en', at(0), 'Just now')).toBe('9:53 AM');
    // Past midnight in Kolkata: the day as well.
    expect(updateTimeAt(posted, zone, 'hi', at(150), 'अभी-अभी')).toBe('28 नवंबर, रात 9:53');
    expect(updateTimeAt(posted, zone, 'en', at(150), 'Just now')).toBe('Nov 28, 9:53 PM');
  });
});
