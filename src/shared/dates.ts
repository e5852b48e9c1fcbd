import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { ARTICLE_DATE_FORMAT, CARD_DATE_FORMAT, DEFAULT_TIMEZONE } from './constants';

export const DATE_NOT_AVAILABLE = 'Date not available';
export const INVALID_DATE = 'Invalid date';

function formatInZone(value: string | number | Date | null | undefined, pattern: string, timeZone: string): string {
  if (value === null || value === undefined || value === '') return DATE_NOT_AVAILABLE;
  const date = value instanceof Date ? value : new Date(value);
  if (!isValid(date)) return INVALID_DATE;
  return format(new TZDate(date.getTime(), timeZone), pattern);
}

/** 'MMMM d, yyyy' in the site time zone, for cards. */
export function formatCardDate(value: string | number | Date | null | undefined, timeZone = DEFAULT_TIMEZONE): string {
  return formatInZone(value, CARD_DATE_FORMAT, timeZone);
}

/** 'MMMM d, yyyy h:mm a' in the site time zone, for the article page. */
export function formatArticleDate(
  value: string | number | Date | null | undefined,
  timeZone = DEFAULT_TIMEZONE,
): string {
  return formatInZone(value, ARTICLE_DATE_FORMAT, timeZone);
}

/** The top bar's date: weekday, month, day with ordinal suffix, year ('Sunday, November 22nd, 2026'). */
export function formatTopBarDate(value: Date, timeZone = DEFAULT_TIMEZONE): string {
  return format(new TZDate(value.getTime(), timeZone), 'EEEE, MMMM do, yyyy');
}

/** The calendar day (yyyy-MM-dd) of an instant in the site time zone, e.g. for daily visit counts. */
export function siteDay(value: Date, timeZone = DEFAULT_TIMEZONE): string {
  return format(new TZDate(value.getTime(), timeZone), 'yyyy-MM-dd');
}
