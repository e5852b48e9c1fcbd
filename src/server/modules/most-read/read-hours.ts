const HOUR_MS = 60 * 60 * 1000;

/** The UTC hour bucket a moment falls in, as stored: '2026-11-26T14'. Text that sorts as time. */
export function hourOf(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 13);
}

/** The bucket `hours` hours before the one `at` falls in. */
export function hoursBefore(at: Date | number, hours: number): string {
  return hourOf(new Date(at).getTime() - hours * HOUR_MS);
}
