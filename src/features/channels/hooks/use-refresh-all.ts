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
export function useRefreshAll({ apiBase, restoredAt, loadAll, query }: ChannelDirectory) {
  const client = useQueryClient();
  const [kept, setRefresh] = useState<Refresh | null>(null);
  // The directory stays mounted when the API changes to one already walked this visit.
  const refresh = kept?.apiBase === apiBase ? kept : null;
  const savedAt = restoredAt ?? refresh?.savedAt;
  const { cancel, start } = loadAll;
  const run = useCallback(
    async (fromTheTop: boolean) => {
      if (savedAt === undefined) return;
      // Another run (an auto-load for a filter) would go on from a page the reset drops, or
      // take this one over and end it early.
      cancel();
      setRefresh({ apiBase, savedAt, outcome: null, endedAt: null });
      if (fromTheTop) await restartWalk(client, apiBase);
      const outcome = (await start({ afterReset: fromTheTop })) ?? 'done';
      setRefresh({ apiBase, savedAt, outcome, endedAt: Date.now() });
    },
    [apiBase, cancel, client, savedAt, start],
  );
  const refreshAll = useCallback(() => run(true), [run]);
  // A refresh that was stopped or failed goes on from where it stopped, the same walk: over a
  // million channels, starting again from the top would walk minutes of pages again.
  const stopped = refresh?.outcome === 'cancelled' || refresh?.outcome === 'failed';
  const resume = useCallback(() => run(false), [run]);
  return { refresh, refreshAll, resumeRefresh: stopped && query.hasNextPage ? resume : undefined };
}
