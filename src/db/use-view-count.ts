import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { channelQueries, filterOf } from './channel-queries';
import { queryWords, type ChannelView } from './view';

export interface ViewCountState {
  /** Channels that match the view. */
  matches: number;
  /** Channels in the copy (walked so far). */
  total: number;
  /**
   * This view is still being counted: the numbers are the previous view's (`previous`), or (see
   * `partial`) this one's so far.
   */
  pending: boolean;
  /** The numbers are the previous view's, standing until this view's first answer. */
  previous: boolean;
  /**
   * `matches` is a count so far: this view's, still going up, or (with `previous`) the previous
   * view's, whose count had not finished either.
   */
  partial: boolean;
  /** `matches` is a count (false: a filter waits for the copy, the number means nothing yet). */
  known: boolean;
  /**
   * Cards the grid can show: `matches`, or while a filter's first count is on its way, the cards
   * of its first window (found before the count, at most a window's worth).
   */
  shown: number;
}

/**
 * How many channels a view matches, from the copy. While a new view is counted the previous
 * numbers stay (a keystroke does not blank the status line). Before the copy has answered, the
 * walk's own count (`walked`: the first page, or the saved copy's size) is the whole unfiltered
 * list so far, and a filter waits for the copy (its first window's cards may come first).
 */
export function useViewCount(
  apiBase: string,
  view: ChannelView,
  copyReady: boolean,
  walked: number,
): ViewCountState {
  const count = useQuery({
    ...channelQueries.count(apiBase, filterOf(view)),
    enabled: copyReady,
    placeholderData: keepPreviousData,
  });
  const filtering = queryWords(view.q).length > 0 || view.country !== null || view.flags.length > 0;
  // A filter's first count (a reload with a search in the address, or typed before the copy
  // had counted anything) can take a few hundred ms on a large copy. Its first window of rows,
  // which the grid asks for anyway, is quicker: the cards it holds are shown meanwhile.
  const firstRows = useQuery({
    ...channelQueries.rows(apiBase, view, 0),
    enabled: copyReady && filtering && count.data === undefined,
  });
  // Until the copy has answered once, what the first page says stands.
  if (!copyReady || count.data === undefined) {
    const loaded = walked;
    return {
      matches: filtering ? 0 : loaded,
      total: loaded,
      pending: filtering,
      previous: false,
      partial: false,
      known: !filtering,
      shown: filtering ? (firstRows.data?.length ?? 0) : loaded,
    };
  }
  // A previous count that had not finished stays a count so far: as "N channels match" it read
  // as this view's finished count (a million channels, "st" after "s": "39,737 channels match"
  // for the moment until the count of "st" answered).
  const partial = !count.data.complete;
  // Numbers where every channel matched (as the unfiltered list's always do) say nothing about a
  // filter's matches: "200,000 channels match" showed, and was announced, for a quarter of a
  // second after a country was picked. The line says it is counting; the cards stay meanwhile.
  const allMatched = count.data.matches === count.data.total;
  return {
    matches: count.data.matches,
    total: count.data.total,
    pending: count.isPlaceholderData || partial,
    previous: count.isPlaceholderData,
    partial,
    known: !(count.isPlaceholderData && filtering && allMatched),
    shown: count.data.matches,
  };
}
