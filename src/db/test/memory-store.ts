import init from '@sqlite.org/sqlite-wasm';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import { openStore } from '../open-store';
import { ChannelStore } from '../store';

let sqlite: ReturnType<typeof init> | undefined;

/** SQLite wasm as the worker runs it, in memory (Node has no OPFS). */
export function loadSqlite() {
  sqlite ??= init();
  return sqlite;
}

export const STORE_API = 'http://api.test/api';

export async function memoryStore(apiBase = STORE_API): Promise<ChannelStore> {
  const sqlite3 = await loadSqlite();
  const db = new sqlite3.oo1.DB(':memory:');
  openStore(db, apiBase);
  return new ChannelStore(db);
}

/** A page as the client hands it to the store: valid records, no rejected ones. */
export function pageOf(results: Channel[], next: string | null = null): ChannelsPage {
  return { next, previous: null, results, rejected: [] };
}

/** Writes `channels` as one walk of pages of `size`, linked page=1, page=2, … */
export function walkAll(store: ChannelStore, channels: Channel[], size = 20): void {
  store.startWalk();
  for (let start = 0, page = 1; start < channels.length; start += size, page += 1) {
    const next = start + size < channels.length ? `${STORE_API}/channels?page=${page + 1}` : null;
    store.writePage(
      `${STORE_API}/channels?page=${page}`,
      pageOf(channels.slice(start, start + size), next),
    );
  }
}
