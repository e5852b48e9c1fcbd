const HOUR_MS = 60 * 60 * 1000;

/** The ISO time `hours` before `now`: every demo date is relative to the moment of seeding. */
export function hoursBefore(now: Date, hours: number): string {
  return new Date(now.getTime() - hours * HOUR_MS).toISOString();
}

/** The ISO time `hours` after `then`: a later step of a demo story (an edit, a reply). */
export function hoursAfter(then: Date, hours: number): string {
  return new Date(then.getTime() + hours * HOUR_MS).toISOString();
}
