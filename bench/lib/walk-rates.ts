import { percentile } from './stats';

/** Channels walked so far at `ms` after the walk started (the first sample is { 0, 0 }). */
export interface WalkSample {
  ms: number;
  channels: number;
}

export interface TenthRates {
  /** Channels per second over the first tenth of the channels walked. */
  first: number;
  /** Over the last tenth; NaN when the walk did not reach its end. */
  last: number;
}

/**
 * Throughput over the first and the last tenth of a walk, from its progress samples: a cost per
 * page that grows with what is stored shows as a last tenth slower than the first. The tenths
 * are cut at the samples nearest inside them (the app reports progress a few times a second), and
 * `total` is what the whole walk will hold (the size minus the channels loaded before it).
 */
export function tenthRates(
  samples: readonly WalkSample[],
  total: number,
  finished: boolean,
): TenthRates {
  const rate = (from: WalkSample, to: WalkSample) =>
    to.ms > from.ms ? ((to.channels - from.channels) / (to.ms - from.ms)) * 1000 : Number.NaN;
  const start = samples[0];
  const end = samples.at(-1);
  if (!start || !end) return { first: Number.NaN, last: Number.NaN };
  const firstTenth = samples.find((s) => s.channels >= total * 0.1);
  const lastTenth = samples.findLast((s) => s.channels <= total * 0.9);
  return {
    first: firstTenth ? rate(start, firstTenth) : Number.NaN,
    last: finished && lastTenth ? rate(lastTenth, end) : Number.NaN,
  };
}

/**
 * How long the status line stood still between two moves, as its 95th percentile: issue 15 asks
 * the count to move at least four times a second (a gap of at most 250 ms). The wait for the
 * first move after the click (the first page's round trip) is not a gap; NaN with fewer than
 * three moves.
 */
export function progressGapP95(samples: readonly WalkSample[]): number {
  const moves = samples.slice(1);
  const gaps = moves.slice(1).map((sample, index) => sample.ms - (moves[index]?.ms ?? 0));
  return gaps.length >= 2 ? percentile(gaps, 95) : Number.NaN;
}
