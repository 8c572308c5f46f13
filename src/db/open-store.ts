import type { Database } from '@sqlite.org/sqlite-wasm';
import { textOf } from './sql-value';
import { RECORD_LAYOUT } from './record-codec';
import { APPLICATION_ID, SCHEMA_SQL, SCHEMA_TABLES, SCHEMA_VERSION } from './schema';

/** What opening found in the file: nothing yet, our copy, or something that had to be replaced. */
export type OpenOutcome =
  | { kind: 'new' }
  | { kind: 'existing'; migrated?: true }
  | { kind: 'rebuilt'; reason: 'older-version' | 'newer-version' | 'foreign' | 'other-api' };

function tableNames(db: Database): string[] {
  return db.selectValues("SELECT name FROM sqlite_schema WHERE type = 'table'").map(textOf);
}

/** Drops everything in the file (the name is ours: whatever is in it may go). */
function wipe(db: Database): void {
  // Virtual tables first: dropping one drops its shadow tables with it.
  const virtual = db
    .selectValues(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL%'",
    )
    .map(textOf);
  for (const name of virtual) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
  for (const name of tableNames(db)) {
    if (name.startsWith('sqlite_')) continue;
    db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
  }
}

/** The record layout this version writes, as the file keeps it. */
const LAYOUT_TEXT = JSON.stringify(RECORD_LAYOUT);

function create(db: Database, apiBase: string): void {
  db.transaction((tx) => {
    tx.exec(SCHEMA_SQL);
    tx.exec({
      sql: 'INSERT INTO meta(key, value) VALUES (?, ?), (?, ?)',
      bind: ['api', apiBase, 'record_layout', LAYOUT_TEXT],
    });
    tx.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
    tx.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  });
}

/**
 * Version 1 to 2: records written from now on are arrays in the layout; the objects a version 1
 * copy holds are read as they are, so the walked copy stays (no walk again for a format).
 */
function migrateFrom1(db: Database): void {
  db.transaction((tx) => {
    tx.exec({
      sql: 'INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)',
      bind: ['record_layout', LAYOUT_TEXT],
    });
    tx.exec(`PRAGMA user_version = 2`);
  });
}

/**
 * Opens the channels database of `apiBase` in `db`: creates the schema in a new file, keeps a
 * copy written by this version, and replaces anything else (an older or newer schema, another
 * program's file, another API's copy) with an empty one, saying why. Damage that SQLite itself
 * reports (not a database, corrupt) throws: the caller deletes the file and opens a new one.
 */
export function openStore(db: Database, apiBase: string): OpenOutcome {
  // No fsync per page: the copy is a cache of the API. A closed or crashed tab loses nothing (the
  // writes are with the OS); only a machine that loses power mid-walk can damage the file, and a
  // damaged file is dropped and walked again. The journal file is kept between transactions:
  // on OPFS, deleting it and growing it again cost every page a round of file operations.
  // A 64 MB page cache: a walk inserts into indexes by name and views at random places, and with
  // 8 MB those pages left the cache between two pages of the walk, so every insert read its page
  // back from the file and every commit wrote it again. Storing a page of 20 cost 5 ms at the
  // first channel and 8–10 ms past 300,000 (4.1 GB written per 100,000 channels); with 64 MB,
  // 4–6 ms throughout (3.4 GB). An in-memory copy keeps every page anyway.
  // The lock held for as long as the copy is open (EXCLUSIVE): nothing else ever opens its file
  // (the pool's files are this worker's alone, a copy is open once), and with the default
  // locking every read that is not inside a walk's transaction began by looking at the journal
  // and the file's header to see whether its cache was still good. A count answers in many small
  // steps, each a read of its own: typing 20 keys over 10,000 walked channels cost the worker
  // 1.25 s in the file handles' read() and getSize() (a trace, 2026-11-27), and none with this.
  db.exec(
    'PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY; PRAGMA synchronous = OFF; PRAGMA journal_mode = PERSIST;',
  );
  const applicationId = Number(db.selectValue('PRAGMA application_id'));
  const version = Number(db.selectValue('PRAGMA user_version'));
  const tables = tableNames(db);

  if (applicationId === 0 && tables.length === 0) {
    create(db, apiBase);
    return { kind: 'new' };
  }
  let reason: Extract<OpenOutcome, { kind: 'rebuilt' }>['reason'] | undefined;
  if (applicationId !== APPLICATION_ID) reason = 'foreign';
  else if (version < 1) reason = 'older-version';
  else if (version > SCHEMA_VERSION) reason = 'newer-version';
  else if (!SCHEMA_TABLES.every((table) => tables.includes(table))) reason = 'foreign';
  else if (db.selectValue("SELECT value FROM meta WHERE key = 'api'") !== apiBase) {
    reason = 'other-api';
  } else if (
    version === SCHEMA_VERSION &&
    db.selectValue("SELECT value FROM meta WHERE key = 'record_layout'") !== LAYOUT_TEXT
  ) {
    // Records written by a version whose Channel schema had other fields: read with this
    // layout they would put values under the wrong names.
    reason = 'older-version';
  }
  if (reason === undefined && version === 1) {
    migrateFrom1(db);
    return { kind: 'existing', migrated: true };
  }
  if (reason === undefined) return { kind: 'existing' };
  wipe(db);
  create(db, apiBase);
  return { kind: 'rebuilt', reason };
}
