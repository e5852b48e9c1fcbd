/**
 * The page's script, linked by every page (decision 255). It does nothing before the first paint:
 * once the page has painted its first content, it lets the images other than the main one load
 * (`data-painted`, styles.css) and asks for page-wake.ts, which holds everything a page does in the
 * browser: a signed-in reader's name in the header, the islands, the visit and read beacons, the
 * bell, the heart, the footer, the carousels, the live blog. On a slow phone those requests and
 * that work would otherwise come before the main image and the fonts; even reading the stored
 * session (local storage asks the browser's main process) held the first layout by 3–10 ms. A
 * page whose island wakes at once (a sign-in or account form: the form is the page) wakes at once,
 * so the form answers from the start. Until page-wake.ts is in, a click in an island and an
 * island's wake key are held for it (decision 256).
 */
import { hold, replay } from './held-events';
import { readReaderSession } from './reader/session';
import { isShortcutKey } from './text-entry';

/**
 * How long a click in an island waits for page-wake.ts before it is given back to the page, where
 * a link in the island still leads to its page.
 */
const CLICK_HELD_AT_MOST_MS = 5000;

/**
 * Runs `work` once the browser has reported the page's first contentful paint, which it does after
 * the frame is on screen; a frame callback runs before that, while the frame is still being drawn.
 * A browser that reports no paints gets `work` after the first frame.
 */
function afterFirstContentfulPaint(work: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(work, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    work();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Whether an island on the page wakes as soon as it can (page-wake.ts reads `when` the same way);
 * the stored session is read only where an island would wake at once for a signed-in reader.
 */
function hasIslandWakingAtOnce(): boolean {
  if (document.querySelector('site-island[when="load"]')) return true;
  return document.querySelector('site-island[when-signed-in="load"]') !== null && readReaderSession() !== null;
}

/**
 * Clicks in an island before page-wake.ts has arrived, held for the island as page-wake.ts holds
 * those that come while it hydrates (a tap on 'Sign in' opens its dialog, as it would a moment
 * later), unless the code takes too long: then they go back to the page.
 */
const earlyClicks: MouseEvent[] = [];
const holdingEarlyClicks = new AbortController();

function holdEarlyClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest('site-island')) return;
  hold(event);
  earlyClicks.push(event);
  if (earlyClicks.length === 1) setTimeout(releaseEarlyClicks, CLICK_HELD_AT_MOST_MS);
}

/**
 * An island's wake key ('/' opens search) pressed before page-wake.ts has arrived: kept from the
 * browser's quick find and given to page-wake.ts, which hands it to the island it wakes.
 */
const earlyKeys: KeyboardEvent[] = [];

function holdEarlyKey(event: KeyboardEvent): void {
  const keys = [...document.querySelectorAll('site-island[wake-key]')].map((island) => island.getAttribute('wake-key'));
  if (!keys.some((key) => key && isShortcutKey(event, key))) return;
  event.preventDefault();
  earlyKeys.push(event);
}

/** Stops holding clicks; the ones held go back to the page as they were. */
function releaseEarlyClicks(): void {
  if (holdingEarlyClicks.signal.aborted) return;
  holdingEarlyClicks.abort();
  for (const click of earlyClicks.splice(0)) replay(click)();
}

function wakePage(): void {
  import('./page-wake')
    .then((page) => {
      holdingEarlyClicks.abort();
      return page.wakePage(earlyClicks.splice(0), earlyKeys.splice(0));
    })
    .catch((error: unknown) => {
      releaseEarlyClicks();
      console.error('The page could not wake', error);
    });
}

document.addEventListener('click', holdEarlyClick, { capture: true, signal: holdingEarlyClicks.signal });
document.addEventListener('keydown', holdEarlyKey, { signal: holdingEarlyClicks.signal });

const wakesAtOnce = hasIslandWakingAtOnce();
if (wakesAtOnce) wakePage();
afterFirstContentfulPaint(() => {
  document.documentElement.dataset.painted = '';
  if (!wakesAtOnce) wakePage();
});
