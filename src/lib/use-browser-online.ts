import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const snapshot = () => navigator.onLine;

/**
 * Whether the browser says it has a network, for what the page tells the reader. Not react-query's
 * onlineManager: that one starts out online whatever the browser says (navigator.onLine has
 * false negatives in Chromium, so pausing requests on it is risky), and so a page opened
 * offline would never learn it is offline, as no `offline` event comes.
 */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
