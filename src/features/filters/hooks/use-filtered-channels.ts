import { useDeferredValue, useMemo } from 'react';
import type { Channel } from '@/api/schemas';
import { isFilterActive, type FilterCriteria } from '@/lib/criteria';
import { filterChannels } from '../lib/filter-channels';
import { buildSearchIndex } from '../lib/search-index';
import { sortChannels } from '../lib/sort-channels';

export interface FilteredChannels {
  /** The loaded channels that match, in the chosen order. */
  channels: readonly Channel[];
  /** How many channels are loaded (what the matches were picked from). */
  loaded: number;
  /** Something narrows the list. */
  filtering: boolean;
  /** The shown result still lags behind the text typed (a deferred render is pending). */
  pending: boolean;
}

/**
 * The loaded channels narrowed and ordered by the criteria. Work is split by what changes:
 * sorting when the data or the order changes, the index when the sorted list changes, and only
 * the cheap filter pass per keystroke. The query is deferred, so typing stays responsive and
 * React renders the new result when it has time.
 */
export function useFilteredChannels(
  channels: readonly Channel[],
  criteria: FilterCriteria,
): FilteredChannels {
  const { q, country, flags, sort } = criteria;
  const deferredQ = useDeferredValue(q);
  // Sort before filtering: the sorted order survives filtering, and is not redone per keystroke.
  const sorted = useMemo(() => sortChannels(channels, sort), [channels, sort]);
  const index = useMemo(() => buildSearchIndex(sorted), [sorted]);
  const matches = useMemo(
    () => filterChannels(sorted, { q: deferredQ, country, flags }, index),
    [sorted, index, deferredQ, country, flags],
  );
  return {
    channels: matches,
    loaded: channels.length,
    filtering: isFilterActive({ ...criteria, q: deferredQ }),
    pending: deferredQ !== q,
  };
}
