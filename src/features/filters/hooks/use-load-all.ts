import { useCallback, useEffect, useRef, useState } from 'react';

/** What `fetchNextPage` of an infinite query resolves to, as far as loading all needs it. */
interface PageResult {
  hasNextPage: boolean;
  isError: boolean;
}

function isPageResult(value: unknown): value is PageResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'hasNextPage' in value &&
    typeof value.hasNextPage === 'boolean' &&
    'isError' in value &&
    typeof value.isError === 'boolean'
  );
}

export interface LoadAllOptions {
  hasNextPage: boolean;
  /** react-query's `fetchNextPage`: resolves to the query result (hasNextPage, isError). */
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  /**
   * Called when a run starts, to have each page ask for the next one early; the function it
   * returns is called when the run ends.
   */
  readAhead?: (() => () => void) | undefined;
}

export type LoadAllOutcome = 'done' | 'cancelled' | 'failed';

export interface LoadAll {
  start: () => Promise<void>;
  cancel: () => void;
  running: boolean;
  /** How the last run ended, until the next one starts. */
  outcome: LoadAllOutcome | null;
}

/**
 * "Search all channels": loads every remaining page, one at a time, until there is no next page,
 * a page fails, or the user cancels. Cancelling stops asking for more; the page already on its
 * way still lands in the cache, and every page loaded so far stays.
 */
export function useLoadAll({ hasNextPage, fetchNextPage, readAhead }: LoadAllOptions): LoadAll {
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<LoadAllOutcome | null>(null);
  // The run in progress; a run is told to stop by flipping its own flag, so a late page from a
  // cancelled run can never restart or count into a newer one.
  const runRef = useRef<{ cancelled: boolean; endReadAhead: () => void } | null>(null);

  const cancel = useCallback(() => {
    if (!runRef.current) return;
    runRef.current.cancelled = true;
    runRef.current.endReadAhead();
    runRef.current = null;
    setRunning(false);
    setOutcome('cancelled');
  }, []);

  const start = useCallback(async () => {
    if (runRef.current || !hasNextPage) return;
    const run = { cancelled: false, endReadAhead: readAhead?.() ?? (() => undefined) };
    runRef.current = run;
    setRunning(true);
    setOutcome(null);
    let ending: LoadAllOutcome = 'done';
    try {
      for (;;) {
        // Not cancelRefetch: a page the auto-loader already asked for is joined, not restarted.
        const result = await fetchNextPage({ cancelRefetch: false }).catch(() => null);
        if (run.cancelled) return;
        // A result that is not a query result cannot say whether more pages exist: stop there.
        if (!isPageResult(result) || result.isError) {
          ending = 'failed';
          break;
        }
        // No state per page: a render per page would cost more than the page itself once
        // thousands are loaded. The progress shown is the directory's own (throttled) count.
        if (!result.hasNextPage) break;
      }
    } finally {
      run.endReadAhead();
    }
    runRef.current = null;
    setRunning(false);
    setOutcome(ending);
  }, [hasNextPage, fetchNextPage, readAhead]);

  // Leaving the page ends the run; the pages loaded stay in the query cache.
  useEffect(
    () => () => {
      if (!runRef.current) return;
      runRef.current.cancelled = true;
      runRef.current.endReadAhead();
    },
    [],
  );

  return { start, cancel, running, outcome };
}
