import { useCallback, useEffect, useState } from 'react';
import type { Channel } from '@/api/schemas';
import { lookupStatus, type LookupStatus } from '../lib/lookup-status';

/** The parts of the channels infinite query a lookup needs (an infinite query result fits). */
export interface ChannelSource {
  /** Every loaded channel, in the server's order. */
  channels: readonly Channel[];
  /** Where paging has reached; defaults to the last loaded channel's id. */
  lastLoadedId?: number | undefined;
  /** The first page has not arrived yet. */
  isPending?: boolean;
  /** The query failed (first page or the latest next page). */
  isError?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  /** Reloads a query whose first page failed. */
  refetch?: () => Promise<unknown>;
}

export interface ChannelLookup {
  status: LookupStatus;
  channel: Channel | undefined;
  /** Channels loaded (and so searched) so far. */
  searched: number;
  /** Stops paging for this id; everything loaded stays. */
  cancel: () => void;
  /** Tries the failed page again, and goes on searching if it arrives. */
  retry: () => void;
}

/**
 * Finds channel `id` in the loaded pages, loading one more page at a time until it turns up,
 * the pages pass it (ids descend), or the last page is in. The loaded pages are the query's
 * own, so what was loaded to find it stays for the list.
 */
export function useChannelLookup(id: number | null, source: ChannelSource): ChannelLookup {
  const { channels, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = source;
  const isPending = source.isPending ?? false;
  const { status, channel } = lookupStatus({
    id,
    channels,
    lastLoadedId: source.lastLoadedId ?? channels.at(-1)?.id,
    isPending,
    isError: source.isError ?? false,
    hasNextPage,
    isFetchingNextPage,
  });

  // Cancelling holds only for the id it was pressed for: asking for another (or the same one
  // again, after closing) starts a fresh search.
  const [cancelledId, setCancelledId] = useState<number | null>(null);
  const [previousId, setPreviousId] = useState(id);
  if (previousId !== id) {
    setPreviousId(id);
    setCancelledId(null);
  }
  const cancelled = id !== null && cancelledId === id;

  const wantsPage =
    status === 'searching' && !cancelled && !isPending && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    // One page at a time: the next request goes out when this one has landed. `channels` is a
    // dependency on purpose: "fetching" and "landed" can reach React in one batch, so
    // `wantsPage` may never turn false in between; the new list is what says a page arrived.
    // cancelRefetch false joins a page someone else (auto-load, "Load more") already asked for.
    if (wantsPage) void fetchNextPage({ cancelRefetch: false });
  }, [wantsPage, fetchNextPage, channels]);

  const cancel = useCallback(() => setCancelledId(id), [id]);
  const hasData = channels.length > 0;
  const retry = useCallback(() => {
    if (hasData) void fetchNextPage();
    else void refetch?.();
  }, [hasData, fetchNextPage, refetch]);

  return { status, channel, searched: channels.length, cancel, retry };
}
