import type { ReactNode, Ref } from 'react';
import type { Channel } from '@/api/schemas';
import { InlineError } from '@/components/error-panel';
import { WalkStoppedNotice } from '@/components/walk-stopped-notice';
import { useViewCount } from '@/db/use-view-count';
import { ALL_CHANNELS } from '@/db/view';
import { useHydrating } from '@/lib/hydration';
import type { LoadAll } from '@/lib/use-load-all';
import type { ChannelDirectory } from '../hooks/use-channel-directory';
import type { FeedPlace } from '../hooks/use-feed-place';
import type { ChannelGridHandle } from '../hooks/use-grid-focus';
import { useNewChannels } from '../hooks/use-new-channels';
import { useRefreshAll } from '../hooks/use-refresh-all';
import type { GridSource } from '../hooks/use-grid-channels';
import { saveScrollPlace } from '../lib/scroll-place';
import { ChannelGrid, type ChannelGridProps } from './channel-grid';
import { FirstSavedCopyLine } from './first-saved-copy-line';
import { WindowLoadingCards } from './loading-state';
import { LoadMore } from './load-more';
import { NewChannelsPill, newChannelsText } from './new-channels-pill';
import { SavedCopyStatus } from './saved-copy-status';

/**
 * What the app layer gets to put between the copy and the grid (the filters): the grid's props
 * but its source and length, which the filters' view decides, and the paging state.
 */
export interface FeedSlot {
  grid: Omit<ChannelGridProps, 'source' | 'total' | 'setSize'>;
  paging: {
    apiBase: string;
    /** The first page is in; before that the grid's place holds skeleton cards. */
    loaded: boolean;
    /** The copy can answer views; before that only `firstPage` can be shown. */
    copyReady: boolean;
    firstPage: readonly Channel[] | undefined;
    /** Channels walked so far (in the copy, or on the first page before it). */
    total: number;
    /** Channels in the copy after the last page: counts below it still lag the walk. */
    walked: number;
    /** Channels the current walk has seen (a new walk over a kept copy starts from 0). */
    seen: number;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    /** The walk stopped on a trap: there is a next link, but it will not be followed. */
    stopped: boolean;
    /** Walks on page after page (see ChannelDirectory.loadAll). */
    loadAll: LoadAll;
  };
}

interface DirectoryFeedProps {
  directory: ChannelDirectory;
  initialPlace: FeedPlace | undefined;
  onOpenChannel: ((channel: Channel, element: HTMLElement) => void) | undefined;
  /** After the new channels are shown at the top: where focus should go. */
  onShowNew: () => void;
  /** Renders the feed instead of the plain grid of every channel. */
  renderFeed: ((slot: FeedSlot) => ReactNode) | undefined;
  gridRef?: Ref<ChannelGridHandle> | undefined;
}

/**
 * The walked directory: new-channels pill, the grid, and what ends it (more, the end, a failure).
 * Rendered while the first page loads too, as the feed alone (skeleton cards in the grid's place):
 * the feed slot's filters stay the same elements when the page lands.
 */
export function DirectoryFeed({
  directory,
  initialPlace,
  onOpenChannel,
  onShowNew,
  renderFeed,
  gridRef,
}: DirectoryFeedProps) {
  const { apiBase, query, trap, loadMore, copy, firstPage, walked, loaded } = directory;
  const copyReady = copy.state === 'ready';
  const hasNextPage = query.hasNextPage;
  const failed = query.isFetchNextPageError;
  const { total } = useViewCount(apiBase, ALL_CHANNELS, copyReady, walked);

  const grid: FeedSlot['grid'] = {
    hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    onLoadMore: loadMore,
    autoLoad: !failed,
    busy: query.isFetchingNextPage,
    onOpenChannel,
    initialPlace,
    onPlaceChange: (place) => saveScrollPlace(apiBase, place),
    handleRef: gridRef,
  };
  const paging: FeedSlot['paging'] = {
    apiBase,
    loaded,
    copyReady,
    firstPage,
    total,
    walked,
    seen: directory.seen,
    hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: failed,
    stopped: trap !== undefined,
    loadAll: directory.loadAll,
  };

  // The prerendered first screen holds the saved copy's line, hidden (FirstSavedCopyLine).
  const hydrating = useHydrating();
  return (
    <>
      {hydrating ? (
        <FirstSavedCopyLine />
      ) : (
        loaded && <FeedNews directory={directory} onShowNew={onShowNew} />
      )}
      {renderFeed ? renderFeed({ grid, paging }) : <AllChannels grid={grid} paging={paging} />}
      {!loaded ? null : failed ? (
        <InlineError error={query.error} onRetry={loadMore} />
      ) : trap ? (
        <div className="py-6">
          <WalkStoppedNotice trap={trap} />
        </div>
      ) : (
        <LoadMore
          hasNextPage={hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={loadMore}
          count={total}
        />
      )}
    </>
  );
}

/**
 * Above the feed, once the first page is in: the saved copy's line and the new channels. Mounted
 * then, not before: a saved copy is looked at for new channels as soon as it is open, which the
 * first page says (useNewChannels reads it when it mounts).
 */
function FeedNews({
  directory,
  onShowNew,
}: {
  directory: ChannelDirectory;
  onShowNew: () => void;
}) {
  const { apiBase, copy, restoredAt } = directory;
  const fresh = useNewChannels(apiBase, copy.state === 'ready', restoredAt !== undefined);
  const { refresh, refreshAll, resumeRefresh } = useRefreshAll(directory);
  // The line about the saved copy stays for a refresh: its first page no longer names the copy.
  const savedAt = refresh?.savedAt ?? restoredAt;

  const showNew = async () => {
    await fresh.show();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    onShowNew();
  };

  return (
    <>
      {savedAt !== undefined && (
        <SavedCopyStatus
          savedAt={savedAt}
          checking={fresh.checking}
          failure={fresh.failure}
          checkedAt={fresh.checkedAt}
          onCheck={() => void fresh.check()}
          onRefreshAll={() => void refreshAll()}
          onResumeRefresh={resumeRefresh && (() => void resumeRefresh())}
          refresh={refresh}
        />
      )}
      <NewChannelsPill count={fresh.count} joined={fresh.joined} onShow={() => void showNew()} />
      <p role="status" className="sr-only">
        {fresh.count > 0 ? `${newChannelsText(fresh.count, fresh.joined)} available` : ''}
      </p>
    </>
  );
}

/** Every channel in the copy, in the API's order (the directory without filters). */
function AllChannels({ grid, paging }: FeedSlot) {
  const { loaded, copyReady, firstPage, apiBase, hasNextPage, total, walked } = paging;
  if (!loaded) return <WindowLoadingCards />;
  const source: GridSource = copyReady
    ? { kind: 'copy', apiBase, view: ALL_CHANNELS, until: firstPage }
    : { kind: 'page', channels: firstPage ?? [] };
  if (total === 0 && !hasNextPage) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-panel p-10 text-center">
        <p className="font-medium">No channels yet</p>
        <p className="mt-1 text-sm text-muted">This directory has no channels to show.</p>
      </div>
    );
  }
  return (
    <ChannelGrid
      {...grid}
      source={source}
      total={total}
      setSize={hasNextPage ? -1 : total}
      counted={total >= walked}
    />
  );
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
