/**
 * The page's script, linked by every page (decision 255). It does nothing before the first paint:
 * once the page has painted its first content, it lets the images other than the main one load
 * (`data-painted`, styles.css) and asks for page-wake.ts, which holds everything a page does in the
 * browser: a signed-in reader's name in the header, the islands, the visit and read beacons, the
 * bell, the heart, the footer, the carousels, the live blog. On a slow phone those requests and
 * that work would otherwise come before the main image and the fonts; even reading the stored
 * session (local storage asks the browser's main process) held the first layout by 3–10 ms. A
 * page whose island wakes at once (a sign-in or account form: the form is the page) wakes at once,
 * so the form answers from the start.
 */
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

/**
 * Whether an island on the page wakes as soon as it can (page-wake.ts reads `when` the same way);
 * the stored session is read only where an island would wake at once for a signed-in reader.
 */
function hasIslandWakingAtOnce(): boolean {
  if (document.querySelector('site-island[when="load"]')) return true;
  return document.querySelector('site-island[when-signed-in="load"]') !== null && readReaderSession() !== null;
}

function wakePage(): void {
  import('./page-wake')
    .then((page) => page.wakePage())
    .catch((error: unknown) => console.error('The page could not wake', error));
}

const wakesAtOnce = hasIslandWakingAtOnce();
if (wakesAtOnce) wakePage();
afterFirstContentfulPaint(() => {
  document.documentElement.dataset.painted = '';
  if (!wakesAtOnce) wakePage();
});
