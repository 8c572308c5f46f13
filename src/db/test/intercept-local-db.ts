import { vi } from 'vitest';
import { localDb } from '../client';
import type { Args, Method, Result } from '../protocol';

/**
 * Answers the worker's `method` as `answer` says, for the rest of the test (other calls pass):
 * `answer` gets the real call with the same arguments, to hold, replace or pass on each ask.
 */
export function interceptLocalDb<M extends Method>(
  method: M,
  answer: (real: () => Promise<Result<M>>, args: Args<M>) => Promise<Result<M>>,
): void {
  const db = localDb();
  const call = db.call.bind(db);
  vi.spyOn(db, 'call').mockImplementation(
    <N extends Method>(asked: N, args: Args<N>, signal?: AbortSignal): Promise<Result<N>> => {
      const real = () => call(asked, args, signal);
      const name: Method = asked;
      // `asked` is `method` here, so N is M: TypeScript cannot narrow a type parameter by value.
      return name === method ? (answer(real as never, args as never) as never) : real();
    },
  );
}
