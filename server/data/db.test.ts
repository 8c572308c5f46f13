// @vitest-environment node
/**
 * The database file: generated once, kept across starts, replaced atomically on --reset. Each
 * test starts from a data directory of its own, so none depends on another having run first.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-helpers.ts';
import { openStore } from './db.ts';

/** A data directory holding a generated database of `count` channels. */
async function generated(count: number): Promise<string> {
  const dir = tempDir();
  const store = await openStore({ dataDir: dir, count });
  store.close();
  return dir;
}

describe('the database file', () => {
  it('is generated on first start and kept on the next', async () => {
    const dir = tempDir();
    const first = await openStore({ dataDir: dir, count: 120 });
    expect(first.count()).toBe(120);
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    first.close();
    const again = await openStore({ dataDir: dir, count: 999 });
    expect(again.count()).toBe(120);
    again.close();
  });

  it('is regenerated with --reset', async () => {
    const dir = await generated(120);
    const store = await openStore({ dataDir: dir, count: 80, reset: true });
    expect(store.count()).toBe(80);
    store.close();
  });

  it('is left as it was when a reset is interrupted', async () => {
    const dir = await generated(80);
    const abort = new AbortController();
    const attempt = openStore({
      dataDir: dir,
      count: 50_000,
      reset: true,
      signal: abort.signal,
      onProgress: () => abort.abort(),
    });
    await expect(attempt).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
    const store = await openStore({ dataDir: dir });
    expect(store.count()).toBe(80);
    store.close();
  });

  it('keeps the channels of a schema 1 database, adding the column imports need', async () => {
    const dir = await generated(80);
    const old = await openStore({ dataDir: dir });
    const before = old.page(false, null, 0, 80);
    old.db.exec('ALTER TABLE channels DROP COLUMN captured');
    old.db.pragma('user_version = 1');
    old.close();
    const store = await openStore({ dataDir: dir, count: 999 });
    expect(store.db.pragma('user_version', { simple: true })).toBe(2);
    expect(store.page(false, null, 0, 80)).toEqual(before);
    store.close();
  });

  it('refuses a database of another schema version', async () => {
    const dir = await generated(30);
    const store = await openStore({ dataDir: dir });
    store.db.pragma('user_version = 99');
    store.close();
    await expect(openStore({ dataDir: dir })).rejects.toThrow(/--reset/);
    expect(existsSync(join(dir, 'channels.db'))).toBe(true);
  });
});
