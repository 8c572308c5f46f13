import { useCallback } from 'react';
import { useUrlParam } from '@/lib/url-state/use-url-params';
import { channelIdParam } from '../lib/channel-param';

export interface ChannelParam {
  /** The channel in `?channel=`, or null (absent or not an id). */
  id: number | null;
  /** Opens a channel as a new history entry, so Back closes the panel again. */
  open: (id: number) => void;
  /** Shows another channel in the open panel without adding history (next/previous). */
  show: (id: number) => void;
  /** Removes the parameter. */
  close: () => void;
}

/** The open panel lives in the address: it survives reload and can be shared. */
export function useChannelParam(): ChannelParam {
  const [id, setId] = useUrlParam('channel', channelIdParam);
  const open = useCallback((next: number) => void setId(next, { history: 'push' }), [setId]);
  const show = useCallback((next: number) => void setId(next, { history: 'replace' }), [setId]);
  const close = useCallback(() => void setId(null, { history: 'replace' }), [setId]);
  return { id, open, show, close };
}
