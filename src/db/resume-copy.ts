import type { QueryClient } from '@tanstack/react-query';
import { channelQueries } from './channel-queries';
import { localDb } from './client';
import type { Channel } from '@/api/schemas';
import { forgetCopyHint, readCopyHint, type CopyHint } from './copy-hint';
import { readFirstScreen } from './first-screen';
import { trackCopy } from './copy-readiness';
import type { PageSummary } from './protocol';

/**
 * A saved copy as the walk's first summary: where its walk continues, and the first cards kept
 * for it (if any) to show until the copy is open.
 */
export function restoredSummary(copy: CopyHint, first?: readonly Channel[]): PageSummary {
  return {
    ...(first ? { results: [...first] } : {}),
    next: copy.complete ? null : copy.next,
    received: 0,
    fresh: 0,
    seen: 0,
    firstId: null,
    lastId: null,
    nextSeen: false,
    staleRun: 0,
    rejected: [],
    complete: copy.complete,
    total: copy.total,
    restoredAt: copy.savedAt,
  };
}

/**
 * A return visit: when the page knows of a saved copy of `apiBase`, the walk starts from it
 * instead of from the network. The database worker opens the copy at once (the grid reads it as
 * soon as it answers) and its walk continues from the link where it stopped; channels added
 * since are looked for from the top (see the `top` query). Works offline. Returns false when
 * there is no saved copy to resume (the walk then starts with the first page, as on a first
 * visit). If the worker finds the copy gone after all, the walk starts over from the first page.
 */
export function resumeCopy(client: QueryClient, apiBase: string): boolean {
  const options = channelQueries.list(apiBase);
  if (client.getQueryData(options.queryKey)) return true;
  const hint = readCopyHint(apiBase);
  if (!hint) return false;
  client.setQueryData(options.queryKey, {
    pages: [restoredSummary(hint, readFirstScreen(apiBase))],
    pageParams: [options.initialPageParam],
  });
  const opening = localDb().call('open', [apiBase]);
  void trackCopy(apiBase, opening).catch(() => undefined);
  opening.then(
    ({ total, walk, storage }) => {
      if (total === 0) {
        // A copy in memory starts empty while another tab keeps the saved one: its note stays,
        // for the visit that opens it. Only a copy found gone from the device is forgotten.
        if (storage === 'persistent') forgetCopyHint(apiBase);
        void client.resetQueries({ queryKey: options.queryKey, exact: true });
        return;
      }
      const saved = { total, savedAt: walk.updatedAt, next: walk.next, complete: walk.complete };
      client.setQueryData(options.queryKey, (data) =>
        data?.pages.length === 1 && data.pages[0]?.restoredAt !== undefined
          ? { ...data, pages: [restoredSummary(saved, data.pages[0].results)] }
          : data,
      );
    },
    () => undefined,
  );
  return true;
}
