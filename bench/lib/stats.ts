/** Summary statistics for a handful of benchmark runs (small arrays: sorting is fine). */

export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** Linear-interpolated percentile, p in [0, 100]; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const s = sorted(values);
  const rank = (p / 100) * (s.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = s[low] as number;
  const b = s[high] as number;
  return a + (b - a) * (rank - low);
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Median with min and max of the finite values (a failed run reports NaN and is left out). */
export function spread(values: readonly number[]): Spread {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  return {
    median: median(finite),
    min: Math.min(...finite),
    max: Math.max(...finite),
    runs: finite.length,
  };
}
