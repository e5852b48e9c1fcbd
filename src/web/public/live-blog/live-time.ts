/** One formatter per time zone: 'Nov 26, 3:45 PM' in the site's zone, the same on the server and in the browser. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** When an update was posted, as its page shows it. */
export function formatUpdateTime(iso: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** An update's text as paragraphs: one per line typed, blank lines dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
