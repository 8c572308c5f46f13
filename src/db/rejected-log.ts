import type { RejectedRecord } from '@/api/parse-page';

/** More than this many are summed up, not listed: nobody reads a thousand validation reports. */
export const REJECTED_KEPT = 500;

interface Log {
  records: RejectedRecord[];
  /** All rejected in this walk, listed or not. */
  count: number;
}

const EMPTY: Log = { records: [], count: 0 };
const logs = new Map<string, Log>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * The records the API sent in this walk that could not be shown, with why: the walk's pages are
 * not kept (the records are in the database), so the notice reads them from here.
 */
export function rejectedIn(apiBase: string): Log {
  return logs.get(apiBase) ?? EMPTY;
}

export function logRejected(
  apiBase: string,
  records: readonly RejectedRecord[],
  restart = false,
): void {
  if (records.length === 0 && !(restart && logs.has(apiBase))) return;
  const before = restart ? EMPTY : rejectedIn(apiBase);
  const room = Math.max(0, REJECTED_KEPT - before.records.length);
  logs.set(apiBase, {
    records: [...before.records, ...records.slice(0, room)],
    count: before.count + records.length,
  });
  changed();
}

export function subscribeRejected(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
