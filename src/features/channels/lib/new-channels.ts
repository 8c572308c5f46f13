import type { InfiniteData } from '@tanstack/react-query';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';

export interface NewChannels {
  /** Channels in the newest page that the loaded list does not show yet, newest first. */
  channels: Channel[];
  /**
   * The newest page reaches the loaded list, so the new channels can be put on top of it. When it
   * does not (more new channels than one page holds), there is a gap: the list has to start over.
   */
  joined: boolean;
}

/** Compares the server's newest page with the channels already loaded. */
export function findNewChannels(head: ChannelsPage, loadedIds: ReadonlySet<number>): NewChannels {
  const channels: Channel[] = [];
  const seen = new Set<number>();
  let joined = false;
  for (const channel of head.results) {
    if (loadedIds.has(channel.id)) {
      joined = true;
      break;
    }
    if (seen.has(channel.id)) continue;
    seen.add(channel.id);
    channels.push(channel);
  }
  // A last page that ends before reaching the list still joins it: nothing lies in between.
  return { channels, joined: joined || head.next === null };
}

/**
 * The loaded pages with the new channels on top: only the first page changes, so the loaded pages
 * and their links stay as they are (nothing is refetched). When the newest page does not join the
 * list, the list starts over from the newest page.
 */
export function withNewChannels<TPageParam>(
  data: InfiniteData<ChannelsPage, TPageParam>,
  head: ChannelsPage,
  fresh: NewChannels,
): InfiniteData<ChannelsPage, TPageParam> {
  const [first, ...rest] = data.pages;
  const [firstParam] = data.pageParams;
  if (!first || firstParam === undefined) return data;
  if (!fresh.joined) return { pages: [head], pageParams: [firstParam] };
  return {
    pages: [{ ...first, results: [...fresh.channels, ...first.results] }, ...rest],
    pageParams: data.pageParams,
  };
}
