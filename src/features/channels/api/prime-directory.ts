import type { QueryClient } from '@tanstack/react-query';
import { channelQueries } from '@/db/channel-queries';

/**
 * Puts the first page in the cache before the app renders (its request is usually on its way
 * already, see start-first-page.ts). Resolves when it is there; never rejects (the directory
 * shows its own error and retry).
 */
export function primeDirectory(client: QueryClient, apiBase: string): Promise<void> {
  return client.prefetchInfiniteQuery(channelQueries.list(apiBase));
}
