import type { Database, SAHPoolUtil, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { gatherSyncAccessHandleWrites } from './gathered-writes';
import type { CopyHost } from './service';

/** One tab at a time may hold the pool's files (the VFS keeps them open): who holds it. */
const LOCK = 'channels-local-database';
const POOL = {
  name: 'channels-pool',
  directory: '.channels-pool',
  initialCapacity: 6,
  // A failed try must leave the files alone: by default the VFS deletes its whole directory
  // (every saved copy) when it cannot open one of its files, and caches the failure.
  preserveOnInitFailure: true,
  forceReinitIfPreviouslyFailed: true,
};

type Pool = { pool: SAHPoolUtil; reason: null } | { pool: null; reason: string };

/**
 * How long a page waits for the saved copy to be let go before it keeps its channels in memory.
 * A reload or a navigation starts the new page's worker while the old page's may still hold the
 * lock and the files for a moment (longer after a crash, or on a busy machine): giving up at once
 * put the new page in memory, and everything it then walked was gone at the next reload. A real
 * second tab is only told a moment later.
 */
const HANDOVER_MS = 3000;
/** Between tries to open the pool's files while the old page's handles are being closed. */
const RETRY_MS = 100;

/** Takes the lock for the worker's whole life; false when another tab keeps it past `until`. */
function holdLock(until: number): Promise<boolean> {
  if (!('locks' in navigator)) return Promise.resolve(true);
  return new Promise((resolve) => {
    navigator.locks
      .request(LOCK, { signal: AbortSignal.timeout(Math.max(0, until - Date.now())) }, () => {
        resolve(true);
        // Held until the worker ends (its tab closes): a promise that never settles.
        return new Promise<void>(() => undefined);
      })
      .catch(() => resolve(false));
  });
}

/** Another page's worker still has one of the files open (it is closing). */
const heldElsewhere = (error: unknown) =>
  error instanceof DOMException && error.name === 'NoModificationAllowedError';

/** Opens the pool's files, trying again while another page's worker is letting them go. */
async function openPool(sqlite3: Sqlite3Static, until: number): Promise<SAHPoolUtil> {
  for (;;) {
    try {
      return await sqlite3.installOpfsSAHPoolVfs(POOL);
    } catch (error) {
      if (!heldElsewhere(error) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

async function installPool(sqlite3: Sqlite3Static): Promise<Pool> {
  if (typeof navigator.storage?.getDirectory !== 'function') {
    return {
      pool: null,
      reason:
        'This browser does not let the app keep a copy here (a private window?): channels are kept in memory until the tab closes.',
    };
  }
  const until = Date.now() + HANDOVER_MS;
  if (!(await holdLock(until))) {
    return {
      pool: null,
      reason:
        'The saved copy is open in another tab of this app: this tab keeps its channels in memory until it closes.',
    };
  }
  try {
    gatherSyncAccessHandleWrites();
    return { pool: await openPool(sqlite3, until), reason: null };
  } catch {
    return {
      pool: null,
      reason:
        'The browser refused to keep a copy for this site (storage blocked or full): channels are kept in memory until the tab closes.',
    };
  }
}

/** One file per API base, named by a hash of it (the base itself is kept inside the file). */
async function fileName(apiBase: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiBase));
  const hex = Array.from(new Uint8Array(digest).slice(0, 12), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `/copy-${hex}.sqlite3`;
}

/** SQLite can read the file as a database at all (a damaged header fails here). */
function readable(db: Database): boolean {
  try {
    db.selectValue('SELECT count(*) FROM sqlite_schema');
    return true;
  } catch {
    return false;
  }
}

/**
 * Databases in the Origin Private File System through the `opfs-sahpool` VFS (no cross-origin
 * isolation needed, so any static host works), or in memory when the browser will not give us
 * that (no OPFS, another tab holds it, storage refused): the same behaviour minus persistence,
 * with a notice saying so once.
 */
export function opfsHost(sqlite3: Sqlite3Static): CopyHost {
  let pool: Promise<Pool> | undefined;
  const getPool = () => (pool ??= installPool(sqlite3));

  return {
    async open(apiBase) {
      const { pool: files, reason } = await getPool();
      if (!files) return { db: new sqlite3.oo1.DB(':memory:'), storage: 'memory', notice: reason };
      const name = await fileName(apiBase);
      try {
        // A database and its journal each take a file of the pool.
        if (files.getCapacity() - files.getFileCount() < 2) await files.addCapacity(4);
        const db = new files.OpfsSAHPoolDb(name);
        if (readable(db)) return { db, storage: 'persistent', notice: null };
        db.close();
        files.unlink(name);
        return {
          db: new files.OpfsSAHPoolDb(name),
          storage: 'persistent',
          notice: 'The saved copy could not be read and has been started over.',
        };
      } catch {
        return {
          db: new sqlite3.oo1.DB(':memory:'),
          storage: 'memory',
          notice:
            'The saved copy could not be opened (storage full or blocked): channels are kept in memory until the tab closes.',
        };
      }
    },
    async remove(apiBase) {
      const { pool: files } = await getPool();
      files?.unlink(await fileName(apiBase));
    },
    async saved(except) {
      const { pool: files } = await getPool();
      if (!files) return [];
      const skip = new Set(await Promise.all(except.map(fileName)));
      return files
        .getFileNames()
        .filter((name) => /^\/copy-[0-9a-f]+\.sqlite3$/.test(name) && !skip.has(name))
        .map((name) => () => new files.OpfsSAHPoolDb(name));
    },
  };
}
