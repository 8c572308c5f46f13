import { describe, expect, it } from 'vitest';
import { type SyncHandle, writeGatherer } from './gathered-writes';

type Operation = { file: string; op: string; at?: number; bytes?: number };

/** A file in memory that logs what reaches it, as an OPFS sync access handle would see it. */
function memoryFile(file: string, log: Operation[]): SyncHandle & { bytes(): Uint8Array } {
  let data = new Uint8Array(1024);
  let size = 0;
  const resize = (next: number) => {
    if (next > data.length) {
      const grown = new Uint8Array(Math.max(next, data.length * 2));
      grown.set(data.subarray(0, size));
      data = grown;
    }
    if (next < size) data.fill(0, next, size);
    size = next;
  };
  return {
    // Bytes, whatever the view, as a sync access handle reads and writes them.
    read(view, options) {
      const target = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
      const at = options?.at ?? 0;
      const part = data.subarray(at, Math.max(at, Math.min(size, at + target.length)));
      target.set(part);
      return part.length;
    },
    write(view, options) {
      const source = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
      const at = options?.at ?? 0;
      log.push({ file, op: 'write', at, bytes: source.length });
      if (at + source.length > size) resize(at + source.length);
      data.set(source, at);
      return source.length;
    },
    truncate(next) {
      log.push({ file, op: 'truncate', at: next });
      resize(next);
    },
    getSize: () => size,
    flush: () => log.push({ file, op: 'flush' }),
    close: () => log.push({ file, op: 'close' }),
    bytes: () => data.slice(0, size),
  };
}

/** A page SQLite would write: `size` bytes of `value` (a fresh array, as the wasm heap is reused). */
const bytes = (size: number, value: number) => new Uint8Array(size).fill(value);

/** The rollback journal's record of one page: its number, its old content, a checksum. */
function journalRecord(journal: SyncHandle, at: number, page: number): number {
  journal.write(bytes(4, page), { at });
  journal.write(bytes(4096, page), { at: at + 4 });
  journal.write(bytes(4, page), { at: at + 4100 });
  return at + 4104;
}

