import { useCallback, useSyncExternalStore } from 'react';
import { copyNotice, dismissCopyNotice, subscribeCopyNotices } from './sync';

/**
 * What the user should be told about the local copy of `apiBase` (kept in memory only, started
 * over, cleared after damage), until they dismiss it. The worker says it once per opening.
 */
export function useCopyNotice(apiBase: string): {
  notice: string | undefined;
  dismiss: () => void;
} {
  const notice = useSyncExternalStore(subscribeCopyNotices, () => copyNotice(apiBase));
  const dismiss = useCallback(() => dismissCopyNotice(apiBase), [apiBase]);
  return { notice, dismiss };
}
