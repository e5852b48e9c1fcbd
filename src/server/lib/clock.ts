/** Timestamps are stored as ISO-8601 UTC strings; this is the one place that makes them. */
export function nowIso(): string {
  return new Date().toISOString();
}
