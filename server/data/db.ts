/**
 * SQLite storage (better-sqlite3). One table: the channel id as INTEGER PRIMARY KEY (the rowid,
 * so keyset pages are B-tree range scans), the slug with a unique index (slug suffixes, logo
 * lookups), and the record as compact JSON text (see record.ts) or, for a record captured from
 * another deployment by `--import`, the JSON exactly as that deployment served it (`captured`).
 * A database filled by an import also holds the import's state (import-store.ts).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Channel } from '../../src/api/schemas.ts';
import { DEFAULT_SEED, generateStoredRows } from './demo/generate.ts';
import { decodeRecord, encodeRecord, isJsonObject, type JsonObject } from './record.ts';
import { suffixedSlug } from './slug.ts';

/** Bumped when the table layout or the stored record format changes. */
const SCHEMA_VERSION = 2;
export const FILE_NAME = 'channels.db';
const BATCH = 10_000;

export const DEFAULT_DATA_DIR = '.data';
export const DEFAULT_COUNT = 2000;

export interface StoreOptions {
  /** Keep the database in memory (tests): nothing touches the disk. */
  memory?: boolean;
  /** Directory of channels.db; default `.data` in the working directory. */
  dataDir?: string;
  /** Throw the database away and generate a new one. */
  reset?: boolean;
  /** How many channels to generate when the database is new or reset. */
  count?: number;
  seed?: number;
  /** Called after each generated batch. */
  onProgress?: (done: number, total: number) => void;
  /** Aborts a running generation (SIGINT); the existing database stays untouched. */
  signal?: AbortSignal;
}

export interface StoredRow {
  id: number;
  record: JsonObject;
  /** Served as captured from another deployment: nothing in it may be rewritten. */
  captured: boolean;
}

interface Row {
  id: number;
  data: string;
  captured: number;
}

