import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Channel } from '@/api/schemas';
import { channelQueries } from '@/db/channel-queries';
import { lookupStatus, type LookupStatus } from '../lib/lookup-status';

/** The walk and the copy, as far as finding one channel needs them. */
export interface ChannelSource {
  apiBase: string;
  /** The copy can answer; before that only the first page's records are known. */
  copyReady: boolean;
  firstPage: readonly Channel[] | undefined;
  /** Channels walked so far (for "1,240 channels searched"). */
  total: number;
  /** Channels in the copy after the last page landed (an answer from before it is stale). */
  walked: number;
  /** The id of the last record of the last page walked. */
  lastLoadedId: number | null | undefined;
  isPending?: boolean;
  isError?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The walk stopped on a trap. */
  stopped?: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  /** Reloads a walk whose first page failed. */
  refetch?: () => Promise<unknown>;
}

export interface ChannelLookup {
  status: LookupStatus;
  channel: Channel | undefined;
  /** Channels walked (and so searched) so far. */
  searched: number;
  /** Stops paging for this id; everything loaded stays. */
  cancel: () => void;
  /** Tries the failed page again, and goes on searching if it arrives. */
  retry: () => void;
}

/**
 * Finds channel `id` in the copy (every field, no request), walking on one page at a time until
 * it turns up, the pages pass it (ids descend), or the last page is in. What was walked to find
 * it stays in the copy for the list.
 */
export function useChannelLookup(id: number | null, source: ChannelSource): ChannelLookup {
  const { apiBase, copyReady, firstPage, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    source;
  const isPending = source.isPending ?? false;
  const stored = useQuery({
    ...channelQueries.channel(apiBase, id ?? -1, source.walked),
    enabled: id !== null && copyReady,
    // The same channel asked again after a page: keep the last answer meanwhile (never another
    // channel's).
    placeholderData: (previous, query) => (query?.queryKey[4] === id ? previous : undefined),
  });
  const onFirstPage = id === null ? undefined : firstPage?.find((channel) => channel.id === id);
  // A channel the copy gave is there; "not there" counts only when the copy said so after the
  // last page landed (a stale "no" would call a channel on that very page not found).
  const answered = copyReady && !stored.isPlaceholderData;
  const found = onFirstPage ?? (stored.data || (answered ? stored.data : undefined));
  const { status, channel } = lookupStatus({
    id,
    found,
    lastLoadedId: source.lastLoadedId,
    isPending,
    isError: source.isError ?? false,
    hasNextPage,
    isFetchingNextPage,
    stopped: source.stopped ?? false,
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
    status === 'searching' &&
    found === null &&
    !cancelled &&
    !isPending &&
    hasNextPage &&
    !isFetchingNextPage;
  useEffect(() => {
    // One page at a time: the next request goes out when this one has landed (a new last id
    // says so, even when "fetching" and "landed" reach React in one batch). cancelRefetch false
    // joins a page someone else (auto-load, "Load more") already asked for.
    if (wantsPage) void fetchNextPage({ cancelRefetch: false });
  }, [wantsPage, fetchNextPage, source.lastLoadedId]);

  const cancel = useCallback(() => setCancelledId(id), [id]);
  const retry = useCallback(() => {
    if (isPending) void refetch?.();
    else void fetchNextPage();
  }, [isPending, fetchNextPage, refetch]);

  return { status, channel, searched: source.total, cancel, retry };
}