/** Where two files first differ (-1: nowhere); `toEqual` on megabytes takes seconds. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) if (a[index] !== b[index]) return index;
  return -1;
}

const manual = () => writeGatherer(() => undefined);

describe('writeGatherer', () => {
  it('sends a journal’s appending writes to the file as a few large writes', () => {
    const log: Operation[] = [];
    const file = memoryFile('journal', log);
    const gatherer = manual();
    const journal = gatherer.wrap(file);
    let at = 512;
    for (let page = 0; page < 1000; page += 1) at = journalRecord(journal, at, page);
    gatherer.drain();

    const writes = log.filter((entry) => entry.op === 'write');
    // 4.1 MB that took 3,000 writes: now one per 2 MB gathered.
    expect(writes.length).toBeLessThanOrEqual(3);
    const expected = memoryFile('expected', []);
    at = 512;
    for (let page = 0; page < 1000; page += 1) at = journalRecord(expected, at, page);
    expect(firstDifference(file.bytes(), expected.bytes())).toBe(-1);
  });

  it('writes a journal’s kept records before any page of the database it protects', () => {
    const log: Operation[] = [];
    const gatherer = manual();
    const journal = gatherer.wrap(memoryFile('journal', log));
    const database = gatherer.wrap(memoryFile('database', log));
    journalRecord(journal, 512, 7);
    expect(log).toEqual([]);

    database.write(bytes(4096, 1), { at: 6 * 4096 });
    expect(log.map((entry) => entry.file)).toEqual(['journal']);
    // Truncating another file changes it too: what is kept goes first.
    journalRecord(journal, 4616, 8);
    database.truncate(4096);
    expect(log.map((entry) => `${entry.file} ${entry.op}`)).toEqual([
      'journal write',
      'database write',
      'journal write',
      'database truncate',
    ]);
  });

  it('lets a file read, measured, flushed or closed see every write made to it', () => {
    const log: Operation[] = [];
    const gatherer = manual();
    const file = gatherer.wrap(memoryFile('journal', log));
    file.write(bytes(10, 5), { at: 0 });
    file.write(bytes(10, 6), { at: 10 });
    const read = new Uint8Array(20);
    expect(file.read(read, { at: 0 })).toBe(20);
    expect(read).toEqual(new Uint8Array([...bytes(10, 5), ...bytes(10, 6)]));

    file.write(bytes(5, 9), { at: 20 });
    expect(file.getSize()).toBe(25);
    file.write(bytes(5, 9), { at: 25 });
    file.flush();
    expect(log.at(-2)).toEqual({ file: 'journal', op: 'write', at: 25, bytes: 5 });
    file.write(bytes(5, 9), { at: 30 });
    file.close();
    expect(log.slice(-2).map((entry) => entry.op)).toEqual(['write', 'close']);
  });

  it('keeps overwrites, gaps and other files exactly as written, in any order', () => {
    const log: Operation[] = [];
    const gatherer = manual();
    const direct = [memoryFile('a', []), memoryFile('b', [])];
    const through = [memoryFile('a', log), memoryFile('b', log)];
    const wrapped = through.map((file) => gatherer.wrap(file));
    let seed = 42;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    let next = 0;
    for (let step = 0; step < 2000; step += 1) {
      const which = random(4) === 0 ? 1 : 0;
      // Mostly appending, sometimes back over earlier bytes or past the end.
      const at = random(5) === 0 ? random(next + 100) : next;
      const data = bytes(1 + random(300), step % 251);
      direct[which]!.write(data, { at });
      wrapped[which]!.write(data, { at });
      next = at + data.length;
      if (random(50) === 0) {
        const target = new Uint8Array(64);
        const expected = new Uint8Array(64);
        const from = random(next);
        wrapped[which]!.read(target, { at: from });
        direct[which]!.read(expected, { at: from });
        expect(target).toEqual(expected);
      }
    }
    gatherer.drain();
    expect(firstDifference(through[0]!.bytes(), direct[0]!.bytes())).toBe(-1);
    expect(firstDifference(through[1]!.bytes(), direct[1]!.bytes())).toBe(-1);
    expect(log.length).toBeLessThan(2000);
  });

  it('writes every byte of a view wider than a byte (the pool writes its digests as 32-bit words)', () => {
    const log: Operation[] = [];
    const file = memoryFile('db', log);
    const gathered = writeGatherer(() => undefined).wrap(file);
    // As the pool writes a file's header: the name and flags, then the digest right after.
    const header = bytes(516, 7);
    const digest = new Uint32Array([0xdeadbeef, 0x01020304]);
    expect(gathered.write(header, { at: 0 })).toBe(516);
    expect(gathered.write(digest, { at: 516 })).toBe(8);
    gathered.flush();
    const read = new Uint32Array(2);
    gathered.read(read, { at: 516 });
    expect([...read]).toEqual([0xdeadbeef, 0x01020304]);
    expect(file.getSize()).toBe(524);
  });

  it('keeps nothing past the current task', async () => {
    const log: Operation[] = [];
    const file = memoryFile('journal', log);
    const journal = writeGatherer().wrap(file);
    journalRecord(journal, 512, 3);
    expect(log).toEqual([]);
    await Promise.resolve();
    expect(log).toEqual([{ file: 'journal', op: 'write', at: 512, bytes: 4104 }]);
  });

  it('lets no write past bytes the storage refused, and says so to the next caller', async () => {
    const log: Operation[] = [];
    const journalFile = memoryFile('journal', log);
    let full = true;
    const refusing: SyncHandle = {
      ...journalFile,
      write(source, options) {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return journalFile.write(source, options);
      },
    };
    const gatherer = writeGatherer();
    const journal = gatherer.wrap(refusing);
    const database = gatherer.wrap(memoryFile('database', log));
    journalRecord(journal, 512, 4);
    // The end of the task writes what is kept; the refusal has no caller yet.
    await Promise.resolve();
    expect(log).toEqual([]);

    expect(() => database.write(bytes(4096, 1), { at: 0 })).toThrow(/quota/);
    expect(log).toEqual([]);
    full = false;
    database.write(bytes(4096, 1), { at: 0 });
    await Promise.resolve();
    expect(log.map((entry) => `${entry.file} ${entry.op} ${entry.bytes}`)).toEqual([
      'journal write 4104',
      'database write 4096',
    ]);
  });
});
