/**
 * The visit count's browser side (`POST /visit`, once on start: docs/product.md, Visits): a tab's first page
 * records the visit, its later pages do not. Plain `fetch` and `sessionStorage`, no React: the
 * hydrator calls it on every page, and the footer's counter (footer-live.ts) waits for the same
 * call before it reads the total.
 */
const VISIT_RECORDED_KEY = 'visitRecorded';

/** `sessionStorage` that the browser may refuse (blocked storage): reads as empty, writes are dropped. */
const sessionValue = {
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
    // A failed visit call is only logged (docs/product.md, Visits); the next page of the session tries again.
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

/** The total, kept for the tab a few minutes so reading page after page does not ask for it each time. */
const TOTAL_KEY = 'totalVisits';
const TOTAL_FRESH_MS = 5 * 60 * 1000;

function keptTotal(): number | null {
  try {
    const kept = JSON.parse(sessionValue.read(TOTAL_KEY) ?? 'null') as { total: number; at: number } | null;
    return kept && Date.now() - kept.at < TOTAL_FRESH_MS ? kept.total : null;
  } catch {
    return null;
  }
}

async function fetchTotal(): Promise<number | null> {
  try {
    const answer = (await (await fetch('/api/v1/dashboard')).json()) as { success?: boolean; totalVisits?: number };
    if (answer.success !== true || typeof answer.totalVisits !== 'number') throw new Error('no totalVisits');
    sessionValue.write(TOTAL_KEY, JSON.stringify({ total: answer.totalVisits, at: Date.now() }));
    return answer.totalVisits;
  } catch (error) {
    console.warn('Could not fetch the visit count', error);
    return null;
  }
}

/**
 * The site's total visits (docs/product.md, Visits), once this tab's visit is recorded:
 * the kept total unless the visit was recorded just now, else `GET /dashboard`. Null when unknown.
 */
export async function readVisitTotal(): Promise<number | null> {
  const recordedNow = await recordVisitOncePerSession();
  return (!recordedNow && keptTotal()) || fetchTotal();
}
