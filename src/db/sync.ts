import type { QueryClient } from '@tanstack/react-query';
import { watchTyping } from '@/lib/fast-scrolling';
import { channelQueries } from './channel-queries';
import { localDb, localDbStarted, onLocalDbStart } from './client';
import { forgetCopyHint, writeCopyHint, type CopyHint } from './copy-hint';
import type { WorkerEvent } from './protocol';

/**
 * How often what the copy shows is asked for again while pages keep landing. Well under 250 ms:
 * the answer takes a moment more (the worker is writing pages, longer as the copy grows), and
 * the count must still move at least four times a second. "Walk progress, gap between moves"
 * p95 in npm run bench: at 250 ms 290 ms and at 200 ms 240 ms (50,000 channels); at 200 ms
 * 242-243 ms at 200,000 and 290 ms at a million; at 150 ms 197-198 ms at 200,000, with the
 * walk as fast as before.
 */
export const REFRESH_MS = 150;
/** How often the page's note of a copy (see copy-hint.ts) is written during a walk. */
const HINT_MS = 1000;

type Notices = Map<string, string>;
const notices: Notices = new Map();
const noticeListeners = new Set<() => void>();

function tell(apiBase: string, notice: string): void {
  notices.set(apiBase, notice);
  for (const listener of noticeListeners) listener();
}

/** What the user should know about the copy of `apiBase` (memory only, started over), if anything. */
export function copyNotice(apiBase: string): string | undefined {
  return notices.get(apiBase);
}

export function dismissCopyNotice(apiBase: string): void {
  if (notices.delete(apiBase)) for (const listener of noticeListeners) listener();
}

export function subscribeCopyNotices(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/**
 * Keeps the query cache in step with the database: when a copy changes, the queries reading it
 * (rows, counts, countries, a channel) are invalidated, at once and then at most every
 * REFRESH_MS while pages keep landing, so what is on screen moves four times a second however
 * fast the walk goes. A copy started over empties its walk, which starts again from page 1.
 * Never starts the worker itself; returns the function that stops listening.
 */
export function syncWithLocalDb(client: QueryClient): () => void {
  const waiting = new Map<string, { pending: boolean }>();
  // While the reader types, a copy's changes wait for the pause (a walk waits too: holdWalk). Taken
  // at once, the pages a walk stored before it stopped cancelled the key's own reads, which were
  // asked again, and re-rendered everything beside them.
  let typing = false;
  const changedWhileTyping = new Set<string>();
  const invalidate = async (apiBase: string) => {
    const filters = { queryKey: channelQueries.local(apiBase) };
    // A read already on its way may have started before the change: react-query would join it
    // and drop the invalidation. Cancelled, it is asked again (a count keeps what it counted in
    // the worker, so it goes on from there).
    await client.cancelQueries(filters, { revert: true, silent: true });
    await client.invalidateQueries(filters);
  };

  const changed = (apiBase: string) => {
    if (typing) {
      changedWhileTyping.add(apiBase);
      return;
    }
    const window = waiting.get(apiBase);
    if (window) {
      window.pending = true;
      return;
    }
    void invalidate(apiBase);
    const state = { pending: false };
    waiting.set(apiBase, state);
    const close = () => {
      if (!state.pending) {
        waiting.delete(apiBase);
        return;
      }
      state.pending = false;
      void invalidate(apiBase);
      setTimeout(close, REFRESH_MS);
    };
    setTimeout(close, REFRESH_MS);
  };

  const hints = new Map<string, CopyHint>();
  const hintTimers = new Set<ReturnType<typeof setTimeout>>();
  const noteCopy = (apiBase: string, copy: CopyHint) => {
    const waiting = hints.has(apiBase);
    hints.set(apiBase, copy);
    // The end of a walk is noted at once: a reload right after it must not resume a walk that
    // is over (the timer below then writes the same note again, harmlessly).
    if (waiting && !copy.complete) return;
    writeCopyHint(apiBase, copy);
    if (waiting) return;
    const timer = setTimeout(() => {
      hintTimers.delete(timer);
      const latest = hints.get(apiBase);
      hints.delete(apiBase);
      if (latest && latest !== copy) writeCopyHint(apiBase, latest);
    }, HINT_MS);
    hintTimers.add(timer);
  };

  const onEvent = (event: WorkerEvent) => {
    if (event.type === 'changed') {
      changed(event.apiBase);
      if (event.copy) noteCopy(event.apiBase, event.copy);
    } else if (event.type === 'notice') tell(event.apiBase, event.notice);
    else if (event.type === 'reset') {
      forgetCopyHint(event.apiBase);
      tell(event.apiBase, event.notice);
      void client.resetQueries({ queryKey: channelQueries.list(event.apiBase).queryKey });
    }
  };

  // A page left mid-walk notes where its walk got to, not where it was up to a second before.
  const flushHints = () => {
    for (const [apiBase, copy] of hints) writeCopyHint(apiBase, copy);
  };
  window.addEventListener('pagehide', flushHints);

  const unwatchTyping = watchTyping((now) => {
    typing = now;
    if (now) return;
    const apis = [...changedWhileTyping];
    changedWhileTyping.clear();
    for (const apiBase of apis) changed(apiBase);
  });

  let unsubscribe = () => {};
  const attach = () => (unsubscribe = localDb().subscribe(onEvent));
  if (localDbStarted()) attach();
  const stopWaiting = onLocalDbStart(attach);
  return () => {
    // What is noted is written now, not by a timer running after this stopped listening.
    flushHints();
    hints.clear();
    for (const timer of hintTimers) clearTimeout(timer);
    window.removeEventListener('pagehide', flushHints);
    unwatchTyping();
    stopWaiting();
    unsubscribe();
  };
}
