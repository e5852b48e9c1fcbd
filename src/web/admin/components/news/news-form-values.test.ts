import { describe, expect, it } from 'vitest';
import { fromZoneInput, toZoneInput, zoneLabel } from './news-form-values';

describe("the publish time on the site's clock", () => {
  it("reads the form's text as the site's wall clock, whatever the browser's zone", () => {
    expect(fromZoneInput('2026-11-28T21:14', 'Asia/Kolkata')).toBe('2026-11-28T15:44:00.000Z');
    expect(fromZoneInput('2026-11-28T21:14:30', 'Asia/Kolkata')).toBe('2026-11-28T15:44:30.000Z');
    expect(fromZoneInput('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(fromZoneInput('2026-01-01T09:00', 'Europe/London')).toBe('2026-01-01T09:00:00.000Z');
  });

  it('writes a stored time back as the same wall clock, seconds only when there are some', () => {
    expect(toZoneInput('2026-11-28T15:44:00.000Z', 'Asia/Kolkata')).toBe('2026-11-28T21:14');
    expect(toZoneInput('2026-11-28T18:31:05.000Z', 'Asia/Kolkata')).toBe('2026-11-29T00:01:05');
    expect(fromZoneInput(toZoneInput('2026-03-29T00:30:00.000Z', 'Europe/London'), 'Europe/London')).toBe(
      '2026-03-29T00:30:00.000Z',
    );
  });

  it('leaves an empty or broken text empty', () => {
    expect(fromZoneInput('', 'Asia/Kolkata')).toBeUndefined();
    expect(fromZoneInput('tomorrow', 'Asia/Kolkata')).toBeUndefined();
    expect(toZoneInput('not a date', 'Asia/Kolkata')).toBe('');
  });

  it("names the zone with its short name: 'Asia/Kolkata (IST)'", () => {
    expect(zoneLabel('Asia/Kolkata')).toBe('Asia/Kolkata (IST)');
  });
});
