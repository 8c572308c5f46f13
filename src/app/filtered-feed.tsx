import { useEffect } from 'react';
import type { Channel } from '@/api/schemas';
import type { FeedSlot } from '@/features/channels/components/directory-feed';
import { ChannelGrid } from '@/features/channels/components/channel-grid';
import { FilterBar } from '@/features/filters/components/filter-bar';
import { FilterSummary } from '@/features/filters/components/filter-summary';
import { NoMatches } from '@/features/filters/components/no-matches';
import { useChannelFilters } from '@/features/filters/hooks/use-channel-filters';
import { useInView } from '@/lib/use-in-view';

interface FilteredFeedProps {
  slot: FeedSlot;
  /** The list as shown (filtered and sorted): the detail panel steps through it. */
  onMatchesChange?: (matches: readonly Channel[]) => void;
}

/** Client-side filtering sits between the loaded channels and the grid. */
export function FilteredFeed({ slot, onMatchesChange }: FilteredFeedProps) {
  const { grid, paging } = slot;
  const [endRef, endInView] = useInView();
  const view = useChannelFilters({ channels: grid.channels, ...paging, endInView });
  const matches = view.result.channels;
  useEffect(() => onMatchesChange?.(matches), [matches, onMatchesChange]);
  return (
    <div className="flex flex-col gap-4">
      <FilterBar filters={view.filters} channels={grid.channels} results={matches} />
      <FilterSummary view={view} />
      {view.result.filtering && matches.length === 0 ? (
        <NoMatches
          onClearFilters={() => void view.filters.clearFilters()}
          onSearchAll={() => void view.loadAll.start()}
          hasNextPage={view.hasNextPage}
          searching={view.searching}
        />
      ) : (
        <ChannelGrid
          {...grid}
          channels={matches}
          setSize={paging.hasNextPage ? -1 : matches.length}
          autoLoad={grid.autoLoad !== false && view.autoLoadAllowed}
        />
      )}
      <div ref={endRef} />
    </div>
  );
}
