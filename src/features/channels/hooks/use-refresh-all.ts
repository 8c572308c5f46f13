import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { restartWalk } from '@/db/channel-queries';
import type { LoadAllOutcome } from '@/lib/use-load-all';
import type { ChannelDirectory } from './use-channel-directory';

/** "Refresh everything" during this visit: from which saved copy, and how it ended. */
export interface Refresh {
  /** The API whose copy it refreshes: another API shown since has none of its own. */
  apiBase: string;
  /** When the saved copy it started from was written. */
  savedAt: number;
  /** How the walk ended (null while it runs) and when. */
  outcome: LoadAllOutcome | null;
  endedAt: number | null;
}

/**
 * A new walk from the first page over the kept copy, to the end: changed channels are refreshed
 * where they are, and the ones the API no longer has go when it completes. The walk starts
 * whatever the copy's last walk found: a complete copy has no next page until the first page is
 * fetched again. The refresh is remembered for the rest of the visit, so the line that offered
 * it can say how it went (the copy's first page, which named the saved copy, is replaced).
 */
export function useRefreshAll({ apiBase, restoredAt, loadAll }: ChannelDirectory) {
  const client = useQueryClient();
  const [kept, setRefresh] = useState<Refresh | null>(null);
  // The directory stays mounted when the API changes to one already walked this visit.
  const refresh = kept?.apiBase === apiBase ? kept : null;
  const savedAt = restoredAt ?? refresh?.savedAt;
  const { cancel, start } = loadAll;
  const refreshAll = useCallback(async () => {
    if (savedAt === undefined) return;
    // A run of the old walk (an auto-load for a filter) would go on from a page the reset drops.
    cancel();
    setRefresh({ apiBase, savedAt, outcome: null, endedAt: null });
    await restartWalk(client, apiBase);
    const outcome = (await start({ afterReset: true })) ?? 'done';
    setRefresh({ apiBase, savedAt, outcome, endedAt: Date.now() });
  }, [apiBase, cancel, client, savedAt, start]);
  return { refresh, refreshAll };
}
