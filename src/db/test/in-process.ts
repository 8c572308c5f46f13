import type { Channel } from '@/api/schemas';
import { connectLocalDb, localDb, type ClientPort } from '../client';
import { trackCopy } from '../copy-readiness';
import type { FromWorker, ToWorker } from '../protocol';
import { serve, type ServerPort } from '../serve';
import { LocalDbService, type CopyHost } from '../service';
import { loadSqlite } from './memory-store';

type Listener<T> = (event: MessageEvent<T>) => void;

/** Whether a message carries a Blob (Node's structured clone does not know jsdom's Blob). */
function carriesBlob(value: unknown, depth = 0): boolean {
  if (value instanceof Blob) return true;
  if (depth > 3 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => carriesBlob(inner, depth + 1));
}

/** A structured clone, as a real worker's message is (a Blob passes as it is, as in a browser). */
function copy<T>(value: T): T {
  return carriesBlob(value) ? value : structuredClone(value);
}

/**
 * Runs the database worker's code in this thread, behind the same message protocol (answers
 * arrive on a later task, cloned, as from a real worker), with in-memory SQLite: component tests
 * exercise the app's real queries, fetches (through MSW) and SQL.
 */
export function runLocalDbInProcess({
  notice = null,
}: {
  /** What opening a copy says, as the browser's host does when it keeps the copy in memory. */
  notice?: string | null;
} = {}): void {
  const host: CopyHost = {
    async open() {
      const sqlite3 = await loadSqlite();
      const db = new sqlite3.oo1.DB(':memory:');
      return notice ? { db, storage: 'memory', notice } : { db, storage: 'persistent', notice };
    },
    remove: () => Promise.resolve(),
    // Memory keeps nothing between tabs: only the open copy is listed.
    saved: () => Promise.resolve([]),
  };
  connectLocalDb(() => {
    const toWorker = new Set<Listener<ToWorker>>();
    const toClient = new Set<Listener<FromWorker>>();
    const deliver = <T>(listeners: Set<Listener<T>>, data: T) =>
      setTimeout(() => {
        for (const listener of listeners)
          listener(new MessageEvent('message', { data: copy(data) }));
      }, 0);
    const workerSide: ServerPort = {
      postMessage: (message) => deliver(toClient, message),
      addEventListener: (_type, listener) => toWorker.add(listener),
    };
    serve(new LocalDbService(host, (event) => workerSide.postMessage(event)), workerSide);
    const clientSide: ClientPort = {
      postMessage: (message) => deliver(toWorker, message),
      addEventListener: (
        type: 'message' | 'error',
        listener: Listener<FromWorker> | ((event: Event) => void),
      ) => {
        if (type === 'message') toClient.add(listener);
      },
    };
    return clientSide;
  });
}

/**
 * Fills the copy of `apiBase` with `channels` as one walked page whose next link is `next`, and
 * marks the copy ready.
 */
export function seedCopy(
  apiBase: string,
  channels: Channel[],
  next: string | null = null,
): Promise<void> {
  const link = `${apiBase}/channels`;
  const page = { next, previous: null, results: channels, rejected: [] };
  return trackCopy(apiBase, localDb().call('storeFirstPage', [apiBase, link, page]));
}
