import { useQueries } from '@tanstack/react-query';
import type { Channel } from '@/api/schemas';
import { channelQueries, ROW_BLOCK } from '@/db/channel-queries';
import { ALL_CHANNELS, type ChannelView } from '@/db/view';

/**
 * Where the grid's channels come from: a view of the local copy, or (on a fresh visit, while the
 * database starts) the first page as the network gave it.
 */
export type GridSource =
  | {
      kind: 'copy';
      apiBase: string;
      view: ChannelView;
      /**
       * What was shown before the copy answered (the first page, in the same order): it stays
       * until the copy's window for those places arrives, so the cards do not blink out.
       */
      until?: readonly Channel[] | undefined;
    }
  | { kind: 'page'; channels: readonly Channel[] };

/**
 * The channels at positions first..last of the source, as a lookup: windows of ROW_BLOCK read
 * from the copy (only those on screen, so the page holds a few dozen records however long the
 * list). A window asked for again after the copy changed keeps its old rows meanwhile; a window
 * of another view of the same place shows the old view's rows until the new ones arrive, so a
 * keystroke never flashes empty cards.
 */
export function useGridChannels(
  source: GridSource,
  first: number,
  last: number,
): (index: number) => Channel | undefined {
  const copy = source.kind === 'copy' ? source : undefined;
  const blocks: number[] = [];
  if (copy && last >= first) {
    for (
      let block = Math.floor(first / ROW_BLOCK);
      block <= Math.floor(last / ROW_BLOCK);
      block++
    ) {
      blocks.push(block);
    }
  }
  const windows = useQueries({
    queries: blocks.map((block) => ({
      ...channelQueries.rows(copy?.apiBase ?? '', copy?.view ?? ALL_CHANNELS, block),
      placeholderData: (
        previous: Channel[] | undefined,
        query?: { queryKey: readonly unknown[] },
      ) => (query?.queryKey.at(-1) === block ? previous : undefined),
    })),
  });
  if (source.kind === 'page') return (index) => source.channels[index];
  return (index) => {
    const at = Math.floor(index / ROW_BLOCK) - (blocks[0] ?? 0);
    const window = windows[at];
    return window?.data ? window.data[index % ROW_BLOCK] : source.until?.[index];
  };
}
