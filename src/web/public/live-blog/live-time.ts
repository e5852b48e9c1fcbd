import { zoneFormatter } from '../../../shared/zone-formatter';

/** 'Nov 26, 3:45 PM' in the site's zone, the same on the server and in the browser. */
const updateTimeFormatter = zoneFormatter({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** When an update was posted, as its page shows it. */
export function formatUpdateTime(iso: string, timeZone: string): string {
  return updateTimeFormatter(timeZone).format(new Date(iso));
}

/** An update's text as paragraphs: one per line typed, blank lines dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
