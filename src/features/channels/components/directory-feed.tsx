import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { readAheadWhileWalking } from '@/api/channel-queries';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import { InlineError } from '@/components/error-panel';
import { WalkStoppedNotice } from '@/components/walk-stopped-notice';
import type { ChannelDirectory } from '../hooks/use-channel-directory';
import type { FeedPlace } from '../hooks/use-feed-place';
import { useNewChannels } from '../hooks/use-new-channels';
import { saveScrollPlace } from '../lib/scroll-place';
import { ChannelGrid, type ChannelGridProps } from './channel-grid';
import { LoadMore } from './load-more';
import { NewChannelsPill, newChannelsText } from './new-channels-pill';

/**
 * What the app layer gets to put something between the loaded channels and the grid (client-side
 * filtering): the grid's props as the directory would pass them, and the paging state.
 */
export interface FeedSlot {
  grid: ChannelGridProps;
  paging: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
    /** For a walk to the end: each page asks for the next as soon as it is parsed; call the
     * returned function when the walk ends. */
    readAhead: () => () => void;
  };
}

interface DirectoryFeedProps {
  directory: ChannelDirectory;
  data: InfiniteData<ChannelsPage, unknown>;
  initialPlace: FeedPlace | undefined;
  onOpenChannel: ((channel: Channel, element: HTMLElement) => void) | undefined;
  /** After the new channels are shown at the top: where focus should go. */
  onShowNew: () => void;
  /** Renders the feed instead of a plain `<ChannelGrid {...slot.grid} />`. */
  renderFeed: ((slot: FeedSlot) => ReactNode) | undefined;
}

/** The loaded directory: new-channels pill, the grid, and what ends it (more, the end, a failure). */
export function DirectoryFeed({
  directory,
  data,
  initialPlace,
  onOpenChannel,
  onShowNew,
  renderFeed,
}: DirectoryFeedProps) {
  const { apiBase, query, channels, trap, loadMore } = directory;
  const fresh = useNewChannels({ apiBase, data, dataUpdatedAt: query.dataUpdatedAt, channels });
  const pages = data.pages.length;
  const keepPlace = useCallback(
    (place: FeedPlace) => saveScrollPlace(apiBase, { ...place, pages }),
    [apiBase, pages],
  );
  const hasNextPage = query.hasNextPage;
  const failed = query.isFetchNextPageError;

  if (channels.length === 0 && !hasNextPage) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-panel p-10 text-center">
        <p className="font-medium">No channels yet</p>
        <p className="mt-1 text-sm text-muted">This directory has no channels to show.</p>
      </div>
    );
  }

  const grid: ChannelGridProps = {
    channels,
    setSize: hasNextPage ? -1 : channels.length,
    hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    onLoadMore: loadMore,
    autoLoad: !failed,
    busy: query.isFetching,
    onOpenChannel,
    initialPlace,
    onPlaceChange: keepPlace,
  };
  const paging: FeedSlot['paging'] = {
    hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: failed,
    fetchNextPage: query.fetchNextPage,
    readAhead: () => readAheadWhileWalking(apiBase),
  };

  const showNew = () => {
    fresh.show();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    onShowNew();
  };

  return (
    <>
      <NewChannelsPill count={fresh.count} joined={fresh.joined} onShow={showNew} />
      <p role="status" className="sr-only">
        {fresh.count > 0 ? `${newChannelsText(fresh.count, fresh.joined)} available` : ''}
      </p>
      {renderFeed ? renderFeed({ grid, paging }) : <ChannelGrid {...grid} />}
      {failed && <InlineError error={query.error} onRetry={loadMore} />}
      {failed ? null : trap ? (
        <div className="py-6">
          <WalkStoppedNotice trap={trap} />
        </div>
      ) : (
        <LoadMore
          hasNextPage={hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={loadMore}
          count={channels.length}
        />
      )}
    </>
  );
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
