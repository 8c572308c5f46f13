import { Button } from '@/components/ui/button';
import type { ViewCountState } from '@/db/use-view-count';
import { useFocusHandoff } from '@/lib/use-focus-handoff';
import type { LoadAll } from '@/lib/use-load-all';
import { formatNumber } from '@/lib/format-number';

interface LoadAllControlProps {
  loadAll: LoadAll;
  /** Channels walked so far and how many match. */
  count: ViewCountState;
  /** Channels this walk has checked while it walks over a kept copy, else null (see use-channel-filters). */
  checked: number | null;
  hasNextPage: boolean;
  /** The filter is looking through more pages by itself (see useChannelFilters' `searching`). */
  searching: boolean;
}

/**
 * "Search all channels" and, while it runs, an indeterminate progress bar (the total is not
 * known until the last page) with the count so far and a Cancel button. While a filter loads
 * pages by itself (too few matches to fill a screen), "Stop searching" ends that: over a large
 * directory a rare word would otherwise walk it to the end.
 */
export function LoadAllControl({
  loadAll,
  count: counted,
  checked,
  hasNextPage,
  searching,
}: LoadAllControlProps) {
  const { running, outcome } = loadAll;
  const { target: searchAllRef, handOff } = useFocusHandoff<HTMLButtonElement>();
  // "Search all channels" gives way to the progress: its Cancel takes the focus it had.
  const { target: cancelRef, handOff: handOffToCancel } = useFocusHandoff<HTMLButtonElement>();
  const stop = (button: HTMLElement) => {
    handOff(button);
    loadAll.cancel();
  };
  const searchAll = (button: HTMLElement) => {
    handOffToCancel(button);
    void loadAll.start();
  };
  if (running) {
    // The same count as the status line beside it, so the two never disagree mid-walk; a walk
    // over a copy that already holds the channels ("Refresh everything") says how far it checked.
    const progress =
      checked !== null
        ? `Checked ${formatNumber(checked, 'en')} of ${formatNumber(counted.total, 'en')} channels`
        : `Loaded ${formatNumber(counted.total, 'en')} channels so far`;
    return (
      <div className="flex flex-wrap items-center gap-3">
        <progress
          aria-label="Loading all channels"
          aria-valuetext={progress}
          className="progress-still w-40"
        />
        <span className="text-sm text-muted">{progress}</span>
        <Button ref={cancelRef} onClick={(event) => stop(event.currentTarget)}>
          Cancel
        </Button>
      </div>
    );
  }
  if (!hasNextPage) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 sm:gap-3">
      <Button
        ref={searchAllRef}
        className="max-sm:px-3"
        onClick={(event) => searchAll(event.currentTarget)}
      >
        Search all channels
      </Button>
      {/* "Stop" on a phone (its name stays "Stop searching"), and narrower buttons there: both
          then fit one line beside Grid/Map at 390 px, where "Stop searching" wrapped below. */}
      {searching && (
        <Button className="max-sm:px-3" onClick={(event) => stop(event.currentTarget)}>
          {/* One flex item: the button's gap would widen the space between the words. */}
          <span>
            Stop <span className="max-sm:sr-only">searching</span>
          </span>
        </Button>
      )}
      {/* How the last "Search all" ended, until pages load again (then it no longer holds). */}
      {outcome === 'cancelled' && !searching && (
        <span className="text-sm text-muted">Stopped. Everything loaded so far is kept.</span>
      )}
      {outcome === 'failed' && !searching && (
        <span className="text-sm text-muted">Stopped: a page could not be loaded.</span>
      )}
    </div>
  );
}
