import type { BindableValue } from '@sqlite.org/sqlite-wasm';
import type { SortOrder } from '@/lib/criteria';

/** Where a channel sits in every order: its place and the values the sorts compare. */
export interface SortKey {
  pos: number;
  nameKey: string;
  liveJobs: number;
  views: number;
}

/** The columns to select for a SortKey, in SortKey's order. */
export const SORT_KEY_COLUMNS = 'c.pos, c.name_key, c.live_jobs, c.views';

export function sortKeyOf(row: readonly unknown[], offset = 0): SortKey {
  return {
    pos: Number(row[offset]),
    nameKey: String(row[offset + 1]),
    liveJobs: Number(row[offset + 2]),
    views: Number(row[offset + 3]),
  };
}

interface Keyset {
  /** Rows after `key` in the order. */
  after: (key: SortKey, pos: string) => [string, BindableValue[]];
  /** Rows before `key`. */
  before: (key: SortKey, pos: string) => [string, BindableValue[]];
  /** The order backwards (to find the row just before a key). */
  reversed: (pos: string) => string;
}

/** A sort on one column, ties broken by place; `descending` for "most first" orders. */
function byColumn(column: string, value: (key: SortKey) => BindableValue, descending: boolean) {
  const forward = descending ? '<' : '>';
  const backward = descending ? '>' : '<';
  return {
    after: (key, pos) => [
      `(${column} ${forward} ? OR (${column} = ? AND ${pos} > ?))`,
      [value(key), value(key), key.pos],
    ],
    before: (key, pos) => [
      `(${column} ${backward} ? OR (${column} = ? AND ${pos} < ?))`,
      [value(key), value(key), key.pos],
    ],
    reversed: (pos) => `${column} ${descending ? 'ASC' : 'DESC'}, ${pos} DESC`,
  } satisfies Keyset;
}

/**
 * Keyset conditions per order: the channel after or before a known one is found from an index
 * without counting its way there, for the panel's next/previous and for exporting in chunks.
 */
export const KEYSETS: Record<SortOrder, Keyset> = {
  newest: {
    after: (key, pos) => [`${pos} > ?`, [key.pos]],
    before: (key, pos) => [`${pos} < ?`, [key.pos]],
    reversed: (pos) => `${pos} DESC`,
  },
  name: byColumn('c.name_key', (key) => key.nameKey, false),
  jobs: byColumn('c.live_jobs', (key) => key.liveJobs, true),
  views: byColumn('c.views', (key) => key.views, true),
};
