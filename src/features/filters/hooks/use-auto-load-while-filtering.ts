import { useEffect } from 'react';

/** Fewer matches than this do not fill a screen of cards: keep looking. */
export const AUTO_LOAD_MIN_MATCHES = 24;

export interface AutoLoadOptions {
  /** A filter narrows the list. */
  filtering: boolean;
  matches: number;
  /**
   * The loaded channels; a new array each time a page lands, which is the cue to look at the
   * next one.
   */
  loaded: readonly unknown[];
  /** The end of the list (its "Load more" button) is on screen. */
  endInView: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page load failed: wait for the user's retry instead of hammering the server. */
  failed: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  /** Off while something else loads pages (see `useLoadAll`). */
  enabled?: boolean;
  minMatches?: number;
}

/**
 * While a filter is active and its matches do not fill the screen, loads the next page, one at a
 * time, for as long as the end of the list stays in view. Returns whether it is searching, so
 * the status line can say "Searched 480 channels, 12 match".
 */
export function useAutoLoadWhileFiltering({
  filtering,
  matches,
  loaded,
  endInView,
  hasNextPage,
  isFetchingNextPage,
  failed,
  fetchNextPage,
  enabled = true,
  minMatches = AUTO_LOAD_MIN_MATCHES,
}: AutoLoadOptions): boolean {
  const searching =
    enabled && filtering && matches < minMatches && endInView && hasNextPage && !failed;

  useEffect(() => {
    // Runs again after each page lands (`loaded` changes), which keeps the search going one
    // page at a time. isFetchingNextPage alone is not enough: a fast page can start and finish
    // within one render, and the effect would never see it change.
    if (searching && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [searching, isFetchingNextPage, loaded, fetchNextPage]);

  return searching;
}
