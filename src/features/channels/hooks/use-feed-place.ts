import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/** A place in the feed: the first card of the top row, and how far the window is past it. */
export interface FeedPlace {
  index: number;
  offset: number;
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
 * the reader scrolls (settled, not on every frame). The place is a card index so it survives a
 * change of column count.
 */
export function useFeedPlace(
  virtualizer: Virtualizer<Window, HTMLDivElement>,
  { columns, ready, initialPlace, onPlaceChange }: FeedPlaceOptions,
): void {
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (!initialPlace) return;
    const row = Math.floor(initialPlace.index / columns);
    const [top] = virtualizer.getOffsetForIndex(row, 'start') ?? [0];
    virtualizer.scrollToOffset(top + initialPlace.offset);
  }, [ready, initialPlace, columns, virtualizer]);

  useEffect(() => {
    if (!onPlaceChange) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      // Before the first restore the window is still at the top: that is not the reader's place.
      if (!restored.current) return;
      const row = virtualizer.getVirtualItemForOffset(window.scrollY);
      if (!row) return;
      onPlaceChange({ index: row.index * columns, offset: Math.round(window.scrollY - row.start) });
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(report, SAVE_DELAY_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [virtualizer, columns, onPlaceChange]);
}
