import type { Channel } from '@/api/schemas';

export type LookupStatus = 'idle' | 'ready' | 'searching' | 'not-found' | 'error';

export interface LookupState {
  /** The channel asked for, or null when none is. */
  id: number | null;
  /** Every loaded channel, in the server's order. */
  channels: readonly Channel[];
  /** The id of the last record of the last loaded page (where paging has reached). */
  lastLoadedId: number | undefined;
  /** The first page has not arrived yet. */
  isPending: boolean;
  /** Loading failed (first page, or the page asked for last). */
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
}

/**
 * Where finding a channel stands. Ids descend page after page, so once the pages have gone
 * below the id, no later page can hold it: "not found" without loading the rest.
 */
export function lookupStatus(state: LookupState): {
  status: LookupStatus;
  channel: Channel | undefined;
} {
  const { id } = state;
  if (id === null) return { status: 'idle', channel: undefined };
  const channel = state.channels.find((candidate) => candidate.id === id);
  if (channel) return { status: 'ready', channel };
  if (state.isPending) return { status: 'searching', channel: undefined };
  if (state.lastLoadedId !== undefined && state.lastLoadedId < id) {
    return { status: 'not-found', channel: undefined };
  }
  if (state.isFetchingNextPage) return { status: 'searching', channel: undefined };
  if (state.isError) return { status: 'error', channel: undefined };
  if (state.hasNextPage) return { status: 'searching', channel: undefined };
  return { status: 'not-found', channel: undefined };
}
