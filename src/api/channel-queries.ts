import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchChannelsPage, readAheadChannelsPage } from '@/api/channels';
import { resolvePageLink } from '@/api/links';
import { nextPageLink } from '@/api/page-walk';

/** How long the newest page counts as fresh before a return to the tab checks it again. */
export const HEAD_FRESH_MS = 5 * 60 * 1000;

/** APIs being walked to the end, page after page ("Search all channels"). */
const walking = new Map<string, number>();
const walkingListeners = new Set<() => void>();

function walkingChanged() {
  for (const listener of walkingListeners) listener();
}

/** Whether `apiBase` is being walked to the end (see readAheadWhileWalking). */
export function isWalking(apiBase: string): boolean {
  return walking.has(apiBase);
}

/** Calls `listener` when a walk starts or ends; returns the unsubscribe function. */
export function subscribeWalking(listener: () => void): () => void {
  walkingListeners.add(listener);
  return () => walkingListeners.delete(listener);
}

/**
 * While an API is walked to the end, each page asks for the next one as soon as its JSON is read,
 * so the request is on its way while the page is stored and shown (one request at a time
 * still). Returns the function that ends it. Not for ordinary paging: a reader who stops
 * scrolling must not cost the server a page nobody asked for.
 */
export function readAheadWhileWalking(apiBase: string): () => void {
  walking.set(apiBase, (walking.get(apiBase) ?? 0) + 1);
  walkingChanged();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (walking.get(apiBase) ?? 1) - 1;
    if (left > 0) walking.set(apiBase, left);
    else walking.delete(apiBase);
    walkingChanged();
  };
}

function fetchListPage(link: string, apiBase: string, signal: AbortSignal) {
  return fetchChannelsPage(resolvePageLink(link, apiBase), signal, {
    // A next link of a page that then fails validation is asked for, never used: harmless.
    onNextLink: (next) => {
      if (walking.has(apiBase)) readAheadChannelsPage(resolvePageLink(next, apiBase));
    },
  });
}

/**
 * One factory for the channels resource. The page param is the link itself: the first page is
 * `${apiBase}/channels`, later ones are the `next`/`previous` links copied as the server gave them
 * (mapped back onto the API base when a proxy hands out another origin). The base is in the key,
 * so two APIs never share a cache entry.
 */
export const channelQueries = {
  all: () => ['channels'] as const,
  list: (apiBase: string) =>
    infiniteQueryOptions({
      queryKey: [...channelQueries.all(), apiBase] as const,
      queryFn: ({ pageParam, signal }) => fetchListPage(pageParam, apiBase, signal),
      initialPageParam: `${apiBase}/channels`,
      // Stops at a loop or a run of pages with nothing new, instead of walking forever.
      getNextPageParam: (_page, pages, _param, params) => nextPageLink(pages, params),
      getPreviousPageParam: (page) => page.previous,
      // New pages are appended and old ones keep their identity anyway; comparing every loaded
      // page with its earlier self on each fetch made a 2,500-page walk quadratic.
      structuralSharing: false,
    }),
  /**
   * The first page on its own, to see whether channels were added above the loaded list without
   * refetching every loaded page (which is what refetching the infinite query would do).
   */
  head: (apiBase: string) =>
    queryOptions({
      queryKey: [...channelQueries.all(), apiBase, 'head'] as const,
      queryFn: ({ signal }) => fetchChannelsPage(`${apiBase}/channels`, signal),
      staleTime: HEAD_FRESH_MS,
    }),
};
