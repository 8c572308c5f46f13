import type { QueryClient } from '@tanstack/react-query';
import { channelQueries } from '@/api/channel-queries';

const restorations = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * After a reload the query cache is empty: loads the first `pages` pages again, one after the
 * other by their `next` links, so the reader's place exists before the grid scrolls to it.
 * One promise per client and API (React may render twice; `use()` needs the same promise).
 * It never rejects: on failure the directory simply loads from the top as usual.
 */
/** The restoration started for this client and API, if any (resolved or not). */
export function startedRestoration(
  client: QueryClient,
  apiBase: string,
): Promise<void> | undefined {
  return restorations.get(client)?.get(apiBase);
}

export function restorePages(client: QueryClient, apiBase: string, pages: number): Promise<void> {
  let byBase = restorations.get(client);
  if (!byBase) {
    byBase = new Map();
    restorations.set(client, byBase);
  }
  let promise = byBase.get(apiBase);
  if (!promise) {
    promise = client.fetchInfiniteQuery({ ...channelQueries.list(apiBase), pages }).then(
      () => undefined,
      () => undefined,
    );
    byBase.set(apiBase, promise);
  }
  return promise;
}
