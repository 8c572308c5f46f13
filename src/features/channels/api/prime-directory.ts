import type { QueryClient } from '@tanstack/react-query';
import { channelQueries } from '@/db/channel-queries';
import { resumeCopy } from '@/db/resume-copy';

/**
 * Gets the directory ready before the app renders: a saved copy is resumed at once (a return
 * visit, see resume-copy.ts); otherwise the first page is put in the cache (its request is
 * usually on its way already, see start-first-page.ts). Never rejects (the directory shows its
 * own error and retry).
 */
export function primeDirectory(client: QueryClient, apiBase: string): Promise<void> {
  if (resumeCopy(client, apiBase)) return Promise.resolve();
  return client.prefetchInfiniteQuery(channelQueries.list(apiBase));
}
