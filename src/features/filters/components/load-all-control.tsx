import { Button } from '@/components/ui/button';
import type { ViewCountState } from '@/db/use-view-count';
import type { LoadAll } from '@/lib/use-load-all';

const count = new Intl.NumberFormat('en');

interface LoadAllControlProps {
  loadAll: LoadAll;
  /** Channels walked so far and how many match. */
  count: ViewCountState;
  /** Channels this walk has checked while it walks over a kept copy, else null (see use-channel-filters). */
  checked: number | null;
  hasNextPage: boolean;
}

/**
 * "Search all channels" and, while it runs, an indeterminate progress bar (the total is not
 * known until the last page) with the count so far and a Cancel button.
 */
export function LoadAllControl({
  loadAll,
  count: counted,
  checked,
  hasNextPage,
}: LoadAllControlProps) {
  const { running, outcome } = loadAll;
  if (running) {
    // The same count as the status line beside it, so the two never disagree mid-walk; a walk
    // over a copy that already holds the channels ("Refresh everything") says how far it checked.
    const progress =
      checked !== null
        ? `Checked ${count.format(checked)} of ${count.format(counted.total)} channels`
        : `Loaded ${count.format(counted.total)} channels so far`;
    return (
      <div className="flex flex-wrap items-center gap-3">
        <progress
          aria-label="Loading all channels"
          aria-valuetext={progress}
          className="progress-still w-40"
        />
        <span className="text-sm text-muted">{progress}</span>
        <Button onClick={loadAll.cancel}>Cancel</Button>
      </div>
    );
  }
  if (!hasNextPage) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => void loadAll.start()}>Search all channels</Button>
      {outcome === 'cancelled' && (
        <span className="text-sm text-muted">Stopped. Everything loaded so far is kept.</span>
      )}
      {outcome === 'failed' && (
        <span className="text-sm text-muted">Stopped: a page could not be loaded.</span>
      )}
    </div>
  );
}
