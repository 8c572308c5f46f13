import type { QueryClient } from '@tanstack/react-query';
import { channelQueries } from '@/api/channel-queries';
import { restorableScrollPlace } from '../lib/scroll-place';
import { restorePages } from './restore-pages';

/**
 * Starts loading what the directory will show first, before the app renders: the pages a
 * reload should come back to (see useRestoredPlace), or else the first page. Resolves when they
 * are in the cache; never rejects (the directory shows its own error and retry).
 */
export function primeDirectory(client: QueryClient, apiBase: string): Promise<void> {
  const place = restorableScrollPlace(apiBase);
  if (place && place.pages > 1) return restorePages(client, apiBase, place.pages);
  return client.prefetchInfiniteQuery(channelQueries.list(apiBase));
}
