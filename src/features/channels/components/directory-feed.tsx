import type { InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import { InlineError } from '@/components/error-panel';
import { WalkStoppedNotice } from '@/components/walk-stopped-notice';
import type { useChannelDirectory } from '../hooks/use-channel-directory';
import type { FeedPlace } from '../hooks/use-feed-place';
import { useNewChannels } from '../hooks/use-new-channels';
import { saveScrollPlace } from '../lib/scroll-place';
import { ChannelGrid } from './channel-grid';
import { LoadMore } from './load-more';
import { NewChannelsPill, newChannelsText } from './new-channels-pill';

interface DirectoryFeedProps {
  directory: ReturnType<typeof useChannelDirectory>;
  data: InfiniteData<ChannelsPage, unknown>;
  initialPlace: FeedPlace | undefined;
  onOpenChannel: ((channel: Channel, element: HTMLElement) => void) | undefined;
  /** After the new channels are shown at the top: where focus should go. */
  onShowNew: () => void;
}

/** The loaded directory: new-channels pill, the grid, and what ends it (more, the end, a failure). */
export function DirectoryFeed({
  directory,
  data,
  initialPlace,
  onOpenChannel,
  onShowNew,
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
      <ChannelGrid
        channels={channels}
        setSize={hasNextPage ? -1 : channels.length}
        hasNextPage={hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        onLoadMore={loadMore}
        autoLoad={!failed}
        busy={query.isFetching}
        onOpenChannel={onOpenChannel}
        initialPlace={initialPlace}
        onPlaceChange={keepPlace}
      />
      {failed && <InlineError error={query.error} onRetry={loadMore} />}
      {trap ? (
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
