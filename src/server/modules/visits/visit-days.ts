const DAY_MS = 24 * 60 * 60 * 1000;

/** The `count` calendar days (yyyy-MM-dd) ending on `lastDay`, oldest first; calendar arithmetic, so no DST surprises. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}
