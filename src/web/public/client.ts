/**
 * The page's script, linked by every page (decision 255). Before the first paint it does one thing:
 * a signed-in reader's header shows their name instead of 'Sign in' (reader/header-live.ts), so the
 * header does not change after the paint. Once the page has painted its first content, it lets the
 * images other than the main one load (`data-painted`, styles.css) and asks for page-wake.ts, which
 * holds everything else a page does in the browser: its islands, the visit and read beacons, the
 * bell, the heart, the footer, the carousels, the live blog. On a slow phone those requests and
 * that work would otherwise come before the main image and the fonts. A page whose island wakes at
 * once (a sign-in or account form: the form is the page) wakes at once, so the form answers from
 * the start.
 */
import { wakeHeaderReader } from './reader/header-live';
import { readReaderSession } from './reader/session';

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

/** Whether an island on the page wakes as soon as it can (page-wake.ts reads `when` the same way). */
function hasIslandWakingAtOnce(): boolean {
  const signedIn = readReaderSession() !== null;
  return [...document.querySelectorAll('site-island')].some(
    (island) =>
      island.getAttribute('when') === 'load' || (signedIn && island.getAttribute('when-signed-in') === 'load'),
  );
}

function wakePage(): void {
  import('./page-wake')
    .then((page) => page.wakePage())
    .catch((error: unknown) => console.error('The page could not wake', error));
}

wakeHeaderReader();
const wakesAtOnce = hasIslandWakingAtOnce();
if (wakesAtOnce) wakePage();
afterFirstContentfulPaint(() => {
  document.documentElement.dataset.painted = '';
  if (!wakesAtOnce) wakePage();
});
