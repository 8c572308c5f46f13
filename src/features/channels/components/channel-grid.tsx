import { useEffect, type Ref } from 'react';
import type { Channel } from '@/api/schemas';
import { cn } from '@/lib/cn';
import { useColumnCount } from '../hooks/use-column-count';
import { useDocumentOffset } from '../hooks/use-document-offset';
import { useFeedPlace, type FeedPlace } from '../hooks/use-feed-place';
import { useFeedScroller } from '../hooks/use-feed-scroller';
import { useGridChannels, type GridSource } from '../hooks/use-grid-channels';
import { useGridFocus, type ChannelGridHandle } from '../hooks/use-grid-focus';
import { useRowHeight } from '../hooks/use-row-height';
import { useViewTrim } from '../hooks/use-view-trim';
import { rowCount } from '../lib/columns';
import { tabStopIndex } from '../lib/grid-moves';
import { MAX_HEIGHT } from '../lib/scroll-map';
import { ChannelCard } from './channel-card';
import { ChannelCardSkeleton } from './channel-card-skeleton';

/** The next page is asked for when the end of the feed is this many screens away or closer. */
export const LOAD_AHEAD_SCREENS = 2;

const columnClasses = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'];

export interface ChannelGridProps {
  source: GridSource;
  /** Channels in the source (the grid's length). */
  total: number;
  /** `aria-setsize` of every card: -1 while more pages exist, else the total. */
  setSize: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Asks for the next page; called when the reader comes within about two screens of the end. */
  onLoadMore: () => void;
  /** Off after a failed page, so a broken server is not asked again and again. */
  autoLoad?: boolean;
  /**
   * `total` counts every page walked so far. Until it does (the count lags a landed page by a
   * moment), the end of the grid is not where the end of the list will be: no page is asked for.
   */
  counted?: boolean;
  /** A page is loading (`aria-busy` on the feed). */
  busy?: boolean;
  onOpenChannel?: (channel: Channel, element: HTMLElement) => void;
  /** Where to scroll to once, when the grid first shows (a reload or Back). */
  initialPlace?: FeedPlace;
  /** Told where the reader is as they scroll, to keep for a reload. */
  onPlaceChange?: (place: FeedPlace) => void;
  /** Lets the app focus a card or the feed (see ChannelGridHandle). */
  handleRef?: Ref<ChannelGridHandle> | undefined;
}

/**
 * The channels as an ARIA feed with the window as the scroller. Rows have one fixed height, only
 * the rows near the viewport are in the DOM, and only their channels are read from the copy: a
 * million channels cost what a screenful does, and End lands on the last card.
 */
export function ChannelGrid({
  source,
  total,
  setSize,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  autoLoad = true,
  counted = true,
  busy = false,
  onOpenChannel,
  initialPlace,
  onPlaceChange,
  handleRef,
}: ChannelGridProps) {
  const columns = useColumnCount();
  const [feedRef, margin] = useDocumentOffset();
  const [rowRef, rowHeight] = useRowHeight();
  const rows = rowCount(total, columns);
  const [scroller, view] = useFeedScroller({ rows, rowHeight, margin: margin ?? 0, overscan: 2 });
  const { channelAt, shown } = useGridChannels(
    source,
    view.first * columns,
    (view.last + 1) * columns - 1,
  );
  const trimmed = useViewTrim(source.kind === 'copy' ? source.view : null, shown);
  const inView = trimmed ? scroller.rowsInView() : view;
  const firstRow = Math.max(view.first, inView.first);
  const lastRow = Math.min(view.last, inView.last);
  useFeedPlace(scroller, {
    columns,
    rowHeight,
    // Once the card is there: after a reload the copy may still be opening.
    ready:
      margin !== null && rows > 0 && (initialPlace === undefined || initialPlace.index < total),
    initialPlace,
    onPlaceChange,
  });
  const wantsMore = autoLoad && counted && hasNextPage && !isFetchingNextPage;
  useEffect(() => {
    if (wantsMore && scroller.distanceToEnd() <= LOAD_AHEAD_SCREENS * window.innerHeight) {
      onLoadMore();
    }
  }, [wantsMore, scroller, view.last, rows, onLoadMore]);
  const { focusRef, active, onKeyDown, onFocus } = useGridFocus(scroller, {
    columns,
    count: total,
    handleRef,
  });
  const lastRendered = Math.min(total, (lastRow + 1) * columns) - 1;
  const tabStop = tabStopIndex({
    active,
    firstInView: Math.floor(Math.max(0, scroller.virtual) / rowHeight) * columns,
    last: lastRendered,
    loaded: (index) =>
      index >= firstRow * columns && index <= lastRendered && channelAt(index) !== undefined,
  });

  const rendered: number[] = [];
  for (let row = firstRow; row <= lastRow; row++) rendered.push(row);
  return (
    <div ref={feedRef}>
      {/* The APG feed pattern puts its keys (Page Down/Up, Control+End/Home) on the feed; the
          grid adds arrows, Home/End and Enter (see useGridFocus). The feed itself is focusable
          only from script: it takes focus when a channel asked for is not in it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={focusRef}
        role="feed"
        aria-label="Channels"
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        className="relative rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
        style={{ height: Math.min(rows * rowHeight, MAX_HEIGHT) }}
      >
        {rendered.map((row, at) => {
          const firstIndex = row * columns;
          const indexes = [];
          for (let index = firstIndex; index < Math.min(total, firstIndex + columns); index++) {
            indexes.push(index);
          }
          return (
            <div
              key={row}
              ref={at === 0 ? rowRef : undefined}
              className={cn('absolute inset-x-0 grid gap-4 pb-4', columnClasses[columns - 1])}
              style={{ top: row * rowHeight + view.shift }}
            >
              {indexes.map((index) => {
                const channel = channelAt(index);
                return channel ? (
                  <ChannelCard
                    key={channel.id}
                    channel={channel}
                    posinset={index + 1}
                    setsize={setSize}
                    tabbable={index === tabStop}
                    onOpen={onOpenChannel}
                  />
                ) : (
                  <ChannelCardSkeleton key={`pending-${index}`} />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
