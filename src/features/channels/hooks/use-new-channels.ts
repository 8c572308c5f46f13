import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import { channelQueries, HEAD_FRESH_MS } from '@/api/channel-queries';
import { findNewChannels, withNewChannels } from '../lib/new-channels';

interface NewChannelsOptions {
  apiBase: string;
  data: InfiniteData<ChannelsPage, unknown>;
  dataUpdatedAt: number;
  /** Every channel loaded so far. */
  channels: readonly Channel[];
}

/**
 * Watches the newest page for channels added above the loaded list: when the reader comes back
 * to the tab after HEAD_FRESH_MS, and every HEAD_FRESH_MS while the tab is visible. Only that one
 * page is fetched. `show()` puts the new channels on top of the list in the cache.
 */
export function useNewChannels({ apiBase, data, dataUpdatedAt, channels }: NewChannelsOptions) {
  const client = useQueryClient();
  const head = useQuery({
    ...channelQueries.head(apiBase),
    // The list's own first page is the newest page as of when it loaded: no request at mount.
    initialData: data.pages[0],
    initialDataUpdatedAt: dataUpdatedAt,
    refetchOnWindowFocus: true,
    refetchInterval: HEAD_FRESH_MS,
    refetchIntervalInBackground: false,
  });
  const loadedIds = useMemo(() => new Set(channels.map((channel) => channel.id)), [channels]);
  const fresh = useMemo(
    () => (head.data ? findNewChannels(head.data, loadedIds) : undefined),
    [head.data, loadedIds],
  );

  const show = () => {
    const page = head.data;
    if (!page || !fresh) return;
    client.setQueryData(channelQueries.list(apiBase).queryKey, (old) =>
      old ? withNewChannels(old, page, fresh) : old,
    );
  };

  return { count: fresh?.channels.length ?? 0, joined: fresh?.joined ?? true, show };
}
