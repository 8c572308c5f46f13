import { useCallback, useState } from 'react';
import type { Channel } from '@/api/schemas';
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
 * that channel in the loaded pages (loading more if needed), and next/previous through `list`,
 * the channels as currently shown (filtered and sorted).
 */
export function useCompanyDetail(source: ChannelSource, list: readonly Channel[]): CompanyDetail {
  const param = useChannelParam();
  const lookup = useChannelLookup(param.id, source);
  const { previous, next } = neighbours(list, lookup.status === 'ready' ? param.id : null);
  const { open, show, close } = param;
  const { cancel } = lookup;
  const [opener, setOpener] = useState<HTMLElement | null>(null);

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
      onPrevious: previous === undefined ? undefined : () => show(previous),
      onNext: next === undefined ? undefined : () => show(next),
      shareUrl: param.id === null ? '' : channelLink(window.location.href, param.id),
      opener,
    },
  };
}
