import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { channelQueries } from '@/db/channel-queries';
import type { ChannelView } from '@/db/view';
import { channelLink } from '../lib/channel-param';
import { neighbours } from '../lib/neighbours';
import type { CompanyDetailDialogProps } from '../components/company-detail-dialog';
import { useChannelLookup, type ChannelSource } from './use-channel-lookup';
import { useChannelParam } from './use-channel-param';

export interface CompanyDetail {
  /**
   * For a card: opens the panel on that channel (a history entry, so Back closes it). Focus
   * returns to `opener` on close (default: whatever has focus now).
   */
  openChannel: (id: number, opener?: HTMLElement) => void;
  /** Spread onto <CompanyDetailDialog />. */
  dialogProps: CompanyDetailDialogProps;
}

/**
 * Everything the directory page needs for the detail panel: the `?channel=` parameter, finding
 * that channel in the copy (walking on if needed), and next/previous through `view`, the
 * channels as currently shown (filtered and sorted). `returnFocus` is told the channel shown last
 * when a panel that no card opened (a link) closes, so focus can go to that channel's card.
 */
export function useCompanyDetail(
  source: ChannelSource,
  view: ChannelView,
  returnFocus?: (id: number) => void,
): CompanyDetail {
  const param = useChannelParam();
  const lookup = useChannelLookup(param.id, source);
  const shown = lookup.status === 'ready' ? param.id : null;
  const around = useQuery({
    ...channelQueries.neighbours(source.apiBase, view, shown ?? -1),
    enabled: shown !== null && source.copyReady,
  });
  // Before the copy answers, the first page is the whole list there is.
  const fromPage = neighbours(source.firstPage ?? [], shown);
  const previous = source.copyReady ? (around.data?.previous ?? undefined) : fromPage.previous;
  const next = source.copyReady ? (around.data?.next ?? undefined) : fromPage.next;
  const { open, show, close } = param;
  const step = usePendingStep(shown, source.copyReady && around.isPending, around.data, show);
  const { cancel } = lookup;
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // The id is gone from the address by the time the panel closes: keep the last one shown.
  const lastShown = useRef<number | null>(null);
  useEffect(() => {
    if (param.id !== null) lastShown.current = param.id;
  }, [param.id]);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  }, [returnFocus]);
  const focusLastShown = useCallback(() => {
    const id = lastShown.current;
    if (id !== null) returnFocusRef.current?.(id);
  }, []);

  const openChannel = useCallback(
    (id: number, element?: HTMLElement) => {
      setOpener(element ?? null);
      open(id);
    },
    [open],
  );

  const cancelSearch = useCallback(() => {
    cancel();
    close();
  }, [cancel, close]);

  return {
    openChannel,
    dialogProps: {
      channelId: param.id,
      channel: lookup.channel,
      status: lookup.status,
      searched: lookup.searched,
      onClose: close,
      onCancelSearch: cancelSearch,
      onRetry: lookup.retry,
      onPrevious: step('previous', previous),
      onNext: step('next', next),
      shareUrl: param.id === null ? '' : channelLink(window.location.href, param.id),
      opener,
      returnFocus: focusLastShown,
    },
  };
}

type Way = 'previous' | 'next';

/**
 * A step asked for (arrow key or button) while the copy has not yet said who the shown
 * channel's neighbours are is kept and taken when they answer: dropping it made a quick
 * ArrowRight, ArrowLeft lose the second key. Returns the handler for each way: undefined
 * when there is known to be no neighbour that way.
 */
function usePendingStep(
  shown: number | null,
  waiting: boolean,
  known: { previous: number | null; next: number | null } | undefined,
  show: (id: number) => void,
) {
  // A ref, not state: the step is taken when the neighbours' answer renders, which reruns this.
  const asked = useRef<{ from: number; way: Way } | null>(null);
  useEffect(() => {
    const step = asked.current;
    if (step === null || (step.from === shown && known === undefined)) return;
    asked.current = null;
    // A step asked for another channel than the one now shown has lost its meaning.
    const target = step.from === shown ? known?.[step.way] : null;
    if (target !== null && target !== undefined) show(target);
  }, [shown, known, show]);
  return (way: Way, target: number | undefined) => {
    if (target !== undefined) return () => show(target);
    if (!waiting || shown === null) return undefined;
    return () => {
      asked.current = { from: shown, way };
    };
  };
}
