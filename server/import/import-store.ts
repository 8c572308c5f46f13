/**
 * Where an import keeps what it captured and how far it got: the reference server's own database,
 * so the result is served by `npm run api` as is. Each page is stored in one transaction together
 * with the link to fetch after it, so an import stopped at any moment (SIGINT, kill -9, a crash)
 * resumes from the first page it had not stored.
 */
import { existsSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { z } from 'zod';
import {
  ChannelStore,
  checkSchema,
  createImportSchema,
  databaseFile,
  holdsImport,
  installFile,
  openFile,
  storedChannels,
  tempFileFor,
} from '../data/db.ts';

export class ImportConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportConflictError';
  }
}

export interface ImportState {
  source: string;
  /** The link to fetch next; null once the last page is stored. */
  next: string | null;
  pages: number;
  records: number;
  rejected: number;
  /** The id of the last record stored, to check that ids keep descending. */
  lastId: number | null;
  /** Records whose id was not below the one before (the copy serves by descending id). */
  outOfOrder: number;
  /** Records captured again on a later page (stored once, as last seen). */
  repeated: number;
  startedAt: string;
  finishedAt: string | null;
}

export interface RejectedRow {
  page: number;
  /** The record's index in its page. */
  position: number;
  /** Its id as the source wrote it (any JSON value), null when it had none. */
  id: unknown;
  issues: string[];
}

export interface CapturedRecord {
  id: number;
  slug: string;
  /** The record's JSON as received. */
  text: string;
}

export interface CapturedPage {
  link: string;
  records: CapturedRecord[];
  rejected: { position: number; id: unknown; issues: string[] }[];
  next: string | null;
}

const Issues = z.array(z.string());

interface StateRow {
  source: string;
  next: string | null;
  pages: number;
  last_id: number | null;
  out_of_order: number;
  repeated: number;
  started_at: string;
  finished_at: string | null;
}

/** The same collection however it was written (default port, percent-encoding). */
export function sameSource(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

function readState(db: Database.Database): ImportState | undefined {
  const row = db.prepare<[], StateRow>('SELECT * FROM import_state').get();
  if (!row) return undefined;
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  return {
    source: row.source,
    next: row.next,
    pages: row.pages,
    records: count('SELECT count(*) AS n FROM channels'),
    rejected: count('SELECT count(*) AS n FROM import_rejected'),
    lastId: row.last_id,
    outOfOrder: row.out_of_order,
    repeated: row.repeated,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** What a served database was imported from, if it was (for `npm run api`'s banner). */
export function readImportState(db: Database.Database): ImportState | undefined {
  return holdsImport(db) ? readState(db) : undefined;
}

function startImport(db: Database.Database, source: string): void {
  createImportSchema(db);
  db.prepare('INSERT INTO import_state (only, source, next, started_at) VALUES (1, ?, ?, ?)').run(
    source,
    source,
    new Date().toISOString(),
  );
}

/** A new database holding an import of `source` that has not fetched anything yet. */
function createFile(file: string, source: string): void {
  const temp = tempFileFor(file);
  rmSync(temp, { force: true });
  const db = new Database(temp);
  try {
    startImport(db, source);
    db.close();
    installFile(temp, file);
  } catch (error) {
    if (db.open) db.close();
    rmSync(temp, { force: true });
    throw error;
  }
}

export interface OpenImportOptions {
  source: string;
  dataDir?: string;
  /** Replace whatever the data directory holds with a new import. */
  fresh?: boolean;
}

export class ImportStore {
  readonly file: string;
  readonly db: Database.Database;
  private readonly channels: ChannelStore;
  private readonly seenLink;
  private readonly savePageTx;

  private constructor(file: string, db: Database.Database) {
    this.file = file;
    this.db = db;
    this.channels = new ChannelStore(db);
    this.seenLink = db.prepare<[string], { page: number }>(
      'SELECT page FROM import_pages WHERE link = ?',
    );
    const addLink = db.prepare<[string, number]>(
      'INSERT OR IGNORE INTO import_pages (link, page) VALUES (?, ?)',
    );
    const addRejected = db.prepare<[number, number, string | null, string]>(
      'INSERT OR REPLACE INTO import_rejected (page, position, id, issues) VALUES (?, ?, ?, ?)',
    );
    const setState = db.prepare<
      [string | null, number, number | null, number, number, string | null]
    >(
      'UPDATE import_state SET next = ?, pages = ?, last_id = ?, out_of_order = ?, repeated = ?, finished_at = ?',
    );
    this.savePageTx = db.transaction((page: CapturedPage): number => {
      const state = this.state();
      const number = state.pages + 1;
      let { lastId, outOfOrder, repeated } = state;
      let added = 0;
      addLink.run(page.link, number);
      for (const record of page.records) {
        if (lastId !== null && record.id >= lastId) outOfOrder += 1;
        lastId = record.id;
        if (this.channels.has(record.id)) repeated += 1;
        else added += 1;
        this.channels.putCaptured(record.id, record.slug, record.text);
      }
      for (const { position, id, issues } of page.rejected) {
        const written = id === undefined ? null : JSON.stringify(id);
        addRejected.run(number, position, written, JSON.stringify(issues));
      }
      const finished = page.next === null ? new Date().toISOString() : null;
      setState.run(page.next, number, lastId, outOfOrder, repeated, finished);
      return added;
    });
  }

  /**
   * Opens the import of `source` in a data directory: a new one when the directory has no
   * database (or with `fresh`), else the unfinished or finished import of the same source. A
   * database of generated channels or of another source is never mixed with this one.
   */
  static open({ source, dataDir, fresh }: OpenImportOptions): ImportStore {
    const file = databaseFile(dataDir);
    if (fresh || !existsSync(file)) createFile(file, source);
    const db = openFile(file);
    try {
      // Checked before anything is written: a refused database is left exactly as it was.
      if (!holdsImport(db)) {
        const channels = storedChannels(db);
        if (channels > 0) {
          throw new ImportConflictError(
            `${file} holds ${channels} generated channels, not an import; add --fresh to replace them with the import`,
          );
        }
      }
      checkSchema(db, file, 'add --fresh to replace it with the import');
      const state = readImportState(db);
      if (!state) {
        // An empty database (a generation that never ran): the import can take it over.
        startImport(db, source);
      } else if (!sameSource(state.source, source)) {
        throw new ImportConflictError(
          `${file} holds an import of ${state.source}; add --fresh to replace it with an import of ${source}`,
        );
      }
      return new ImportStore(file, db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  state(): ImportState {
    const state = readState(this.db);
    if (!state) throw new Error(`${this.file} has no import state`);
    return state;
  }

  /** The page number a link was stored as, if it was fetched before. */
  pageOfLink(link: string): number | undefined {
    return this.seenLink.get(link)?.page;
  }

  /** Stores a page and the link after it in one transaction; returns how many records were new. */
  savePage(page: CapturedPage): number {
    return this.savePageTx(page);
  }

  rejectedRecords(): RejectedRow[] {
    const rows = this.db
      .prepare<[], { page: number; position: number; id: string | null; issues: string }>(
        'SELECT page, position, id, issues FROM import_rejected ORDER BY page, position',
      )
      .all();
    return rows.map((row) => ({
      ...row,
      id: row.id === null ? null : (JSON.parse(row.id) as unknown),
      issues: Issues.parse(JSON.parse(row.issues)),
    }));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
