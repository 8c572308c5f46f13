import { useCallback, useState } from 'react';
import type { Channel } from '@/api/schemas';
import { useAutoLoadWhileFiltering } from './use-auto-load-while-filtering';
import { useFilterState, type FilterState } from './use-filter-state';
import { useFilteredChannels, type FilteredChannels } from './use-filtered-channels';
import { useLoadAll, type LoadAll, type LoadAllOptions } from './use-load-all';

/** The parts of the channels infinite query that filtering needs. */
export interface LoadedChannels {
  /** Every loaded channel, in the server's order (a new array whenever a page lands). */
  channels: readonly Channel[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: LoadAllOptions['fetchNextPage'];
  readAhead?: LoadAllOptions['readAhead'];
  /** The end of the list is on screen (see `useInView`): auto-load runs only then. */
  endInView: boolean;
}

export interface ChannelFilters {
  filters: FilterState;
  result: FilteredChannels;
  loadAll: LoadAll;
  /** Pages are being loaded to look for matches (auto-load or "Search all channels"). */
  searching: boolean;
  hasNextPage: boolean;
  /**
   * Whether anything may load pages by itself (pass it to the grid's own near-end loading too):
   * not while "Search all channels" runs, and not after its Cancel until the filter changes;
   * Cancel means "stop loading", not "let the auto-loader take over".
   */
  autoLoadAllowed: boolean;
}

/** Everything the directory page needs for filtering, in one call. */
export function useChannelFilters(loaded: LoadedChannels): ChannelFilters {
  const { channels, hasNextPage, isFetchingNextPage, isFetchNextPageError } = loaded;
  const { fetchNextPage, endInView, readAhead } = loaded;
  const filters = useFilterState();
  const result = useFilteredChannels(channels, filters.criteria);
  const loadAll = useLoadAll({ hasNextPage, fetchNextPage, readAhead });

  const { q, country, flags } = filters.criteria;
  const criteriaKey = [q, country ?? '', ...flags].join('\u0000');
  const [pausedFor, setPausedFor] = useState<string | null>(null);
  const { cancel: cancelLoadAll } = loadAll;
  const cancel = useCallback(() => {
    cancelLoadAll();
    setPausedFor(criteriaKey);
  }, [cancelLoadAll, criteriaKey]);
  const autoLoadAllowed = !loadAll.running && pausedFor !== criteriaKey;

  const autoLoading = useAutoLoadWhileFiltering({
    filtering: result.filtering,
    matches: result.channels.length,
    loaded: channels,
    endInView,
    hasNextPage,
    isFetchingNextPage,
    failed: isFetchNextPageError,
    fetchNextPage,
    enabled: autoLoadAllowed,
  });
  return {
    filters,
    result,
    loadAll: { ...loadAll, cancel },
    searching: autoLoading || loadAll.running,
    hasNextPage,
    autoLoadAllowed,
  };
}
