import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** What `fetchNextPage` of an infinite query resolves to, as far as loading needs it. */
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
  /**
   * "Search all channels": every remaining page. `afterReset`: the caller has just reset the
   * query to its first page ("Refresh everything"), so whether a next page exists is not what
   * the last render said (a complete walk had none): the first fetch finds out. Resolves to how
   * the run ended, or null when none started (nothing left, or joined a run already going).
   */
  start: (options?: { afterReset?: boolean }) => Promise<LoadAllOutcome | null>;
  cancel: () => void;
  /** "Search all channels" is running. */
  running: boolean;
  /** How the last "Search all channels" ended, until the next one starts. */
  outcome: LoadAllOutcome | null;
  /** Loads pages for as long as `wanted()` says so (auto-load while filtering). */
  loadWhile: (wanted: () => boolean) => void;
  /** Either kind of run is loading pages. */
  loading: boolean;
}

interface Run {
  kind: 'all' | 'while';
  wanted: (() => boolean) | undefined;
  cancelled: boolean;
  endReadAhead: () => void;
  /** Resolves the run's promise: at its end, or at once on Cancel (not when its page lands). */
  settle: (outcome: LoadAllOutcome) => void;
}

/**
 * Walks the remaining pages one at a time: to the end ("Search all channels"), or while a
 * condition holds (auto-load while a filter has too few matches), until there is no next page, a
 * page fails, or the user cancels. One machinery for both: the walk costs the same per page
 * whoever asked for it, and "Search all" pressed during an auto-load takes the run over.
 * Cancelling stops asking; the page already on its way still lands, and everything loaded stays.
 */
export function useLoadAll({ hasNextPage, fetchNextPage, readAhead }: LoadAllOptions): LoadAll {
  const [kind, setKind] = useState<Run['kind'] | null>(null);
  const [outcome, setOutcome] = useState<LoadAllOutcome | null>(null);
  // The run in progress; a run is told to stop by flipping its own flag, so a late page from a
  // cancelled run can never restart or count into a newer one.
  const runRef = useRef<Run | null>(null);

  const cancel = useCallback(() => {
    const run = runRef.current;
    if (!run) return;
    run.cancelled = true;
    run.endReadAhead();
    runRef.current = null;
    setKind(null);
    if (run.kind === 'all') setOutcome('cancelled');
    run.settle('cancelled');
  }, []);

  const walk = useCallback(
    async (run: Run): Promise<LoadAllOutcome> => {
      let ending: LoadAllOutcome = 'done';
      try {
        for (;;) {
          if (run.wanted && !run.wanted()) break;
          // Not cancelRefetch: a page someone else already asked for is joined, not restarted.
          const result = await fetchNextPage({ cancelRefetch: false }).catch(() => null);
          if (run.cancelled) return 'cancelled';
          // A result that is not a query result cannot say whether more pages exist: stop.
          if (!isPageResult(result) || result.isError) {
            ending = 'failed';
            break;
          }
          if (!result.hasNextPage) break;
        }
      } finally {
        run.endReadAhead();
      }
      if (run.cancelled) return 'cancelled';
      runRef.current = null;
      setKind(null);
      if (run.kind === 'all') setOutcome(ending);
      return ending;
    },
    [fetchNextPage],
  );

  const begin = useCallback(
    (kindOf: Run['kind'], wanted?: () => boolean, afterReset = false) => {
      const current = runRef.current;
      if (current) {
        // Search all takes over an auto-load: the same walk, now to the end.
        if (kindOf === 'all' && current.kind === 'while') {
          current.kind = 'all';
          current.wanted = undefined;
          setKind('all');
          setOutcome(null);
        }
        return Promise.resolve(null);
      }
      if (!hasNextPage && !afterReset) return Promise.resolve(null);
      const run: Run = {
        kind: kindOf,
        wanted,
        cancelled: false,
        endReadAhead: readAhead?.() ?? (() => undefined),
        settle: () => undefined,
      };
      runRef.current = run;
      setKind(kindOf);
      if (kindOf === 'all') setOutcome(null);
      return new Promise<LoadAllOutcome>((resolve) => {
        run.settle = resolve;
        void walk(run).then(resolve);
      });
    },
    [hasNextPage, readAhead, walk],
  );

  const start = useCallback(
    (options?: { afterReset?: boolean }) => begin('all', undefined, options?.afterReset),
    [begin],
  );
  const loadWhile = useCallback((wanted: () => boolean) => void begin('while', wanted), [begin]);

  // Leaving the page ends the run; the pages loaded stay in the copy.
  useEffect(
    () => () => {
      if (!runRef.current) return;
      runRef.current.cancelled = true;
      runRef.current.endReadAhead();
    },
    [],
  );

  // One object per change, so what is memoized on it re-renders only when the run changes.
  return useMemo(
    () => ({ start, cancel, running: kind === 'all', outcome, loadWhile, loading: kind !== null }),
    [start, cancel, kind, outcome, loadWhile],
  );
}
