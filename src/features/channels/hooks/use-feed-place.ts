import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/**
 * A place in the feed: the first card of the row at the window's top, and where that row's bottom
 * edge was (px below the window's top). The bottom edge, not the top, because rows above the
 * window are only estimated until rendered, and as each is measured the virtualizer keeps what is
 * on screen still: measured from the bottom, the place holds whatever that row's real height.
 */
export interface FeedPlace {
  index: number;
  rowBottom: number;
}

const SAVE_DELAY_MS = 150;

interface FeedPlaceOptions {
  columns: number;
  /** The rows are laid out (the feed's position on the page is known and it has rows). */
  ready: boolean;
  initialPlace: FeedPlace | undefined;
  onPlaceChange: ((place: FeedPlace) => void) | undefined;
}

/**
 * Scrolls back to `initialPlace` once, when the rows are first laid out, and reports the place as
 * the reader scrolls (settled, not on every frame). The place is a card index, so it survives a
 * change of column count: when the window is resized across a breakpoint, the top card's new row
 * is brought back to the top.
 */
export function useFeedPlace(
  virtualizer: Virtualizer<Window, HTMLDivElement>,
  { columns, ready, initialPlace, onPlaceChange }: FeedPlaceOptions,
): void {
  const restored = useRef(false);
  const lastPlace = useRef<FeedPlace | undefined>(initialPlace);
  const shownColumns = useRef(columns);

  useEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (!initialPlace) return;
    const row = virtualizer.measurementsCache[Math.floor(initialPlace.index / columns)];
    if (row) virtualizer.scrollToOffset(row.end - initialPlace.rowBottom);
  }, [ready, initialPlace, columns, virtualizer]);

  useEffect(() => {
    if (shownColumns.current === columns) return;
    shownColumns.current = columns;
    const place = lastPlace.current;
    if (place) virtualizer.scrollToIndex(Math.floor(place.index / columns), { align: 'start' });
  }, [columns, virtualizer]);

  // The latest columns and callback, read when the scroll settles: the listener itself stays put,
  // so a page landing mid-scroll does not drop the pending report.
  const latest = useRef({ columns, onPlaceChange });
  useEffect(() => {
    latest.current = { columns, onPlaceChange };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      timer = undefined;
      const { columns: perRow, onPlaceChange: tell } = latest.current;
      // Before the first restore the window is still at the top: that is not the reader's place.
      if (!restored.current) return;
      const row = virtualizer.getVirtualItemForOffset(window.scrollY);
      if (!row) return;
      const place = { index: row.index * perRow, rowBottom: Math.round(row.end - window.scrollY) };
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
  }, [virtualizer]);
}
