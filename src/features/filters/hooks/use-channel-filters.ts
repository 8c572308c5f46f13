import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useViewCount, type ViewCountState } from '@/db/use-view-count';
import { viewOf, type ChannelView } from '@/db/view';
import { useFilterState, type FilterState } from './use-filter-state';
import type { LoadAll } from '@/lib/use-load-all';

/** Fewer matches than this do not fill a screen of cards: keep looking. */
export const AUTO_LOAD_MIN_MATCHES = 24;

/**
 * How many channels a walk over a kept copy ("Refresh everything") has checked, or null for a walk
 * that adds what it sees. Both numbers come from the walk's last answer: the copy's own count runs
 * ahead of it while the worker stores pages the page has not asked for yet, and compared with
 * that, every walk read as "Checked 7,200 of 7,600" and the count seemed to go back.
 */
export function walkChecked(walk: { seen: number; walked: number }): number | null {
  return walk.seen < walk.walked ? walk.seen : null;
}

/** The walk and the copy, as filtering needs them. */
export interface FeedPaging {
  apiBase: string;
  copyReady: boolean;
  /** Channels in the copy after the last page landed. */
  walked: number;
  /** Channels the current walk has seen. */
  seen: number;
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  /** The walk stopped on a trap (a loop, pages with nothing new): the copy is not complete. */
  stopped: boolean;
  /** The walk to the end ("Search all channels") and while a condition holds (auto-load). */
  loadAll: LoadAll;
}

export interface ChannelFilters {
  filters: FilterState;
  /** The filters and the order as the copy is asked for them. */
  view: ChannelView;
  count: ViewCountState;
  loadAll: LoadAll;
  /**
   * Pages are being loaded to look for matches (auto-load or "Search all channels"), or the
   * auto-load is waiting for the count of the last ones before it asks for more.
   */
  searching: boolean;
  hasNextPage: boolean;
  stopped: boolean;
  /** Channels the current walk has checked when it walks over a kept copy, else null. */
  checked: number | null;
  /**
   * Whether anything may load pages by itself (pass it to the grid's own near-end loading too):
   * not while "Search all channels" runs, and not after its Cancel until the filter changes;
   * Cancel means "stop loading", not "let the auto-loader take over".
   */
  autoLoadAllowed: boolean;
}

/** Everything the directory page needs for filtering, in one call. */
export function useChannelFilters(paging: FeedPaging & { endInView: boolean }): ChannelFilters {
  const { apiBase, copyReady, hasNextPage, isFetchNextPageError, stopped, walked } = paging;
  const { loadAll, endInView } = paging;
  const filters = useFilterState();
  const view = useMemo(() => viewOf(filters.criteria), [filters.criteria]);
  const count = useViewCount(apiBase, view, copyReady, walked);

  const { q, country, flags } = filters.criteria;
  const criteriaKey = [q, country ?? '', ...flags].join('\u0000');
  const [pausedFor, setPausedFor] = useState<string | null>(null);
  const { cancel: cancelLoadAll, loadWhile, loading } = loadAll;
  const cancel = useCallback(() => {
    cancelLoadAll();
    setPausedFor(criteriaKey);
  }, [cancelLoadAll, criteriaKey]);
  const autoLoadAllowed = !loadAll.running && pausedFor !== criteriaKey;

  // While a filter shows less than a screen of matches and the end of the list is in view, load
  // on, page after page, until it does (the count it reads is the copy's, four times a second).
  const lookingOn =
    copyReady &&
    autoLoadAllowed &&
    filters.filtering &&
    count.matches < AUTO_LOAD_MIN_MATCHES &&
    endInView &&
    hasNextPage &&
    !isFetchNextPageError;
  // A count that lags the last page would ask for pages the matches already fill: the run waits
  // for it. That pause is still the same search to the reader (see `searching`).
  const wantMore = lookingOn && !count.pending && count.total >= walked;
  const wanted = useRef(wantMore);
  useEffect(() => {
    wanted.current = wantMore;
  });
  useEffect(() => {
    if (wantMore && !loading) loadWhile(() => wanted.current);
  }, [wantMore, loading, loadWhile]);

  return {
    filters,
    view,
    count,
    loadAll: { ...loadAll, cancel },
    // Not only while a run loads: between two runs, as it waits for the count, the line must not
    // flip to "0 of 5,760 loaded channels match" and "Stop searching" must not blink away.
    searching: loading || lookingOn,
    hasNextPage,
    stopped,
    checked: walkChecked(paging),
    autoLoadAllowed,
  };
}
