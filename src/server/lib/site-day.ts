import { TZDate } from '@date-fns/tz';

/** The instant the next calendar day begins in the site time zone: when 'today' on a page changes. */
export function nextSiteMidnight(now: number, timeZone: string): number {
  const today = new TZDate(now, timeZone);
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1, timeZone).getTime();
}
