import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { FeedScroller, type FeedLayout, type FeedWindow } from '../lib/feed-scroller';

/**
 * The grid's scroller (see FeedScroller): told the layout after every render, it says which rows
 * to render. The layout effect runs before paint, so a page that lands never shows a frame of
 * rows placed for the old length.
 */
export function useFeedScroller(layout: FeedLayout): [FeedScroller, FeedWindow] {
  const [scroller] = useState(() => new FeedScroller(layout));
  const { rows, rowHeight, margin, overscan } = layout;
  useLayoutEffect(() => {
    scroller.setLayout({ rows, rowHeight, margin, overscan });
  }, [scroller, rows, rowHeight, margin, overscan]);
  const window = useSyncExternalStore(scroller.subscribe, scroller.getWindow, scroller.getWindow);
  return [scroller, window];
}
