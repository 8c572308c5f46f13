import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Channel } from '@/api/schemas';
import { channelQueries } from '@/db/channel-queries';
import { ALL_CHANNELS, type ChannelView } from '@/db/view';
import type { ChannelGridHandle } from '@/features/channels/hooks/use-grid-focus';

interface CardFocusSource {
  apiBase: string;
  /** The view the grid shows (filters and order). */
  view: ChannelView;
  copyReady: boolean;
  /** Before the copy answers, the grid shows the first page as it came. */
  firstPage: readonly Channel[] | undefined;
}

function isAsSent(view: ChannelView): boolean {
  return (
    view.q === '' &&
    view.country === null &&
    view.flags.length === 0 &&
    view.sort === ALL_CHANNELS.sort
  );
}

/**
 * Focus for a panel that no card opened (a shared link): on close it goes to the channel's card,
 * scrolled into view, or to the grid itself when the grid does not show that channel (filtered
 * out, not loaded). Only the copy knows where a channel stands in a view, so it is asked.
 */
export function useCardFocus({ apiBase, view, copyReady, firstPage }: CardFocusSource) {
  const gridRef = useRef<ChannelGridHandle>(null);
  const client = useQueryClient();
  const focusChannel = useCallback(
    (id: number) => {
      const position = async (): Promise<number | null> => {
        if (copyReady) {
          return client.fetchQuery(channelQueries.position(apiBase, view, id)).catch(() => null);
        }
        const index = isAsSent(view) ? (firstPage ?? []).findIndex((c) => c.id === id) : -1;
        return index === -1 ? null : index;
      };
      void position().then((index) => {
        // A dialog opened meanwhile keeps focus (and the page behind it is inert anyway).
        if (document.querySelector('dialog[open]')) return;
        const grid = gridRef.current;
        if (index === null) grid?.focusFeed();
        else grid?.focusCard(index);
      });
    },
    [client, apiBase, view, copyReady, firstPage],
  );
  return { gridRef, focusChannel };
}
