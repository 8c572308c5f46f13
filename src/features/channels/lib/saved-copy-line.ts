import { explainError } from '@/api/explain-error';
import type { Refresh } from '../hooks/use-refresh-all';

// Made once each, not per call: the line is worked out on every render of the directory around
// it, which a refresh's progress re-renders a few times a second, and making the formatter each
// time took 110 ms of the page's 990 ms of JS in 20 s of a refresh at a million (CPU profiler).
let timeToday: Intl.DateTimeFormat | undefined;
let dayAndTime: Intl.DateTimeFormat | undefined;

/** "10:42" today, "12 Mar, 10:42" before. */
function when(at: number, now = Date.now()): string {
  const date = new Date(at);
  if (new Date(now).toDateString() === date.toDateString()) {
    timeToday ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
    return timeToday.format(date);
  }
  dayAndTime ??= new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dayAndTime.format(date);
}

/** The line's words for a refresh, running or ended. */
function refreshState(saved: string, { outcome, endedAt }: Refresh): string {
  const at = endedAt === null ? '' : when(endedAt);
  if (outcome === null) return `${saved}, refreshing everything…`;
  if (outcome === 'done') return `Everything refreshed at ${at}.`;
  if (outcome === 'cancelled') return `${saved}, partly refreshed: stopped at ${at}.`;
  return `${saved}. Refreshing everything stopped at ${at} on an error.`;
}

export interface SavedCopyState {
  savedAt: number;
  online: boolean;
  refresh: Refresh | null;
  checking: boolean;
  failure: unknown;
  checkedAt: number;
}

/** What the saved-copy line says, the most pressing first: offline, a refresh, the look for news. */
export function savedCopyLine(state: SavedCopyState): string {
  const from = when(state.savedAt);
  const saved = `Saved copy from ${from}`;
  // Not `saved.toLowerCase()`: that would write the time as "10:42 pm" and the date as "12 mar".
  if (!state.online)
    return `You are offline: saved copy from ${from}. Search and details work on it.`;
  if (state.refresh) return refreshState(saved, state.refresh);
  if (state.checking) return `${saved}, checking for new channels…`;
  if (state.failure)
    return `${saved}. New channels could not be looked for: ${explainError(state.failure).title}.`;
  if (state.checkedAt > 0) return `${saved}, checked for new channels at ${when(state.checkedAt)}.`;
  return `${saved}.`;
}
