import { LOCALES } from '../../../shared/i18n/message';
import type { LangCode } from '../../../shared/language';
import { zoneFormatter } from '../../../shared/zone-formatter';

/** English keeps the product's 'Nov 26, 3:45 PM'; Hindi is Intl's hi-IN, its day then its time ('28 नवंबर, रात 9:53'). */
const englishDayAndTime = zoneFormatter({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const englishTime = zoneFormatter({ hour: 'numeric', minute: '2-digit' });
const hindiDay = zoneFormatter({ day: 'numeric', month: 'long' }, LOCALES.hi);
const hindiTime = zoneFormatter({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }, LOCALES.hi);
/** The calendar day in the zone, to tell today's updates from older ones. */
const dayKey = zoneFormatter({ year: 'numeric', month: 'numeric', day: 'numeric' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When an update was posted, as the page's bytes show it: its day and time in the site's zone. A
 * kept page outlives the day it was rendered, so it never says 'today' or '5 minutes ago' itself.
 */
export function formatUpdateTime(iso: string, timeZone: string, lang: LangCode): string {
  const time = new Date(iso);
  if (lang === 'en') return englishDayAndTime(timeZone).format(time);
  return `${hindiDay(timeZone).format(time)}, ${hindiTime(timeZone).format(time)}`;
}

const relativeFormats = new Map<LangCode, Intl.RelativeTimeFormat>();

function minutesAgo(minutes: number, lang: LangCode): string {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format.format(-minutes, 'minute');
}

/**
 * When an update was posted, as an open page shows it by the reader's clock (live-blog-live.ts):
 * `justNow` in its first minute, '5 मिनट पहले' / '5 minutes ago' within the hour, the time alone
 * later that day ('रात 9:53', '9:53 PM'), and its day and time after.
 */
export function updateTimeAt(iso: string, timeZone: string, lang: LangCode, now: number, justNow: string): string {
  const time = new Date(iso);
  const age = now - time.getTime();
  if (age < MINUTE_MS) return justNow;
  if (age < HOUR_MS) return minutesAgo(Math.floor(age / MINUTE_MS), lang);
  if (dayKey(timeZone).format(time) !== dayKey(timeZone).format(now)) return formatUpdateTime(iso, timeZone, lang);
  return (lang === 'en' ? englishTime : hindiTime)(timeZone).format(time);
}

/** An update's text as paragraphs: one per line typed, blank lines dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
