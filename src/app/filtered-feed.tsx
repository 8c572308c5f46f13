import { useEffect } from 'react';
import type { FeedSlot } from '@/features/channels/components/directory-feed';
import { ChannelGrid } from '@/features/channels/components/channel-grid';
import type { GridSource } from '@/features/channels/hooks/use-grid-channels';
import type { ChannelView } from '@/db/view';
import { FilterBar } from '@/features/filters/components/filter-bar';
import { FilterSummary } from '@/features/filters/components/filter-summary';
import { NoMatches } from '@/features/filters/components/no-matches';
import { useChannelFilters } from '@/features/filters/hooks/use-channel-filters';
import { useInView } from '@/lib/use-in-view';

interface FilteredFeedProps {
  slot: FeedSlot;
  /** The view as shown (filters and order): the detail panel steps through it. */
  onViewChange?: (view: ChannelView) => void;
}

/** The filters decide which view of the copy the grid shows. */
export function FilteredFeed({ slot, onViewChange }: FilteredFeedProps) {
  const { grid, paging } = slot;
  const [endRef, endInView] = useInView();
  const state = useChannelFilters({ ...paging, endInView });
  const { filters, view, count } = state;
  useEffect(() => onViewChange?.(view), [view, onViewChange]);
  // Before the copy answers, the first page is shown as the server sent it (filters and other
  // orders wait for the copy, a moment later).
  const asSent = !filters.changed;
  const firstPage = asSent ? paging.firstPage : undefined;
  const source: GridSource = paging.copyReady
    ? { kind: 'copy', apiBase: paging.apiBase, view, until: firstPage }
    : { kind: 'page', channels: firstPage ?? [] };
  const empty = filters.filtering && count.matches === 0 && !count.pending;
  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        filters={filters}
        apiBase={paging.apiBase}
        view={view}
        matches={count.matches}
        copyReady={paging.copyReady}
        walk={paging.stopped ? 'stopped' : paging.hasNextPage ? 'loading' : 'complete'}
      />
      <FilterSummary view={state} />
      {empty ? (
        <NoMatches
          onClearFilters={() => void filters.clearFilters()}
          onSearchAll={() => void state.loadAll.start()}
          hasNextPage={state.hasNextPage}
          searching={state.searching}
        />
      ) : (
        <ChannelGrid
          {...grid}
          source={source}
          total={count.matches}
          setSize={paging.hasNextPage ? -1 : count.matches}
          autoLoad={grid.autoLoad !== false && state.autoLoadAllowed}
          counted={count.total >= paging.walked}
        />
      )}
      <div ref={endRef} />
    </div>
  );
}
