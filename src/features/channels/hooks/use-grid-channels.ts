import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

export interface GridChannels {
  channelAt: (index: number) => Channel | undefined;
  /** The source's own channels are there for every place asked (no stand-ins of another view). */
  shown: boolean;
}

/**
 * The channels at positions first..last of the source, as a lookup: windows of ROW_BLOCK read
 * from the copy (only those on screen, so the page holds a few dozen records however long the
 * list). A window asked for again after the copy changed keeps its old rows meanwhile; a window
 * of another view of the same place shows the old view's rows until the new ones arrive, so a
 * keystroke never flashes empty cards.
 */
export function useGridChannels(source: GridSource, first: number, last: number): GridChannels {
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
  const apiBase = copy?.apiBase ?? '';
  const view = copy?.view ?? ALL_CHANNELS;
  const windows = useQueries({
    queries: blocks.map((block) => channelQueries.rows(apiBase, view, block)),
  });
  // The last view whose windows (one at least) were all there; its rows stand in for a new
  // view's until those come. useQueries starts a new observer for a new key, so react-query's
  // placeholder (the observer's previous data) is empty after a keystroke: every card turned
  // into a skeleton until the new rows came, and the browser restyled the whole grid twice.
  const client = useQueryClient();
  const [shownView, setShownView] = useState(view);
  const complete = windows.length > 0 && windows.every((window) => window.data !== undefined);
  if (shownView !== view && complete) {
    setShownView(view);
  }
  if (source.kind === 'page') return { channelAt: (index) => source.channels[index], shown: true };
  // Each window's stand-in looked up once per render, not once per card (a look hashes a key).
  const standIns = windows.map((window, at) =>
    window.data || source.until
      ? undefined
      : client.getQueryData(channelQueries.rows(apiBase, shownView, blocks[at] ?? 0).queryKey),
  );
  const channelAt = (index: number) => {
    const at = Math.floor(index / ROW_BLOCK) - (blocks[0] ?? 0);
    const data = windows[at]?.data;
    if (data) return data[index % ROW_BLOCK];
    if (source.until) return source.until[index];
    return standIns[at]?.[index % ROW_BLOCK];
  };
  return { channelAt, shown: complete || blocks.length === 0 };
}
