import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';

/** The next page is asked for when the end of the feed is this many screens away or closer. */
export const LOAD_AHEAD_SCREENS = 2;

/**
 * Calls `onLoadMore` when the end of the feed comes within about two screens. It runs again each
 * time `enabled` comes back (a page has landed), so a short page keeps the screen filling, one
 * request at a time.
 */
export function useLoadNearEnd(
  virtualizer: Virtualizer<Window, HTMLDivElement>,
  { enabled, onLoadMore }: { enabled: boolean; onLoadMore: () => void },
): void {
  const viewport = virtualizer.scrollRect?.height ?? window.innerHeight;
  const scrolled = virtualizer.scrollOffset ?? 0;
  const end = virtualizer.options.scrollMargin + virtualizer.getTotalSize();
  const nearEnd = end - (scrolled + viewport) <= LOAD_AHEAD_SCREENS * viewport;

  useEffect(() => {
    if (enabled && nearEnd) onLoadMore();
  }, [enabled, nearEnd, onLoadMore]);
}
