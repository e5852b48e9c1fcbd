import { siteDay } from '../../../shared/dates';
import type { DailyVisit } from '../../../shared/schemas/dashboard';
import type { AppContext } from '../../context';
import { daysEndingOn } from './visit-days';
import type { VisitGate } from './visit-gate';
import { incrementVisitCount, listVisitCounts } from './visits.repository';

/**
 * Counts a visit on today's site-time-zone day unless the gate has seen this visitor recently;
 * true when it was counted.
 */
export async function recordVisit(
  ctx: AppContext,
  gate: VisitGate,
  visitorKey: string,
  now = new Date(),
): Promise<boolean> {
  if (!(await gate.admit(visitorKey))) return false;
  try {
    await incrementVisitCount(ctx.db, siteDay(now, ctx.config.siteTimeZone));
  } catch (error) {
    await gate.forget(visitorKey);
    throw error;
  }
  return true;
}

/** Daily counts of the last `days` days up to today in the site time zone, oldest first, days without visits as 0. */
export async function listDailyVisits(ctx: AppContext, days: number, now = new Date()): Promise<DailyVisit[]> {
  const range = daysEndingOn(siteDay(now, ctx.config.siteTimeZone), days);
  const counts = new Map(
    (await listVisitCounts(ctx.db, range[0] ?? '', range[range.length - 1] ?? '')).map((row) => [row.day, row.count]),
  );
  return range.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
