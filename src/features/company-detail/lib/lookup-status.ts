import type { Channel } from '@/api/schemas';

export type LookupStatus = 'idle' | 'ready' | 'searching' | 'not-found' | 'stopped' | 'error';

export interface LookupState {
  /** The channel asked for, or null when none is. */
  id: number | null;
  /** The channel, null when the copy (or the first page) is known not to have it yet. */
  found: Channel | null | undefined;
  /** The id of the last record of the last page walked (where paging has reached). */
  lastLoadedId: number | null | undefined;
  /** Nothing is loaded yet (first page, or the copy still opening). */
  isPending: boolean;
  /** Loading failed (first page, or the page asked for last). */
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Paging stopped on a trap (a loop, pages with nothing new) before reaching the id. */
  stopped: boolean;
}

/**
 * Where finding a channel stands. Ids descend page after page, so once the pages have gone
 * below the id, no later page can hold it: "not found" without loading the rest. A walk that
 * stopped on a trap is named as such, never as "not found".
 */
export function lookupStatus(state: LookupState): {
  status: LookupStatus;
  channel: Channel | undefined;
} {
  const { id, found } = state;
  if (id === null) return { status: 'idle', channel: undefined };
  if (found) return { status: 'ready', channel: found };
  if (state.isPending || found === undefined) return { status: 'searching', channel: undefined };
  if (state.lastLoadedId !== undefined && state.lastLoadedId !== null && state.lastLoadedId < id) {
    return { status: 'not-found', channel: undefined };
  }
  if (state.isFetchingNextPage) return { status: 'searching', channel: undefined };
  if (state.isError) return { status: 'error', channel: undefined };
  if (state.hasNextPage) return { status: 'searching', channel: undefined };
  if (state.stopped) return { status: 'stopped', channel: undefined };
  return { status: 'not-found', channel: undefined };
}