// `captured` 1: data is a record exactly as an imported deployment served it (its own key order
// and extra fields included), not our compact form.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS channels (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL,
  data TEXT NOT NULL,
  captured INTEGER NOT NULL DEFAULT 0
)`;
// Created after a bulk load: filling an index row by row is much slower than building it once.
const CREATE_INDEX = 'CREATE UNIQUE INDEX IF NOT EXISTS channels_slug ON channels (slug)';

/**
 * The state of an import (one row), the links it has fetched (to spot a link loop, also across
 * resumed runs) and the records it rejected (for the report), kept with the channels so that one
 * transaction stores a page together with the link to fetch after it.
 */
const CREATE_IMPORT_TABLES = `
CREATE TABLE IF NOT EXISTS import_state (
  only INTEGER PRIMARY KEY CHECK (only = 1),
  source TEXT NOT NULL,
  next TEXT,
  pages INTEGER NOT NULL DEFAULT 0,
  last_id INTEGER,
  out_of_order INTEGER NOT NULL DEFAULT 0,
  repeated INTEGER NOT NULL DEFAULT 0,
  started_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE TABLE IF NOT EXISTS import_pages (link TEXT PRIMARY KEY, page INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS import_rejected (
  page INTEGER NOT NULL,
  position INTEGER NOT NULL,
  id TEXT,
  issues TEXT NOT NULL,
  PRIMARY KEY (page, position)
);`;

const COLUMNS = 'id, data, captured';

function decodeRow(row: Row): JsonObject {
  if (!row.captured) return decodeRecord(row.data);
  const record: unknown = JSON.parse(row.data);
  if (!isJsonObject(record)) throw new Error(`captured channel ${row.id} is not an object`);
  return record;
}

export class ChannelStore {
  readonly db: Database.Database;
  private readonly older;
  private readonly newer;
  private readonly byId;
  private readonly bySlug;
  private readonly maxId;
  private readonly total;
  private readonly insertRow;
  private readonly updateRow;
  private readonly insertCaptured;
  private readonly deleteRow;

  constructor(db: Database.Database) {
    this.db = db;
    // "older": the forward direction of -id ordering; "newer": the reverse (previous) direction.
    this.older = db.prepare<[number, number, number], Row>(
      `SELECT ${COLUMNS} FROM channels WHERE id < ? ORDER BY id DESC LIMIT ? OFFSET ?`,
    );
    this.newer = db.prepare<[number, number, number], Row>(
      `SELECT ${COLUMNS} FROM channels WHERE id > ? ORDER BY id ASC LIMIT ? OFFSET ?`,
    );
    this.byId = db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM channels WHERE id = ?`);
    this.bySlug = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM channels WHERE slug = ?`);
    this.maxId = db.prepare<[], { id: number | null }>('SELECT max(id) AS id FROM channels');
    this.total = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM channels');
    this.insertRow = db.prepare<[number, string, string]>(
      'INSERT INTO channels (id, slug, data) VALUES (?, ?, ?)',
    );
    // A changed record is ours from then on: stored in our form, no longer as captured.
    this.updateRow = db.prepare<[string, number]>(
      'UPDATE channels SET data = ?, captured = 0 WHERE id = ?',
    );
    this.insertCaptured = db.prepare<[number, string, string]>(
      'INSERT INTO channels (id, slug, data, captured) VALUES (?, ?, ?, 1)',
    );
    this.deleteRow = db.prepare<[number]>('DELETE FROM channels WHERE id = ?');
  }

  /**
   * One keyset page. `reverse` false walks to older (smaller) ids below `position`, true walks to
   * newer ids above it, in the order of the walk. Cost depends on limit + offset, never on depth.
   */
  page(reverse: boolean, position: number | null, offset: number, limit: number): StoredRow[] {
    const rows = reverse
      ? this.newer.all(position ?? Number.MIN_SAFE_INTEGER, limit, offset)
      : this.older.all(position ?? Number.MAX_SAFE_INTEGER, limit, offset);
    return rows.map((row) => ({
      id: row.id,
      record: decodeRow(row),
      captured: row.captured !== 0,
    }));
  }

  get(id: number): Channel | undefined {
    const row = this.byId.get(id);
    return row ? Channel.parse(decodeRow(row)) : undefined;
  }

  getBySlug(slug: string): Channel | undefined {
    const row = this.bySlug.get(slug);
    return row ? Channel.parse(decodeRow(row)) : undefined;
  }

  has(id: number): boolean {
    return this.byId.get(id) !== undefined;
  }

  count(): number {
    return this.total.get()?.n ?? 0;
  }

  /** The first free slug among base, base-1, base-2, ... */
  private freeSlug(base: string): string {
    for (let n = 0; ; n++) {
      const slug = suffixedSlug(base, n);
      if (!this.bySlug.get(slug)) return slug;
    }
  }

  /**
   * Inserts a channel built for the next id (max + 1, so it sorts first) and a free slug, in one
   * transaction; the record is checked against the wire schema before it is written.
   */
  create(
    slugBase: string,
    build: (id: number, slug: string, newest: Channel | undefined) => Channel,
  ): Channel {
    return this.db.transaction(() => {
      const top = this.maxId.get()?.id ?? 0;
      const channel = Channel.parse(build(top + 1, this.freeSlug(slugBase), this.get(top)));
      this.insertRow.run(channel.id, channel.slug, encodeRecord(channel));
      return channel;
    })();
  }

  /**
   * Stores a record captured from another deployment as the JSON text it came as, replacing the
   * row of the same id (a page fetched twice leaves no duplicate). Real directories repeat slugs:
   * the slug column, which must be unique, then gets a suffix; the record keeps its own slug.
   * Call inside a transaction.
   */
  putCaptured(id: number, slug: string, text: string): void {
    this.deleteRow.run(id);
    this.insertCaptured.run(id, this.freeSlug(slug), text);
  }

  /** Replaces a channel with `change(current)` in one transaction; undefined when there is none. */
  update(id: number, change: (current: Channel) => Channel): Channel | undefined {
    return this.db.transaction(() => {
      const current = this.get(id);
      if (!current) return undefined;
      const next = Channel.parse(change(current));
      if (next.id !== id || next.slug !== current.slug) throw new Error('id and slug are fixed');
      this.updateRow.run(encodeRecord(next), id);
      return next;
    })();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

function isEmpty(db: Database.Database): boolean {
  db.exec(CREATE_TABLE);
  return db.prepare('SELECT 1 FROM channels LIMIT 1').get() === undefined;
}

/** How many channels a database holds (0 when it has no channels table yet). */
export function storedChannels(db: Database.Database): number {
  if (!hasTable(db, 'channels')) return 0;
  return db.prepare<[], { n: number }>('SELECT count(*) AS n FROM channels').get()?.n ?? 0;
}

/** Whether the database was filled (or is being filled) by an import: never generate over it. */
export function holdsImport(db: Database.Database): boolean {
  return hasTable(db, 'import_state');
}

function hasTable(db: Database.Database, name: string): boolean {
  return (
    db
      .prepare<[string]>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(name) !== undefined
  );
}

/** Creates the tables of an import into an empty database. */
export function createImportSchema(db: Database.Database): void {
  db.exec(CREATE_TABLE);
  db.exec(CREATE_INDEX);
  db.exec(CREATE_IMPORT_TABLES);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}

/**
 * Brings a database of an older schema up to this one, or refuses it. Version 1 lacked the
 * `captured` column (adding a column with a default rewrites nothing, so it is instant).
 */
export function checkSchema(
  db: Database.Database,
  file: string,
  hint = 'start with --reset to regenerate it',
): void {
  const version = db.pragma('user_version', { simple: true });
  if (version === SCHEMA_VERSION) return;
  if (version === 1) {
    db.exec('ALTER TABLE channels ADD COLUMN captured INTEGER NOT NULL DEFAULT 0');
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    return;
  }
  throw new Error(
    `${file} was written by another version of this server (schema ${String(version)}); ${hint}`,
  );
}

/**
 * Fills an empty database in transactions of BATCH rows, yielding between them so signals and
 * progress get through. Each row is inserted as soon as it is generated: held in a batch, a
 * million rows' JSON would survive into V8's old generation and cost more in garbage
 * collection than the generation itself.
 */
async function fill(db: Database.Database, options: StoreOptions): Promise<void> {
  const count = options.count ?? DEFAULT_COUNT;
  db.exec(CREATE_TABLE);
  const insert = db.prepare<[number, string, string]>(
    'INSERT INTO channels (id, slug, data) VALUES (?, ?, ?)',
  );
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  let done = 0;
  begin.run();
  try {
    for (const row of generateStoredRows(options.seed ?? DEFAULT_SEED, count)) {
      insert.run(row.id, row.slug, row.data);
      if (++done % BATCH !== 0) continue;
      commit.run();
      if (done < count) options.onProgress?.(done, count);
      await new Promise((resolve) => setImmediate(resolve));
      options.signal?.throwIfAborted();
      begin.run();
    }
    commit.run();
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
  db.exec(CREATE_INDEX);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
  options.onProgress?.(count, count);
}

/** Removes temp files of generations that died (their process is gone). */
function removeStaleTemps(dir: string): void {
  for (const name of readdirSync(dir)) {
    const match = /^channels\.db\.tmp-(\d+)(?:-journal|-wal|-shm)?$/.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    let alive = pid !== process.pid;
    try {
      if (alive) process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) rmSync(join(dir, name), { force: true });
  }
}

/**
 * Generates into a temp file and renames it over the database, so an interrupted generation
 * (SIGINT, crash) never leaves a half-written database behind.
 */
async function generateFile(file: string, options: StoreOptions): Promise<void> {
  const temp = tempFileFor(file);
  rmSync(temp, { force: true });
  const db = new Database(temp);
  try {
    // A throwaway file until it is renamed: no journal on disk and no fsync. (better-sqlite3
    // runs SQLite in defensive mode, which refuses journal_mode=OFF; MEMORY is the next best.)
    db.pragma('journal_mode = MEMORY');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -65536');
    await fill(db, options);
    db.close();
    installFile(temp, file);
  } catch (error) {
    if (db.open) db.close();
    for (const suffix of ['', '-journal']) rmSync(`${temp}${suffix}`, { force: true });
    throw error;
  }
}

/** The name to build a replacement database under before it is renamed over `file`. */
export function tempFileFor(file: string): string {
  return `${file}.tmp-${process.pid}`;
}

/** Renames a finished (closed) database file over `file`. */
export function installFile(temp: string, file: string): void {
  // A WAL left by the old database must not be replayed onto the new one.
  rmSync(`${file}-wal`, { force: true });
  rmSync(`${file}-shm`, { force: true });
  renameSync(temp, file);
}

/** Opens a database file for serving or importing. */
export function openFile(file: string): Database.Database {
  const db = new Database(file);
  // WAL: readers never wait for the writer; NORMAL sync is durable enough for a demo server.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  return db;
}

export async function openStore(options: StoreOptions = {}): Promise<ChannelStore> {
  if (options.memory) {
    const db = new Database(':memory:');
    await fill(db, options);
    return new ChannelStore(db);
  }

  const file = databaseFile(options.dataDir);
  let generate = options.reset === true || !existsSync(file);
  if (!generate) {
    const existing = new Database(file);
    try {
      // An import that has stored nothing yet (or a source that was empty) is still an import.
      generate = isEmpty(existing) && !holdsImport(existing);
      if (!generate) checkSchema(existing, file);
    } finally {
      existing.close();
    }
  }
  if (generate) await generateFile(file, options);
  return new ChannelStore(openFile(file));
}

/** Where the database of a data directory lives (the directory is created). */
export function databaseFile(dataDir: string | undefined): string {
  const dir = resolve(dataDir ?? DEFAULT_DATA_DIR);
  mkdirSync(dir, { recursive: true });
  removeStaleTemps(dir);
  return join(dir, FILE_NAME);
}
