import { DEFAULT_TIMEZONE } from './constants';
import type { LangCode } from './language';
import { dateMessages } from './messages/dates';
import { zoneFormatter } from './zone-formatter';

export const DATE_NOT_AVAILABLE = dateMessages.notAvailable.en;
export const INVALID_DATE = dateMessages.invalid.en;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The wall clock of an instant in a time zone; month 1–12, hour 0–23. */
type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * One call of the zone's formatter per date: date-fns with a TZDate parsed the pattern and asked the
 * zone's offset again for each field, 15–35 µs a date against about 1.5 µs here (decision 096).
 */
const numericFormatter = zoneFormatter({
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

function wallClock(time: number, timeZone: string): WallClock {
  const formatter = numericFormatter(timeZone);
  // 'M/D/YYYY, HH:MM' in en-US: reading its numbers costs a third of formatToParts.
  const [month = 0, day = 0, year = 0, hour = 0, minute = 0] = (formatter.format(time).match(/\d+/g) ?? []).map(Number);
  return { year, month, day, hour, minute };
}

function instantOf(value: string | number | Date | null | undefined): number | string {
  if (value === null || value === undefined || value === '') return DATE_NOT_AVAILABLE;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? INVALID_DATE : time;
}

const year = (clock: WallClock) => String(clock.year).padStart(4, '0');
const calendarDate = (clock: WallClock) => `${MONTHS[clock.month - 1]} ${clock.day}, ${year(clock)}`;

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/**
 * Hindi dates as Intl writes them in hi-IN ('28 नवंबर 2026', 'रात 9:14', 'शनिवार, 28 नवंबर 2026');
 * English keeps the product's own patterns below.
 */
const HINDI = 'hi-IN';
const hindiDay = zoneFormatter({ day: 'numeric', month: 'long', year: 'numeric' }, HINDI);
const hindiTime = zoneFormatter({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }, HINDI);
const hindiWeekday = zoneFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, HINDI);

/** A date's words when it has none, read straight from the catalogue: they take no arguments. */
function noDate(reason: string, lang: LangCode): string {
  return (reason === INVALID_DATE ? dateMessages.invalid : dateMessages.notAvailable)[lang];
}

/** 'MMMM d, yyyy' ('28 नवंबर 2026' in Hindi) in the site time zone, for cards. */
export function formatCardDate(
  value: string | number | Date | null | undefined,
  timeZone = DEFAULT_TIMEZONE,
  lang: LangCode = 'en',
): string {
  const time = instantOf(value);
  if (typeof time === 'string') return noDate(time, lang);
  return lang === 'hi' ? hindiDay(timeZone).format(time) : calendarDate(wallClock(time, timeZone));
}

/** 'MMMM d, yyyy h:mm a' ('28 नवंबर 2026, रात 9:14' in Hindi) in the site time zone, for the article page. */
export function formatArticleDate(
  value: string | number | Date | null | undefined,
  timeZone = DEFAULT_TIMEZONE,
  lang: LangCode = 'en',
): string {
  const time = instantOf(value);
  if (typeof time === 'string') return noDate(time, lang);
  if (lang === 'hi') return `${hindiDay(timeZone).format(time)}, ${hindiTime(timeZone).format(time)}`;
  const clock = wallClock(time, timeZone);
  const minute = String(clock.minute).padStart(2, '0');
  return `${calendarDate(clock)} ${clock.hour % 12 || 12}:${minute} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** The top bar's date: weekday, month, day with ordinal suffix, year ('Sunday, November 22nd, 2026'; 'शनिवार, 28 नवंबर 2026'). */
export function formatTopBarDate(value: Date, timeZone = DEFAULT_TIMEZONE, lang: LangCode = 'en'): string {
  if (lang === 'hi') return hindiWeekday(timeZone).format(value);
  const clock = wallClock(value.getTime(), timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
  return `${weekday}, ${MONTHS[clock.month - 1]} ${ordinal(clock.day)}, ${year(clock)}`;
}

/** The calendar day (yyyy-MM-dd) of an instant in the site time zone, e.g. for daily visit counts. */
export function siteDay(value: Date, timeZone = DEFAULT_TIMEZONE): string {
  const clock = wallClock(value.getTime(), timeZone);
  return `${year(clock)}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
}
