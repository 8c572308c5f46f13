import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useState } from 'react';
import { channelQueries } from '@/api/channel-queries';
import { restorePages, startedRestoration } from '../api/restore-pages';
import { restorableScrollPlace } from '../lib/scroll-place';
import type { FeedPlace } from './use-feed-place';

/**
 * Where to put the reader back after a reload or a Back navigation (see lib/scroll-place.ts).
 * With the pages still in the query cache (Back inside the app) the place applies at once. After
 * a reload the same number of pages is loaded again first, and this hook suspends meanwhile; a
 * place deeper than MAX_RESTORED_PAGES is not worth the wait, and the directory starts at the top.
 * Call it before the channels query, so that query starts from the restored pages.
 */
export function useRestoredPlace(apiBase: string): FeedPlace | undefined {
  const client = useQueryClient();
  const [place] = useState(() => restorableScrollPlace(apiBase));
  const cached = client.getQueryData(channelQueries.list(apiBase).queryKey) !== undefined;
  // Once a restoration has started, every render uses it, resolved or not: the render that
  // resumes after it must call use() as the suspended one did, though the pages are now cached.
  const started = startedRestoration(client, apiBase);
  if (place && place.pages > 1 && (started || !cached)) {
    use(started ?? restorePages(client, apiBase, place.pages));
  }

  useEffect(() => {
    // The browser would scroll before the rows exist: the directory restores the place itself.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  return place;
}
