import type { SortOrder } from '@/lib/criteria';

/**
 * The local database's tables. One database file per API base holds the channels walked from
 * that API, in the API's order, with the columns filters and sorts need beside each record.
 *
 * - `channels.pos` is the channel's place in the API's order, spaced by POS_STEP so a channel found
 *   between two known ones later still gets a place between them; channels added above the first
 *   get negative places. It is the rowid, so the full-text index lists matches in display order
 *   and a window of a search is read in order without sorting.
 * - `channels.walk` is the walk that last saw the channel: after a complete new walk, the ones an
 *   older walk saw last are the ones the server no longer has.
 * - `records` keeps the validated record apart from the narrow `channels` table, so scans for
 *   counts and facets read a few bytes per channel instead of kilobytes. Since version 2 a record
 *   is a JSON array of its values in the order of `meta.record_layout` (record-codec.ts); copies
 *   of version 1 held JSON objects, which are still read as they are.
 * - `search` is an FTS5 trigram index over the folded search text: any substring of three or more
 *   characters is found from the index; shorter ones scan `channels.search`.
 * - The orders other than the API's own have their indexes (SORT_INDEXES) made the first time
 *   they are read, not with the table.
 */
export const SCHEMA_VERSION = 2;

/** `PRAGMA application_id`: tells our files from any other SQLite file found under the name. */
export const APPLICATION_ID = 0x43484e4c; // "CHNL"

export const POS_STEP = 1024;

export const SCHEMA_SQL = `
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE channels(
  pos INTEGER PRIMARY KEY,
  id INTEGER NOT NULL UNIQUE,
  walk INTEGER NOT NULL,
  name_key TEXT NOT NULL,
  country TEXT,
  city TEXT NOT NULL,
  latitude REAL,
  longitude REAL,
  flags INTEGER NOT NULL,
  live_jobs INTEGER NOT NULL,
  views INTEGER NOT NULL,
  search TEXT NOT NULL
);
CREATE TABLE records(pos INTEGER PRIMARY KEY, json TEXT NOT NULL);
CREATE INDEX channels_by_country ON channels(country, pos);
CREATE INDEX channels_by_walk ON channels(walk);
CREATE TABLE countries(code TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE walk_links(link TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE VIRTUAL TABLE channel_search USING fts5(
  search, content='channels', content_rowid='pos', tokenize='trigram remove_diacritics 1'
);
`;

/**
 * The index each order other than the API's reads its channels in, made by the store the first
 * time a view in that order is read and kept up to date from then on. Not made with the table:
 * each channel a walk stores goes into each of them at a random place, and past a few hundred
 * thousand channels their pages no longer stay in the page cache between commits. Walking a
 * million-channel API for 9 minutes (2026-11-28, one walk each): 691,220 channels with them,
 * 756,720 without; from 300,000 on, 1,258 against 1,423 channels a second. Making one then costs
 * the first view in its order about 0.5 s at 200,000 channels (some 2 s at a million), once.
 * Copies made before keep theirs.
 */
export const SORT_INDEXES: Record<Exclude<SortOrder, 'newest'>, string> = {
  name: 'CREATE INDEX IF NOT EXISTS channels_by_name ON channels(name_key, pos)',
  jobs: 'CREATE INDEX IF NOT EXISTS channels_by_jobs ON channels(live_jobs DESC, pos)',
  views: 'CREATE INDEX IF NOT EXISTS channels_by_views ON channels(views DESC, pos)',
};

/**
 * The same orders within one country, made the first time a country is read in that order. With
 * only the index of the order, SQLite read a country through \`channels_by_country\` and sorted it:
 * a million channels, Spain (47,491) by live jobs, 465 ms before its first cards, every change of
 * the filters beside it paying the same. Separate from SORT_INDEXES, so a copy only sorted (or only
 * filtered by country) never pays for these on each page a walk stores.
 */
export const COUNTRY_SORT_INDEXES: Record<Exclude<SortOrder, 'newest'>, string> = {
  name: 'CREATE INDEX IF NOT EXISTS channels_by_country_name ON channels(country, name_key, pos)',
  jobs: 'CREATE INDEX IF NOT EXISTS channels_by_country_jobs ON channels(country, live_jobs DESC, pos)',
  views:
    'CREATE INDEX IF NOT EXISTS channels_by_country_views ON channels(country, views DESC, pos)',
};

/** Every table the schema creates, for telling a damaged or foreign file from ours. */
export const SCHEMA_TABLES = [
  'meta',
  'channels',
  'records',
  'countries',
  'walk_links',
  'channel_search',
];
