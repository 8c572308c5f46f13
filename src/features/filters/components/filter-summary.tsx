import type { ChannelFilters } from '../hooks/use-channel-filters';
import { FilterStatus } from './filter-status';
import { LoadAllControl } from './load-all-control';

/**
 * The line under the filter bar: the honest count, and "Search all channels" with its progress.
 * When nothing matches, `NoMatches` offers "Search all channels" instead, so it is not shown twice.
 */
export function FilterSummary({ view }: { view: ChannelFilters }) {
  const { result, loadAll, hasNextPage, searching } = view;
  const empty = result.filtering && result.channels.length === 0;
  return (
    <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
      <FilterStatus
        matches={result.channels.length}
        loaded={result.loaded}
        filtering={result.filtering}
        hasNextPage={hasNextPage}
        searching={searching}
      />
      {(result.filtering || loadAll.running) && (!empty || loadAll.running) && (
        <LoadAllControl loadAll={loadAll} loaded={result.loaded} hasNextPage={hasNextPage} />
      )}
    </div>
  );
}
