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
  useState,
  useSyncExternalStore,
} from 'react';
import { useApiBase } from '@/api/api-base-context';
import { channelQueries, isWalking, subscribeWalking } from '@/api/channel-queries';
import { detectWalkTrap, walkPages, type Walk, type WalkTrap } from '@/api/page-walk';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import { useThrottledValue } from '@/lib/use-throttled-value';

/** How often the directory may change while pages keep landing (a walk lands one every few ms). */
const UPDATE_MS = 250;

/** During a walk to the end: the changes that re-render at once (a failure, the last page). */
const WALK_NOTIFY_PROPS: (keyof DirectoryQuery)[] = [
  'error',
  'isError',
  'isFetchNextPageError',
  'hasNextPage',
];

/** Re-renders the caller every UPDATE_MS while `apiBase` is walked, and when the walk ends. */
function useWalkTicks(apiBase: string): void {
  const walking = useSyncExternalStore(subscribeWalking, () => isWalking(apiBase));
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!walking) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), UPDATE_MS);
    return () => clearInterval(timer);
  }, [walking]);
}

/** The parts of the channels infinite query's result that the directory's components read. */
export type DirectoryQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<ChannelsPage, unknown>>,
  | 'data'
  | 'error'
  | 'isPending'
  | 'isError'
  | 'isFetching'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'dataUpdatedAt'
  | 'fetchNextPage'
  | 'refetch'
>;

export interface ChannelDirectory {
  apiBase: string;
  query: DirectoryQuery;
  /** The pages flattened in order with each id once (see `walkPages`). */
  channels: readonly Channel[];
  /** Records the server sent that could not be shown. */
  rejected: Walk['rejected'];
  /** Why paging stopped early, if it did. */
  trap: WalkTrap | undefined;
  /** Asks for the next page unless one is on its way. */
  loadMore: () => void;
}

/**
 * The channels query with what the directory derives from it, as one value that changes at most
 * every UPDATE_MS while pages stream in ("Search all channels" lands one every few
 * milliseconds) and at once whenever loading stops. Everything downstream (filtering, the
 * country list, the grid, the detail panel) is derived from it and costs more per page than
 * the page's own fetch once thousands are loaded; nobody reads 200 updates a second.
 *
 * Call it once, in `ChannelDirectoryProvider`: its host re-renders for every page, the
 * directory's components only for each value shown.
 */
export function useChannelDirectoryQuery(): ChannelDirectory {
  const apiBase = useApiBase();
  // Destructured, not kept whole: react-query's result is a new object on every render, and
  // the value below must keep its identity until something in it changes.
  const {
    data,
    error,
    isPending,
    isError,
    isFetching,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    dataUpdatedAt,
    fetchNextPage,
    refetch,
  } = useInfiniteQuery({
    ...channelQueries.list(apiBase),
    // While the API is walked to the end, a page lands every few milliseconds: only what must
    // show at once re-renders here, and useWalkTicks shows the rest every UPDATE_MS.
    notifyOnChangeProps: () => (isWalking(apiBase) ? WALK_NOTIFY_PROPS : 'all'),
  });
  useWalkTicks(apiBase);
  const pages = data?.pages;
  const walk = useMemo(() => walkPages(pages ?? []), [pages]);

  // One request at a time: never while a page is on its way, never cancelling one.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const query = useMemo<DirectoryQuery>(
    () => ({
      data,
      error,
      isPending,
      isError,
      isFetching,
      hasNextPage,
      isFetchingNextPage,
      isFetchNextPageError,
      dataUpdatedAt,
      fetchNextPage,
      refetch,
    }),
    [
      data,
      error,
      isPending,
      isError,
      isFetching,
      hasNextPage,
      isFetchingNextPage,
      isFetchNextPageError,
      dataUpdatedAt,
      fetchNextPage,
      refetch,
    ],
  );
  const latest = useMemo<ChannelDirectory>(
    () => ({
      apiBase,
      query,
      // Built when a component reads it, i.e. only for the values shown (see walkPages).
      get channels() {
        return walk.channels;
      },
      rejected: walk.rejected,
      trap: data ? detectWalkTrap(data.pages, data.pageParams) : undefined,
      loadMore,
    }),
    [apiBase, query, data, walk, loadMore],
  );
  return useThrottledValue(latest, UPDATE_MS, isUrgent);
}

/**
 * What must show at once: everything but more channels while pages keep streaming in. Pressing
 * "Load more" shows its busy state at once, a failure or the last page shows when it happens.
 */
function isUrgent(shown: ChannelDirectory, next: ChannelDirectory): boolean {
  const before = shown.query;
  const after = next.query;
  return (
    !after.isFetching ||
    shown.apiBase !== next.apiBase ||
    before.data === undefined ||
    before.isFetching !== after.isFetching ||
    before.isFetchingNextPage !== after.isFetchingNextPage ||
    before.hasNextPage !== after.hasNextPage ||
    before.isError !== after.isError ||
    before.isFetchNextPageError !== after.isFetchNextPageError ||
    (shown.trap === undefined) !== (next.trap === undefined)
  );
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
