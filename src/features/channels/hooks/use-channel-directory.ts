import {
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { useApiBase } from '@/api/api-base-context';
import type { RejectedRecord } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import { channelQueries, readAheadWhileWalking } from '@/db/channel-queries';
import { copyReadiness, subscribeCopies, type CopyReadiness } from '@/db/copy-readiness';
import type { PageSummary } from '@/db/protocol';
import { rejectedIn, subscribeRejected } from '@/db/rejected-log';
import { walkTrap, type WalkTrap } from '@/db/walk-state';
import { useHydrating } from '@/lib/hydration';
import { useLoadAll, type LoadAll } from '@/lib/use-load-all';
import { useTransitionStore } from '@/lib/use-transition-store';

/** The parts of the walk's infinite query the directory's components read. */
export type DirectoryQuery = Pick<
  UseInfiniteQueryResult<WalkView>,
  | 'error'
  | 'isPending'
  | 'isError'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'fetchNextPage'
  | 'refetch'
>;

/** What the directory reads of the walk's pages: small, and the same from page to page. */
interface WalkView {
  /** The first page's records while it is the first page kept (a fresh visit's first cards). */
  firstPage: readonly Channel[] | undefined;
  trap: WalkTrap | undefined;
  /** The id of the last record walked (a lookup knows from it whether pages passed an id). */
  lastId: number | null | undefined;
  /** Channels in the copy after the last page (a count older than that lags the walk). */
  walked: number;
  /** Channels this walk has seen (a new walk over a kept copy counts up to `walked`). */
  seen: number;
  /** When the saved copy the walk resumed was last written (a return visit). */
  restoredAt: number | undefined;
}

function viewWalk(data: InfiniteData<PageSummary, string>): WalkView {
  const last = data.pages.at(-1);
  return {
    firstPage: data.pageParams[0]?.endsWith('/channels') ? data.pages[0]?.results : undefined,
    trap: last ? walkTrap(last) : undefined,
    lastId: data.pages.findLast((page) => page.lastId !== null)?.lastId,
    walked: last?.total ?? 0,
    seen: last?.seen ?? 0,
    restoredAt: data.pageParams[0]?.endsWith('/channels') ? data.pages[0]?.restoredAt : undefined,
  };
}

// Re-render for these only: a page landing changes none of them unless it ends the walk.
const NOTIFY: (keyof DirectoryQuery | 'data')[] = [
  'data',
  'error',
  'isPending',
  'isError',
  'hasNextPage',
  'isFetchingNextPage',
  'isFetchNextPageError',
];

export interface ChannelDirectory {
  apiBase: string;
  query: DirectoryQuery;
  /** The first page is in (the walk has something to show). */
  loaded: boolean;
  /** The local copy can answer (else only `firstPage` can be shown). */
  copy: CopyReadiness;
  /** The first page's records, from the network, before the copy has them. */
  firstPage: readonly Channel[] | undefined;
  /** Records the server sent in this walk that could not be shown. */
  rejected: { records: readonly RejectedRecord[]; count: number };
  /** Why paging stopped early, if it did. */
  trap: WalkTrap | undefined;
  /** The id of the last record walked. */
  lastId: number | null | undefined;
  /** Channels in the copy after the last page landed. */
  walked: number;
  /** Channels the current walk has seen. */
  seen: number;
  /** When the saved copy this visit resumed was last written, if it resumed one. */
  restoredAt: number | undefined;
  /** Asks for the next page unless one is on its way. */
  loadMore: () => void;
  /**
   * Walks on page after page: to the end ("Search all channels", "Refresh everything") or while
   * a condition holds (auto-load while filtering). One runner for the whole directory.
   */
  loadAll: LoadAll;
}

/**
 * The walk of the API (react-query's infinite query over summaries of pages) and the state of the
 * local copy it fills. Call it once, in `ChannelDirectoryProvider`. Pages landing re-render only
 * what reads whether a page is on its way: the records themselves are read from the copy by the
 * grid, window by window.
 */
export function useChannelDirectoryQuery(): ChannelDirectory {
  const apiBase = useApiBase();
  // The render adopting the prerendered first screen reads the address as the build did: no
  // `?api=`, so no request for the API it names until the next render.
  const hydrating = useHydrating();
  // Destructured: react-query's result is a new object on every render, the value below must
  // keep its identity until something in it changes.
  const {
    data,
    error,
    isPending,
    isError,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = useInfiniteQuery({
    ...channelQueries.list(apiBase),
    select: viewWalk,
    enabled: !hydrating,
    notifyOnChangeProps: NOTIFY,
  });
  // The copy opening in the worker lands while the first render may still be in slices: a
  // transition, so it does not make React render the whole directory again in one task.
  const readCopy = useCallback(() => copyReadiness(apiBase), [apiBase]);
  const copy = useTransitionStore(subscribeCopies, readCopy);
  const readRejected = () => rejectedIn(apiBase);
  const rejected = useSyncExternalStore(subscribeRejected, readRejected, readRejected);

  const readAhead = useCallback(() => readAheadWhileWalking(apiBase), [apiBase]);
  const loadAll = useLoadAll({ hasNextPage, fetchNextPage, readAhead });
  // Another API is another walk: a run of the previous one stops there.
  const { cancel } = loadAll;
  useEffect(() => cancel, [apiBase, cancel]);

  // One request at a time: never while a page is on its way, never cancelling one.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const query = useMemo<DirectoryQuery>(
    () => ({
      error,
      isPending,
      isError,
      hasNextPage,
      isFetchingNextPage,
      isFetchNextPageError,
      fetchNextPage,
      refetch,
    }),
    [
      error,
      isPending,
      isError,
      hasNextPage,
      isFetchingNextPage,
      isFetchNextPageError,
      fetchNextPage,
      refetch,
    ],
  );
  const directory = useMemo(
    () => ({
      apiBase,
      query,
      loaded: data !== undefined,
      copy,
      firstPage: data?.firstPage,
      rejected,
      trap: data?.trap,
      lastId: data?.lastId,
      walked: data?.walked ?? 0,
      seen: data?.seen ?? 0,
      restoredAt: data?.restoredAt,
      loadMore,
      loadAll,
    }),
    [apiBase, query, copy, data, rejected, loadMore, loadAll],
  );
  // The prerendered first screen knew no page and no copy: the render that adopts it must not.
  return hydrating ? asFirstScreen(directory) : directory;
}

const NO_COPY: CopyReadiness = { state: 'none' };
const NO_REJECTED: ChannelDirectory['rejected'] = { records: [], count: 0 };

/** The directory as the build saw it: nothing loaded, no copy (the render adopting the page). */
function asFirstScreen(directory: ChannelDirectory): ChannelDirectory {
  return {
    ...directory,
    query: {
      ...directory.query,
      error: null,
      isPending: true,
      isError: false,
      hasNextPage: false,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
    },
    loaded: false,
    copy: NO_COPY,
    firstPage: undefined,
    rejected: NO_REJECTED,
    trap: undefined,
    lastId: undefined,
    walked: 0,
    seen: 0,
    restoredAt: undefined,
  };
}

export const ChannelDirectoryContext = createContext<ChannelDirectory | null>(null);

/** The directory as `ChannelDirectoryProvider` shows it. */
export function useChannelDirectory(): ChannelDirectory {
  const directory = useContext(ChannelDirectoryContext);
  if (directory === null) {
    throw new Error('useChannelDirectory must be used inside <ChannelDirectoryProvider>');
  }
  return directory;
}
