/**
 * The visit count's browser side (spec §7 `POST /visit`, once on start): a tab's first page
 * records the visit, its later pages do not. Plain `fetch` and `sessionStorage`, no React: the
 * hydrator calls it on every page, and the footer's counter island waits for the same call.
 */
const VISIT_RECORDED_KEY = 'visitRecorded';

/** `sessionStorage` that the browser may refuse (blocked storage): reads as empty, writes are dropped. */
export const sessionValue = {
  read(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {}
  },
};

async function postVisit(): Promise<boolean> {
  if (sessionValue.read(VISIT_RECORDED_KEY)) return false;
  try {
    const response = await fetch('/api/v1/visit', { method: 'POST' });
    // Read to the end: an unread answer stays open in the browser's network log.
    const answer = (await response.json()) as { success?: boolean };
    if (answer.success !== true) throw new Error(`status ${response.status}`);
    sessionValue.write(VISIT_RECORDED_KEY, '1');
    return true;
  } catch (error) {
    // Spec §8: a failed visit call is only logged; the next page of the session tries again.
    console.warn('Could not record the visit', error);
    return false;
  }
}

let recording: Promise<boolean> | undefined;

/** Posts the visit unless this tab already did; every caller on a page shares one call. True when it was posted now. */
export function recordVisitOncePerSession(): Promise<boolean> {
  recording ??= postVisit();
  return recording;
}
