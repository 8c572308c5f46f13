import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback } from 'react';
import type { Channel } from '@/api/schemas';
import { cn } from '@/lib/cn';
import { useColumnCount } from '../hooks/use-column-count';
import { useDocumentOffset } from '../hooks/use-document-offset';
import { useFeedKeyboard } from '../hooks/use-feed-keyboard';
import { useFeedPlace, type FeedPlace } from '../hooks/use-feed-place';
import { useLoadNearEnd } from '../hooks/use-load-near-end';
import { rowCount } from '../lib/columns';
import { ChannelCard } from './channel-card';

/** A card row's height before it is measured (card + gap); rows are measured once rendered. */
const ESTIMATED_ROW_PX = 228;

const columnClasses = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'];

export interface ChannelGridProps {
  channels: readonly Channel[];
  /** `aria-setsize` of every card: -1 while more pages exist, else the total. */
  setSize: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Asks for the next page; called when the reader comes within about two screens of the end. */
  onLoadMore: () => void;
  /** Off after a failed page, so a broken server is not asked again and again. */
  autoLoad?: boolean;
  /** A page is loading (`aria-busy` on the feed). */
  busy?: boolean;
  onOpenChannel?: (channel: Channel, element: HTMLElement) => void;
  /** Where to scroll to once, when the grid first shows (a reload or Back). */
  initialPlace?: FeedPlace;
  /** Told where the reader is as they scroll, to keep for a reload. */
  onPlaceChange?: (place: FeedPlace) => void;
}

/**
 * The channels as an ARIA feed, virtualized by rows with the window as the scroller: only the
 * rows near the viewport are in the DOM however many channels are loaded, and the browser's own
 * scrollbar and keyboard scrolling keep working.
 */
export function ChannelGrid({
  channels,
  setSize,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  autoLoad = true,
  busy = false,
  onOpenChannel,
  initialPlace,
  onPlaceChange,
}: ChannelGridProps) {
  const columns = useColumnCount();
  const [feedRef, scrollMargin] = useDocumentOffset();
  const rows = rowCount(channels.length, columns);
  // Rows of another column count are other rows: their measured sizes must not be reused.
  const rowKey = useCallback((index: number) => `${columns}:${index}`, [columns]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows,
    getItemKey: rowKey,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 2,
    scrollMargin: scrollMargin ?? 0,
    // Scrolling moves rows without a React render; React renders when the visible rows change.
    directDomUpdates: true,
  });
  useFeedPlace(virtualizer, {
    columns,
    ready: scrollMargin !== null && rows > 0,
    initialPlace,
    onPlaceChange,
  });
  useLoadNearEnd(virtualizer, {
    enabled: autoLoad && hasNextPage && !isFetchingNextPage,
    onLoadMore,
  });
  const onKeyDown = useFeedKeyboard(virtualizer, { columns, count: channels.length });
  const { containerRef: sizeContainer, measureElement } = virtualizer;
  const items = virtualizer.getVirtualItems();

  return (
    <div ref={feedRef}>
      {/* The APG feed pattern puts its keys (Page Down/Up, Control+End/Home) on the feed. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={sizeContainer}
        role="feed"
        aria-label="Channels"
        aria-busy={busy}
        onKeyDown={onKeyDown}
        className="relative"
      >
        {items.map((row) => {
          const first = row.index * columns;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={measureElement}
              className={cn(
                'absolute inset-x-0 top-0 left-0 grid gap-4 pb-4',
                columnClasses[columns - 1],
              )}
            >
              {channels.slice(first, first + columns).map((channel, offset) => (
                <ChannelCard
                  key={channel.id}
                  channel={channel}
                  posinset={first + offset + 1}
                  setsize={setSize}
                  onOpen={onOpenChannel}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
