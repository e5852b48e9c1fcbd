import { useEffect, useState } from 'react';
import { recordVisitOncePerSession, sessionValue } from '../visit';

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
 * The footer's visitor counter (spec 'Public layout': totalVisits). The page is cached and shared,
 * so the number comes from the reader's own call: once this tab's visit is recorded (the hydrator
 * starts that on every page; if it has not, this does), the total is read and kept for a few
 * minutes. The server HTML holds the number's place, so nothing moves when it arrives.
 */
export default function VisitCounter() {
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    let mounted = true;
    void (async () => {
      const recordedNow = await recordVisitOncePerSession();
      const value = (!recordedNow && keptTotal()) || (await fetchTotal());
      if (mounted && value !== null) setTotal(value);
    })();
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <p>
      Total Visits:{' '}
      <span className="inline-block min-w-[9ch] font-bold tabular-nums">
        {total === null ? '…' : total.toLocaleString('en-IN')}
      </span>
    </p>
  );
}
