/** How often an open live page asks for updates (decision 222): the Guardian's and WordPress VIP Liveblog's interval. */
export const LIVE_POLL_MS = 10_000;

/** The most changes one updates answer carries; a reader further behind asks again at once. */
export const LIVE_UPDATES_PER_ANSWER = 100;

/** The updates a live page renders; older ones stay in the API answer for those who ask from the start. */
export const LIVE_UPDATES_ON_PAGE = 300;

/** Where readers ask for a live blog's updates; the page cache forgets it with the article's pages (decision 223). */
export function liveUpdatesPath(newsId: string): string {
  return `/api/v1/liveblog/${newsId}/updates`;
}

/** The anchor of an update on its article's page: its own `#` address. */
export function liveUpdateAnchor(updateId: string): string {
  return `update-${updateId}`;
}

/** An update's headline (structured data, key-events list): its first line, at most 110 characters as search engines take. */
export function liveUpdateHeadline(body: string): string {
  const firstLine = body.split('\n', 1)[0]?.trim() ?? '';
  if (firstLine.length <= 110) return firstLine;
  const cut = firstLine.slice(0, 109);
  const space = cut.lastIndexOf(' ');
  return `${(space > 60 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
