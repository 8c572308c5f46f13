import { infiniteQueryOptions } from '@tanstack/react-query';
import { fetchChannelsPage } from '@/api/channels';

/**
 * One factory for the channels resource. The page param is the link itself: the first page is
 * `${apiBase}/channels`, later ones are the `next`/`previous` links copied as the server gave them.
 * The base is in the key, so two APIs never share a cache entry.
 */
export const channelQueries = {
  all: () => ['channels'] as const,
  list: (apiBase: string) =>
    infiniteQueryOptions({
      queryKey: [...channelQueries.all(), apiBase] as const,
      queryFn: ({ pageParam, signal }) => fetchChannelsPage(pageParam, signal),
      initialPageParam: `${apiBase}/channels`,
      getNextPageParam: (page) => page.next,
      getPreviousPageParam: (page) => page.previous,
    }),
};
