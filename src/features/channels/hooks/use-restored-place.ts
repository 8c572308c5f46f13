import { useEffect, useState } from 'react';
import { readScrollPlace } from '../lib/scroll-place';
import type { FeedPlace } from './use-feed-place';

/**
 * Where to put the reader back after a reload or a Back navigation (see lib/scroll-place.ts): the
 * grid scrolls there once the copy holds that card.
 */
export function useRestoredPlace(apiBase: string): FeedPlace | undefined {
  const [place] = useState(() => readScrollPlace(apiBase));
  useEffect(() => {
    // The browser would scroll before the rows exist: the directory restores the place itself.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  return place;
}
