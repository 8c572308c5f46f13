import { useEffect, useRef } from 'react';
import { focusFell } from '@/lib/fallen-focus';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import type { ChannelFilters } from '../hooks/use-channel-filters';
import { FilterStatus } from './filter-status';
import { LoadAllControl } from './load-all-control';

/**
 * How long the previous search's count may stand for the new one before the line says it is
 * counting. Most counts answer in a few milliseconds (a long one answers with what it found so
 * far, see `partial`) and the line would only flicker; but the database can be busy (storing a
 * walk's pages), and meanwhile the old number would read as the new search's.
 */
const SLOW_COUNT_MS = 250;

/** The line's box: as tall with one status as with the walk's controls beside it. */
const SUMMARY_CLASS = 'flex min-h-10 flex-wrap items-center justify-between gap-3';

/**
 * The line before there is anything to count (the first page is on its way), in the same box and
 * type as the count that follows, so nothing under it moves when the count comes.
 */
export function PendingSummary({ status }: { status: string }) {
  return (
    <div className={SUMMARY_CLASS}>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}

/**
 * The line under the filter bar: the honest count, and "Search all channels" with its progress.
 * The walk's controls stay here when nothing matches too (NoMatches says why below), so the
 * button the reader is on stays the same element when a page brings the first match.
 */
export function FilterSummary({ view }: { view: ChannelFilters }) {
  const { count, loadAll, hasNextPage, searching, filters, stopped } = view;
  const slowCount = useDelayedFlag(count.previous, SLOW_COUNT_MS);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { running } = loadAll;
  const { filtering } = filters;
  const was = useRef({ running, filtering });
  useEffect(() => {
    const ended = was.current.running && !running && filtering;
    const cleared = was.current.filtering && !filtering;
    was.current = { running, filtering };
    // The focus fell to the page with the control that had it, and the line with the result
    // takes it: "Search all channels" reached the end (its Cancel went with the last page), or
    // "Clear filters" cleared the empty result it stood in. (A walk ended by Cancel with pages
    // left hands it to "Search all channels"; without a filter the walk's control belongs to
    // "Refresh everything", which takes it back itself.)
    if ((ended || cleared) && focusFell()) {
      statusRef.current?.focus();
    }
  }, [running, filtering]);
  return (
    <div className={SUMMARY_CLASS}>
      <FilterStatus
        ref={statusRef}
        matches={count.matches}
        loaded={count.total}
        filtering={filters.filtering}
        hasNextPage={hasNextPage}
        searching={searching}
        stopped={stopped}
        counting={!count.known || slowCount}
        partial={count.partial}
      />
      {(filters.filtering || loadAll.running) && (
        <LoadAllControl
          loadAll={loadAll}
          count={count}
          checked={view.checked}
          hasNextPage={hasNextPage}
          searching={searching}
        />
      )}
    </div>
  );
}
