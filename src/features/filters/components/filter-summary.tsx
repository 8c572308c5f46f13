import type { ChannelFilters } from '../hooks/use-channel-filters';
import { FilterStatus } from './filter-status';
import { LoadAllControl } from './load-all-control';

/**
 * The line under the filter bar: the honest count, and "Search all channels" with its progress.
 * When nothing matches, `NoMatches` offers "Search all channels" instead, so it is not shown twice.
 */
export function FilterSummary({ view }: { view: ChannelFilters }) {
  const { count, loadAll, hasNextPage, searching, filters, stopped } = view;
  const empty = filters.filtering && count.known && count.matches === 0 && !count.pending;
  return (
    <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
      <FilterStatus
        matches={count.matches}
        loaded={count.total}
        filtering={filters.filtering}
        hasNextPage={hasNextPage}
        searching={searching}
        stopped={stopped}
        counting={!count.known}
      />
      {(filters.filtering || loadAll.running) && (!empty || loadAll.running) && (
        <LoadAllControl
          loadAll={loadAll}
          count={count}
          checked={view.checked}
          hasNextPage={hasNextPage}
        />
      )}
    </div>
  );
}
