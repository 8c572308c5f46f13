import { vi } from 'vitest';
import { ViewCounts } from '../view-counts';

type Counted = 'count' | 'countries' | 'cities';
type Method<K extends Counted> = (...args: Parameters<ViewCounts[K]>) => ReturnType<ViewCounts[K]>;

/**
 * Answers the copy's `method` (a count, a tally) as `answer` says, for the rest of the test:
 * `answer` gets the real method of the same copy, to hold, replace or pass on each ask.
 */
export function interceptViewCounts<K extends Counted>(
  method: K,
  answer: (real: Method<K>, ...args: Parameters<ViewCounts[K]>) => ReturnType<ViewCounts[K]>,
): void {
  const real = ViewCounts.prototype[method] as unknown as Method<K>;
  // The mock runs as a method of each copy's ViewCounts, and so does the real one it is given.
  vi.spyOn(ViewCounts.prototype, method).mockImplementation(function (
    this: ViewCounts,
    ...args: Parameters<ViewCounts[K]>
  ) {
    return answer((...again) => real.apply(this, again), ...args);
  } as never);
}
