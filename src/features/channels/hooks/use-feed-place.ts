import { useEffect, useRef } from 'react';
import type { FeedScroller } from '../lib/feed-scroller';

/**
 * A place in the feed: the first card of the row at the window's top, and where that row's bottom
 * edge was (px below the window's top). A card, not a pixel offset, so it survives another window
 * width (another column count).
 */
export interface FeedPlace {
  index: number;
  rowBottom: number;
}

const SAVE_DELAY_MS = 150;

interface FeedPlaceOptions {
  columns: number;
  rowHeight: number;
  /** The rows are laid out (the feed's position on the page is known and it has rows). */
  ready: boolean;
  initialPlace: FeedPlace | undefined;
  onPlaceChange: ((place: FeedPlace) => void) | undefined;
}

/**
 * Scrolls back to `initialPlace` once, when the rows are first laid out, and reports the place as
 * the reader scrolls (settled, not on every frame). When the window is resized across a
 * breakpoint, the top card's new row is brought back to the top.
 */
export function useFeedPlace(
  scroller: FeedScroller,
  { columns, rowHeight, ready, initialPlace, onPlaceChange }: FeedPlaceOptions,
): void {
  const restored = useRef(false);
  const lastPlace = useRef<FeedPlace | undefined>(initialPlace);
  const shownColumns = useRef(columns);

  useEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (!initialPlace) return;
    const row = Math.floor(initialPlace.index / columns);
    scroller.scrollToVirtual((row + 1) * rowHeight - initialPlace.rowBottom);
  }, [ready, initialPlace, columns, rowHeight, scroller]);

  useEffect(() => {
    if (shownColumns.current === columns) return;
    shownColumns.current = columns;
    const place = lastPlace.current;
    if (place) scroller.scrollToRow(Math.floor(place.index / columns));
  }, [columns, scroller]);

  // The latest layout and callback, read when the scroll settles: the listener itself stays put,
  // so a page landing mid-scroll does not drop the pending report.
  const latest = useRef({ columns, rowHeight, onPlaceChange });
  useEffect(() => {
    latest.current = { columns, rowHeight, onPlaceChange };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      timer = undefined;
      const { columns: perRow, rowHeight: height, onPlaceChange: tell } = latest.current;
      // Before the first restore the window is still at the top: that is not the reader's place.
      if (!restored.current) return;
      const top = Math.max(0, scroller.virtual);
      const row = Math.floor(top / height);
      const place = { index: row * perRow, rowBottom: Math.round((row + 1) * height - top) };
      lastPlace.current = place;
      tell?.(place);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(report, SAVE_DELAY_MS);
    };
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      report();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', flush);
    };
  }, [scroller]);
}
