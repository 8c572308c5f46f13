import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApiBase } from '@/api/api-base-context';
import { detectWalkTrap, walkPages } from '@/api/page-walk';
import { channelQueries } from '@/api/channel-queries';
import { useThrottledValue } from '@/lib/use-throttled-value';

/** How often the list may change while pages keep landing (a walk lands one every few ms). */
const LIST_UPDATE_MS = 250;

/**
 * The channels query with what the directory derives from it: the pages flattened in order with
 * each id once (`walkPages`, incremental, so page 200 costs one page of work), the records that
 * could not be shown, why the walk stopped early if it did, and a guarded "load the next page".
 */
export function useChannelDirectory() {
  const apiBase = useApiBase();
  const query = useInfiniteQuery(channelQueries.list(apiBase));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const latest = useMemo(() => walkPages(data?.pages ?? []), [data?.pages]);
  // Everything below (filtering, the country list, the grid) is derived from the list and costs
  // more per page than the page's own fetch once thousands are loaded: while pages stream in,
  // the list changes at most every LIST_UPDATE_MS, and at once when loading stops.
  const walk = useThrottledValue(latest, LIST_UPDATE_MS, !query.isFetching);
  const trap = data ? detectWalkTrap(data.pages, data.pageParams) : undefined;

  // One request at a time: never while a page is on its way, never cancelling one.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return { apiBase, query, channels: walk.channels, rejected: walk.rejected, trap, loadMore };
}
