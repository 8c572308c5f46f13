import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { channelQueries, HEAD_FRESH_MS, restartWalk } from '@/db/channel-queries';
import { localDb } from '@/db/client';

/**
 * Channels added above the copy: the worker walks from the first page until it meets a channel
 * the copy has, and keeps what it found until `show()` puts it on top. When the new channels do
 * not reach the copy (more than the pages it looks at), `show()` walks the API again from the
 * top instead, which slots them in above what is kept.
 */
export function useNewChannels(apiBase: string, copyReady: boolean, restored: boolean) {
  const client = useQueryClient();
  // A first visit has just fetched the first page: the first look is due a while from now. A
  // saved copy is looked at as soon as it is open.
  const [openedAt] = useState(() => (restored ? 0 : Date.now()));
  const top = useQuery({
    ...channelQueries.top(apiBase),
    enabled: copyReady,
    initialData: { count: 0, joined: true },
    initialDataUpdatedAt: openedAt,
    refetchOnWindowFocus: true,
    refetchInterval: HEAD_FRESH_MS,
    refetchIntervalInBackground: false,
  });
  // A look that failed while the browser was offline is made again when it is back (react-query's
  // refetchOnReconnect never fires for a page opened offline: see useBrowserOnline).
  const { isError, refetch } = top;
  useEffect(() => {
    if (!isError) return;
    const again = () => void refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [isError, refetch]);
  const { count, joined } = top.data;
  const checking = top.isFetching;
  const failure = top.isError ? top.error : null;

  const show = async () => {
    if (joined) {
      await localDb().call('showTop', [apiBase]);
      client.setQueryData(channelQueries.top(apiBase).queryKey, { count: 0, joined: true });
    } else await restartWalk(client, apiBase);
  };

  return {
    count,
    joined,
    show,
    checking,
    failure,
    checkedAt: top.dataUpdatedAt,
    check: top.refetch,
  };
}
