import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Channel } from '@/api/schemas';
import { channelQueries } from '@/db/channel-queries';
import { ALL_CHANNELS, type ChannelView } from '@/db/view';
import { focusMovedOn } from '@/lib/focus-moved-on';
import type { ChannelGridHandle } from '@/features/channels/hooks/use-grid-focus';

interface CardFocusSource {
  apiBase: string;
  /** The view the grid shows (filters and order). */
  view: ChannelView;
  copyReady: boolean;
  /** Before the copy answers, the grid shows the first page as it came. */
  firstPage: readonly Channel[] | undefined;
}

/** How often, and how far apart, a close asks the copy again for a channel it lacks yet. */
const COPY_RETRIES = 8;
const COPY_RETRY_MS = 250;

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
      const origin = document.activeElement;
      const position = async (): Promise<number | null> => {
        if (copyReady) {
          // Asked afresh at every close: the copy grows, and an old "not there" must not stick.
          const ask = () =>
            client
              .fetchQuery({ ...channelQueries.position(apiBase, view, id), staleTime: 0 })
              .catch(() => null);
          for (let attempt = 0; ; attempt += 1) {
            const found = await ask();
            // Not in the view. The walk may have fetched the page that holds the channel (the
            // panel shows it) a moment before the copy writes it: while the copy does not have
            // the channel at all, ask again for a little while before settling on the grid.
            if (found !== null || attempt === COPY_RETRIES) return found;
            const stored = await client
              .fetchQuery({ ...channelQueries.channel(apiBase, id), staleTime: 0 })
              .catch(() => null);
            // Stored by now: it may have landed between the two asks, so the view is asked once
            // more (it still says null when its filters leave the channel out).
            if (stored) return ask();
            await new Promise((resolve) => setTimeout(resolve, COPY_RETRY_MS));
          }
        }
        const index = isAsSent(view) ? (firstPage ?? []).findIndex((c) => c.id === id) : -1;
        return index === -1 ? null : index;
      };
      void position().then((index) => {
        // A dialog opened meanwhile keeps focus (and the page behind it is inert anyway).
        if (document.querySelector('dialog[open]')) return;
        if (focusMovedOn(origin)) return;
        const grid = gridRef.current;
        if (index === null) grid?.focusFeed();
        else grid?.focusCard(index);
      });
    },
    [client, apiBase, view, copyReady, firstPage],
  );
  return { gridRef, focusChannel };
}
