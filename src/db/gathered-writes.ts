/**
 * Gathers SQLite's small appending writes to OPFS into few large ones.
 *
 * Every write through a sync access handle costs Chromium about 7–15 µs whatever its size (40 MB
 * in 1 MB writes takes 11 ms; in 4 kB writes, 70–160 ms). SQLite's rollback journal writes each
 * page it is about to change as three writes (page number, old content, checksum), one after the
 * other at the end of the journal: at a million channels a page of 20 channels cost about 300
 * writes, three quarters of them the journal's. Here a write that continues the previous one is
 * kept in memory and joined to it; everything else first writes what is kept.
 *
 * What makes it safe: kept bytes reach the file before any other file is written or truncated, so
 * the journal still lands before the database pages it protects (the order SQLite's recovery
 * relies on); a read, size, flush or close of the same file sees them written first; and nothing
 * is kept past the current task (a microtask writes it), so between tasks the files are exactly
 * what they would be without this. A tab closed in the middle of a task leaves what an earlier
 * moment of the same writes would have left. Bytes the file refuses stay kept (see drain).
 */

/** The part of `FileSystemSyncAccessHandle` that SQLite's `opfs-sahpool` VFS uses. */
export interface SyncHandle {
  read(buffer: ArrayBufferView, options?: { at?: number }): number;
  write(buffer: ArrayBufferView, options?: { at?: number }): number;
  truncate(size: number): void;
  getSize(): number;
  flush(): void;
  close(): void;
}

/** Large enough that a commit's journal goes out in a few writes, small enough not to matter. */
const CAPACITY = 2 * 1024 * 1024;

interface Kept {
  handle: SyncHandle;
  at: number;
  length: number;
}

export interface WriteGatherer {
  /** The same file, its appending writes gathered (see above). */
  wrap(handle: SyncHandle): SyncHandle;
  /** Writes whatever is kept, now. */
  drain(): void;
}

export function writeGatherer(
  schedule: (task: () => void) => void = queueMicrotask,
): WriteGatherer {
  const buffer = new Uint8Array(CAPACITY);
  let kept: Kept | null = null;
  let scheduled = false;

  /**
   * Writes what is kept. When the file refuses (storage full), what is left stays kept and the
   * error goes to the caller: the next operation tries again, so no later write to any file gets
   * past bytes that never landed, and SQLite hears of the failure from a call of its own.
   */
  function drain(): void {
    if (!kept) return;
    const { handle, at, length } = kept;
    let written = 0;
    try {
      while (written < length) {
        const n = handle.write(buffer.subarray(written, length), { at: at + written });
        if (n <= 0) throw new Error(`could not write ${length - written} bytes`);
        written += n;
      }
      kept = null;
    } catch (error) {
      buffer.copyWithin(0, written, length);
      kept = { handle, at: at + written, length: length - written };
      throw error;
    }
  }

  const drainLater = () => {
    scheduled = false;
    try {
      drain();
    } catch {
      // Kept for the next operation, which reports it (see drain).
    }
  };

  function keep(handle: SyncHandle, data: Uint8Array, at: number): void {
    if (kept && (kept.handle !== handle || kept.at + kept.length !== at)) drain();
    if (kept && kept.length + data.length > CAPACITY) drain();
    if (data.length > CAPACITY) {
      handle.write(data, { at });
      return;
    }
    kept ??= { handle, at, length: 0 };
    buffer.set(data, kept.length);
    kept.length += data.length;
    if (!scheduled) {
      scheduled = true;
      schedule(drainLater);
    }
  }

  /** Kept bytes of this file must be in it before it is read, measured, flushed or closed. */
  const drainFor = (handle: SyncHandle) => {
    if (kept?.handle === handle) drain();
  };

  const wrap = (handle: SyncHandle): SyncHandle => ({
    read(target, options) {
      drainFor(handle);
      return handle.read(target, options);
    },
    write(data, options) {
      if (options?.at === undefined) {
        // At the file's own cursor: not something to join; keep the order and pass it on.
        drain();
        return handle.write(data, options);
      }
      // Its bytes, whatever the view: the pool writes each file's digest as a Uint32Array, and
      // copied element by element that became 2 bytes instead of 8 (the file then read as
      // damaged, and the pool dropped it).
      keep(handle, new Uint8Array(data.buffer, data.byteOffset, data.byteLength), options.at);
      return data.byteLength;
    },
    truncate(size) {
      // Another file's kept bytes go first too: a truncate changes this file.
      drain();
      handle.truncate(size);
    },
    getSize() {
      drainFor(handle);
      return handle.getSize();
    },
    flush() {
      drainFor(handle);
      handle.flush();
    },
    close() {
      drainFor(handle);
      handle.close();
    },
  });

  return { wrap, drain };
}

type OpenHandle = (this: unknown, ...args: unknown[]) => Promise<SyncHandle>;

/**
 * Every sync access handle this worker opens from now on gathers its writes. The `opfs-sahpool`
 * VFS opens its files itself and takes no handle factory, so the method it calls is wrapped
 * here, in the database worker only, before the pool is installed.
 */
export function gatherSyncAccessHandleWrites(gatherer: WriteGatherer = writeGatherer()): void {
  const prototype = (
    globalThis as { FileSystemFileHandle?: { prototype: { createSyncAccessHandle?: OpenHandle } } }
  ).FileSystemFileHandle?.prototype;
  const open = prototype?.createSyncAccessHandle;
  if (!prototype || !open) return;
  prototype.createSyncAccessHandle = async function (this: unknown, ...args: unknown[]) {
    return gatherer.wrap(await open.apply(this, args));
  };
}
