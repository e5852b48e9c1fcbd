/** The nearest-rank value at `share` (0–1) of an ascending list of figures; NaN for an empty list. */
export function percentile(sorted: ArrayLike<number>, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}
