import type { BindableValue, Database, PreparedStatement, SqlValue } from '@sqlite.org/sqlite-wasm';
import type { ChannelsPage, RejectedRecord } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import type { SortOrder } from '@/lib/criteria';
import { channelColumns, type ChannelColumns } from './channel-columns';
import { KEYSETS, SORT_KEY_COLUMNS, sortKeyOf, type SortKey } from './keyset';
import { readRecord } from './read-record';
import { encodeRecord } from './record-codec';
import { COUNTRY_SORT_INDEXES, POS_STEP, SORT_INDEXES } from './schema';
import { textOf } from './sql-value';
import { countSql, viewSql, whereClause, type ChannelView, type ViewSql } from './view';
import { NO_WALK, WalkState } from './walk-state';

/** What storing one page did, for the walk's bookkeeping (see `PageSummary` in the client). */
export interface StoredPage {
  next: string | null;
  /** Valid records in the page. */
  received: number;
  /** Channels this walk had not seen before (new to the copy or seen by an older walk only). */
  fresh: number;
  /** Channels new to the copy. */
  added: number;
  /** Channels this walk has seen so far, this page's included. */
  seen: number;
  firstId: number | null;
  lastId: number | null;
  /** `next` was already fetched in this walk: following it would go round in a loop. */
  nextSeen: boolean;
  staleRun: number;
  rejected: RejectedRecord[];
  /** The walk ended with this page (its last page, nothing left to fetch). */
  complete: boolean;
  /** Channels the older walks saw that this complete walk did not, now removed. */
  removed: number;
}

/** A row that changed without moving: counts over places that were already counted change too. */
type ChangeKind = 'none' | 'edges' | 'inside';

/** The columns kept beside each record, in the order `columnValues` gives them. */
const COLUMNS = [
  'name_key',
  'country',
  'city',
  'latitude',
  'longitude',
  'flags',
  'live_jobs',
  'views',
  'search',
] as const;

function columnValues(columns: ChannelColumns): BindableValue[] {
  const { nameKey, country, city, latitude, longitude, flags, liveJobs, views, search } = columns;
  return [nameKey, country, city, latitude, longitude, flags, liveJobs, views, search];
}

const KNOWN = `SELECT pos, walk, ${COLUMNS.join(', ')} FROM channels WHERE id = ?`;
const INSERT = `INSERT INTO channels(pos, id, walk, ${COLUMNS.join(', ')}) VALUES (?, ?, ?, ${COLUMNS.map(() => '?').join(', ')})`;
const UPDATE = `UPDATE channels SET walk = ?, ${COLUMNS.map((name) => `${name} = ?`).join(', ')} WHERE pos = ?`;

/** Channels of a view in one city, with the sums their mean position is made of. */
export interface PlaceTally {
  city: string;
  country: string | null;
  count: number;
  latitudeSum: number;
  longitudeSum: number;
}

/**
 * The channels of one API in SQLite: pages written as they are walked (one transaction each),
 * windows of a view read back in order, single channels by id. Synchronous and free of any
 * browser API, so it runs in the worker and in Node tests alike.
 */
export class ChannelStore {
  /**
   * Bumped whenever channels already counted may have changed (an update, a removal, a channel
   * placed between two others). Rows only added above the first or below the last do not bump it:
   * cached counts extend over the new places instead of starting over.
   */
  generation = 0;
  #statements = new Map<string, PreparedStatement>();

  constructor(readonly db: Database) {}

  /** A prepared statement, kept for the connection's life (pages run the same few thousands of times). */
  #stmt(sql: string): PreparedStatement {
    let stmt = this.#statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.#statements.set(sql, stmt);
    }
    return stmt.clearBindings().reset();
  }

  /** The first column of the first row of a kept statement, or undefined when there is no row. */
  #value(sql: string, params: BindableValue[] = []): SqlValue | undefined {
    const stmt = this.#stmt(sql);
    if (params.length > 0) stmt.bind(params);
    const value = stmt.step() ? stmt.get(0) : undefined;
    stmt.reset();
    return value;
  }

  close(): void {
    try {
      this.commit();
    } catch {
      // A file that cannot take the last pages is closed without them (the walk resumes before them).
    }
    for (const stmt of this.#statements.values()) stmt.finalize();
    this.#statements.clear();
    this.db.close();
  }

  #linkFetched(link: string): boolean {
    const stmt = this.#stmt('SELECT 1 FROM walk_links WHERE link = ?').bind([link]);
    const found = stmt.step();
    stmt.reset();
    return found;
  }

  walkState(): WalkState {
    const raw = this.#value("SELECT value FROM meta WHERE key = 'walk'");
    if (typeof raw !== 'string') return NO_WALK;
    const parsed = WalkState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : NO_WALK;
  }

  #saveWalk(state: WalkState): void {
    this.#stmt("INSERT OR REPLACE INTO meta(key, value) VALUES ('walk', ?)")
      .bind([JSON.stringify(state)])
      .stepReset();
  }

  /** Starts a new walk from the first page; the copy stays as it is until the walk completes. */
  startWalk(now = Date.now()): WalkState {
    const state: WalkState = {
      ...NO_WALK,
      walk: this.walkState().walk + 1,
      startedAt: now,
      updatedAt: now,
    };
    this.#write(() => {
      this.db.exec('DELETE FROM walk_links');
      this.#saveWalk(state);
    });
    return state;
  }

  /** Channels in the copy: counted once, then kept as channels are added and removed (a count
   * of a million rows per page would make every page cost more than the last). */
  total(): number {
    this.#total ??= Number(this.db.selectValue('SELECT count(*) FROM channels'));
    return this.#total;
  }
  #total: number | undefined;
  /** The country codes the `countries` table has, once read (see #insert). */
  #knownCountries: Set<string> | undefined;

  /**
   * Lets the writes that follow share one transaction until `commit()`. Every transaction costs
   * the file its own journal and index segments: on OPFS one per page made storing a page of 50
   * channels take 300 ms, ten times the work itself. Each write stays all-or-nothing (a savepoint
   * inside the batch), and the walk's state commits with the pages it describes, so a tab closed
   * mid-batch resumes from the last committed page.
   */
  batch(): void {
    if (this.#batched) return;
    this.db.exec('BEGIN');
    this.#batched = true;
  }

  /** Ends the batch: what it wrote is in the file. */
  commit(): void {
    if (!this.#batched) return;
    this.#indexSearch();
    this.#batched = false;
    this.db.exec('COMMIT');
  }
  #batched = false;

  /**
   * Runs a write in one transaction (a savepoint in a batch); if it fails, what is kept in memory
   * about the copy is read again.
   */
  #write<T>(work: () => T): T {
    // What was waiting to be indexed: bringing the index up to date starts a new list, so this
    // one only grows by the write's own channels, which a rollback takes away again.
    const unindexed = this.#unindexed;
    const waiting = unindexed.length;
    try {
      if (this.#batched) return this.db.savepoint(work);
      return this.db.transaction(() => {
        const result = work();
        this.#indexSearch();
        return result;
      });
    } catch (error) {
      this.#total = undefined;
      this.#knownCountries = undefined;
      // Rolled back: the channels it wrote are gone, and any it indexed wait again.
      unindexed.length = waiting;
      this.#unindexed = unindexed;
      throw error;
    }
  }

  /** Places of channels written but not in the full-text index yet (see #indexSearch). */
  #unindexed: number[] = [];

  /**
   * Puts the channels written since the last call into the full-text index, in one statement.
   * The index writes what it holds out to the file at every savepoint, and each page is one:
   * indexed as they were written, those writes were a fifth of the database worker's time during a
   * walk (Chromium profile, 50,000 channels). Called before anything reads or changes the index
   * and before a commit, so no search, count or saved file misses a channel.
   */
  #indexSearch(): void {
    if (this.#unindexed.length === 0) return;
    const places = JSON.stringify(this.#unindexed);
    this.#unindexed = [];
    this.#stmt(
      'INSERT INTO channel_search(rowid, search) SELECT pos, search FROM channels WHERE pos IN (SELECT value FROM json_each(?))',
    )
      .bind([places])
      .stepReset();
  }

  /**
   * The SQL of a view, the full-text index brought up to date first when the view searches it,
   * and its order's index made when it is the first view in that order.
   */
  #viewSql(view: ChannelView): ViewSql {
    const sql = viewSql(view);
    if (sql.fullText) this.#indexSearch();
    if (view.sort !== 'newest') this.#indexOrder(view.sort, view.country !== null);
    return sql;
  }

  /**
   * The indexes this copy is known to have (see SORT_INDEXES and COUNTRY_SORT_INDEXES), by
   * statement. Indexes are made by reads, never inside a write's savepoint; a batch whose commit
   * fails closes the store (the service opens the copy again), so the set never outlives an index
   * it names.
   */
  #orderIndexed = new Set<string>();

  /**
   * Makes the index of `sort` (within a country, when the view picks one) if the copy has none
   * yet (a no-op statement when it has). If it cannot be made (the file is full), the view is
   * still read, by a scan and a sort.
   */
  #indexOrder(sort: Exclude<SortOrder, 'newest'>, inCountry: boolean): void {
    const statement = (inCountry ? COUNTRY_SORT_INDEXES : SORT_INDEXES)[sort];
    if (this.#orderIndexed.has(statement)) return;
    try {
      this.db.exec(statement);
      this.#orderIndexed.add(statement);
    } catch {
      // Asked again by the next view in this order.
    }
  }

  /** The lowest and highest place in use, or null when the copy is empty. */
  placeRange(): { min: number; max: number } | null {
    // Two queries: SQLite answers min() or max() alone from the primary key's b-tree, but both in
    // one query scan the whole table (every new channel paid for the whole copy).
    const min = this.#value('SELECT min(pos) FROM channels');
    if (min === undefined || min === null) return null;
    return { min: Number(min), max: Number(this.#value('SELECT max(pos) FROM channels')) };
  }

  /**
   * Where the walk stands, if it has already fetched `link` and moved on: a page that only knew
   * an older state of the copy (a return visit whose note was written before the last pages
   * landed) asks again for a link the walk passed. Fetching it would look like a loop; the answer
   * is the walk as stored, with where it really continues.
   */
  walkedPast(link: string): StoredPage | null {
    const state = this.walkState();
    if (state.walk === 0 || state.next === link || !this.#linkFetched(link)) return null;
    return this.storedWalk();
  }

  /**
   * The walk as stored, as the answer to a page that adds nothing: where it really continues
   * (see walkedPast, and the service's fetchPage for a link the file's walk has not reached).
   */
  storedWalk(): StoredPage {
    const state = this.walkState();
    return {
      next: state.next,
      received: 0,
      fresh: 0,
      added: 0,
      seen: state.seen,
      firstId: null,
      lastId: null,
      nextSeen: false,
      staleRun: state.staleRun,
      rejected: [],
      complete: state.complete,
      removed: 0,
    };
  }

  /**
   * Stores one page of the current walk in one transaction: new channels get the place after the
   * previous channel of the walk, channels already in the copy are refreshed where they are, a
   * channel the walk already saw keeps its first place. `link` is the link the page came from.
   */
  writePage(link: string, page: ChannelsPage, now = Date.now()): StoredPage {
    return this.#write(() => {
      const state = this.walkState();
      if (state.walk === 0) throw new Error('writePage before startWalk');
      this.#stmt('INSERT OR IGNORE INTO walk_links(link) VALUES (?)').bind([link]).stepReset();
      let cursor = state.cursorPos;
      let fresh = 0;
      let added = 0;
      let change: ChangeKind = 'none';
      // Read once a page and kept as channels are placed: read per channel, it was a sixth of
      // the cost of a page.
      const range = new PlaceRange(this.placeRange());
      for (const channel of page.results) {
        const outcome = this.#writeChannel(channel, state.walk, cursor, range);
        if (outcome.kind === 'duplicate') continue;
        fresh += 1;
        if (outcome.kind === 'added') added += 1;
        change = worse(change, outcome.change);
        cursor = outcome.pos;
      }
      const nextSeen = page.next !== null && this.#linkFetched(page.next);
      const staleRun = fresh === 0 ? state.staleRun + 1 : 0;
      const complete = page.next === null;
      this.#saveWalk({
        ...state,
        next: page.next,
        complete,
        pages: state.pages + 1,
        seen: state.seen + fresh,
        staleRun,
        cursorPos: cursor,
        updatedAt: now,
      });
      const removed = complete ? this.#removeUnseen(state.walk) : 0;
      if (removed > 0) change = 'inside';
      if (change === 'inside') this.generation += 1;
      return {
        next: page.next,
        received: page.results.length,
        fresh,
        added,
        seen: state.seen + fresh,
        firstId: page.results[0]?.id ?? null,
        lastId: page.results.at(-1)?.id ?? null,
        nextSeen,
        staleRun,
        rejected: page.rejected,
        complete,
        removed,
      };
    });
  }

  #writeChannel(
    channel: Channel,
    walk: number,
    cursor: number | null,
    range: PlaceRange,
  ): { kind: 'duplicate' } | { kind: 'added' | 'refreshed'; pos: number; change: ChangeKind } {
    const columns = channelColumns(channel);
    const json = encodeRecord(channel);
    const known = this.#stmt(KNOWN).bind([channel.id]);
    if (known.step()) {
      const row = known.get([]);
      known.reset();
      const pos = Number(row[0]);
      if (Number(row[1]) === walk) return { kind: 'duplicate' };
      const moved = this.#refresh(pos, row, columns, json, walk);
      return { kind: 'refreshed', pos, change: moved ? 'inside' : 'none' };
    }
    const { pos, inside } = this.#placeAfter(cursor, range.current);
    this.#insert(pos, columns, json, walk);
    range.take(pos);
    return { kind: 'added', pos, change: inside ? 'inside' : 'edges' };
  }

  /** Where a channel new to the copy goes: after `cursor`, before whatever follows it. */
  #placeAfter(
    cursor: number | null,
    range: { min: number; max: number } | null,
  ): { pos: number; inside: boolean } {
    if (!range) return { pos: 0, inside: false };
    // The walk's first channel, new to the copy: it is newer than everything in it.
    if (cursor === null) return { pos: range.min - POS_STEP, inside: false };
    if (cursor >= range.max) return { pos: range.max + POS_STEP, inside: false };
    const following = Number(this.#value('SELECT min(pos) FROM channels WHERE pos > ?', [cursor]));
    if (following - cursor >= 2) return { pos: Math.floor((cursor + following) / 2), inside: true };
    // No room left between the two (many channels found between the same two): last place.
    return { pos: range.max + POS_STEP, inside: true };
  }

  #insert(pos: number, columns: ChannelColumns, json: string, walk: number): void {
    this.#stmt(INSERT)
      .bind([pos, columns.id, walk, ...columnValues(columns)])
      .stepReset();
    if (this.#total !== undefined) this.#total += 1;
    this.#stmt('INSERT INTO records(pos, json) VALUES (?, ?)').bind([pos, json]).stepReset();
    this.#unindexed.push(pos);
    if (columns.country !== null && columns.countryName !== '') {
      // A few hundred codes among a million channels: only a code not seen yet costs a write.
      this.#knownCountries ??= new Set(
        this.db.selectValues('SELECT code FROM countries').map((code) => textOf(code)),
      );
      if (!this.#knownCountries.has(columns.country)) {
        this.#stmt('INSERT OR IGNORE INTO countries(code, name) VALUES (?, ?)')
          .bind([columns.country, columns.countryName])
          .stepReset();
        this.#knownCountries.add(columns.country);
      }
    }
  }

  /** A channel seen again by a newer walk: the record and its columns take the new values. */
  #refresh(
    pos: number,
    row: readonly SqlValue[],
    columns: ChannelColumns,
    json: string,
    walk: number,
  ): boolean {
    const values = columnValues(columns);
    const changed = values.some((value, index) => row[index + 2] !== value);
    const search = row[2 + COLUMNS.indexOf('search')];
    if (search !== columns.search) {
      this.#indexSearch();
      this.#stmt(
        "INSERT INTO channel_search(channel_search, rowid, search) VALUES ('delete', ?, ?)",
      )
        .bind([pos, textOf(search)])
        .stepReset();
      this.#stmt('INSERT INTO channel_search(rowid, search) VALUES (?, ?)')
        .bind([pos, columns.search])
        .stepReset();
    }
    this.#stmt(UPDATE)
      .bind([walk, ...values, pos])
      .stepReset();
    this.#stmt('UPDATE records SET json = ? WHERE pos = ? AND json <> ?')
      .bind([json, pos, json])
      .stepReset();
    return changed;
  }

  /** After a complete walk: the channels only older walks saw are gone from the server. */
  #removeUnseen(walk: number): number {
    const stale = Number(
      this.db.selectValue('SELECT count(*) FROM channels WHERE walk < ?', [walk]),
    );
    if (stale === 0) return 0;
    this.#indexSearch();
    this.db.exec({
      sql: "INSERT INTO channel_search(channel_search, rowid, search) SELECT 'delete', pos, search FROM channels WHERE walk < ?",
      bind: [walk],
    });
    this.db.exec({
      sql: 'DELETE FROM records WHERE pos IN (SELECT pos FROM channels WHERE walk < ?)',
      bind: [walk],
    });
    this.db.exec({ sql: 'DELETE FROM channels WHERE walk < ?', bind: [walk] });
    if (this.#total !== undefined) this.#total -= stale;
    return stale;
  }

  /** Whether the copy has channel `id`. */
  has(id: number): boolean {
    const stmt = this.#stmt('SELECT 1 FROM channels WHERE id = ?').bind([id]);
    const found = stmt.step();
    stmt.reset();
    return found;
  }

  /**
   * Puts channels newer than everything in the copy above it, in the order given (the API's:
   * newest first). Channels the copy already has are skipped. Returns how many were added.
   */
  addAbove(channels: readonly Channel[]): number {
    return this.#write(() => {
      const fresh = channels.filter((channel, index) => {
        if (this.has(channel.id)) return false;
        return channels.findIndex((other) => other.id === channel.id) === index;
      });
      const top = this.placeRange()?.min ?? fresh.length * POS_STEP;
      const walk = this.walkState().walk;
      fresh.forEach((channel, index) => {
        const pos = top - (fresh.length - index) * POS_STEP;
        this.#insert(pos, channelColumns(channel), JSON.stringify(channel), walk);
      });
      return fresh.length;
    });
  }

  /**
   * Up to `limit` channels of the view in its order, skipping `offset` of them; for a view in
   * place order, counting may start at `fromPos` (see ViewCounts.window).
   */
  rows(view: ChannelView, offset: number, limit: number, fromPos?: number): Channel[] {
    const sql = this.#viewSql(view);
    const extra = fromPos === undefined ? [] : [`${sql.pos} >= ?`];
    const params = fromPos === undefined ? sql.params : [...sql.params, fromPos];
    const query = `SELECT r.json FROM ${sql.from} JOIN records r ON r.pos = c.pos ${whereClause(sql.where, ...extra)} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`;
    return this.db.selectValues(query, [...params, limit, offset]).map((json) => readRecord(json));
  }

  /** One channel by id, or null when the copy does not have it. */
  channel(id: number): Channel | null {
    const json = this.db.selectValue(
      'SELECT r.json FROM channels c JOIN records r ON r.pos = c.pos WHERE c.id = ?',
      [id],
    );
    return json === undefined ? null : readRecord(json);
  }

  #sortKey(id: number): SortKey | null {
    const row = this.db.selectArray(`SELECT ${SORT_KEY_COLUMNS} FROM channels c WHERE c.id = ?`, [
      id,
    ]);
    return row ? sortKeyOf(row) : null;
  }

  /** The channels just before and after `id` in the view (null at either end or when absent). */
  neighbours(view: ChannelView, id: number): { previous: number | null; next: number | null } {
    const key = this.#sortKey(id);
    if (!key) return { previous: null, next: null };
    const sql = this.#viewSql(view);
    const keyset = KEYSETS[view.sort];
    const find = (condition: [string, BindableValue[]], order: string) => {
      const value = this.db.selectValue(
        `SELECT c.id FROM ${sql.from} ${whereClause(sql.where, condition[0])} ORDER BY ${order} LIMIT 1`,
        [...sql.params, ...condition[1]],
      );
      return value === undefined ? null : Number(value);
    };
    return {
      previous: find(keyset.before(key, sql.pos), keyset.reversed(sql.pos)),
      next: find(keyset.after(key, sql.pos), sql.orderBy),
    };
  }

  /**
   * Where channel `id` stands in the view (0-based, as the grid counts), or null when the view
   * does not show it (filtered out, or not in the copy): closing a panel opened from a link
   * scrolls the grid to that channel's card.
   */
  position(view: ChannelView, id: number): number | null {
    const key = this.#sortKey(id);
    if (!key) return null;
    const sql = this.#viewSql(view);
    const shown = this.db.selectValue(
      `SELECT 1 FROM ${sql.from} ${whereClause(sql.where, 'c.id = ?')}`,
      [...sql.params, id],
    );
    if (shown === undefined) return null;
    const [before, params] = KEYSETS[view.sort].before(key, sql.pos);
    return Number(
      this.db.selectValue(`SELECT count(*) FROM ${sql.from} ${whereClause(sql.where, before)}`, [
        ...sql.params,
        ...params,
      ]),
    );
  }

  /**
   * The view's channels after `after` (from the start when null), `limit` at a time, with the key
   * to continue from: exports read a million channels this way without counting past each chunk.
   */
  chunk(
    view: ChannelView,
    after: SortKey | null,
    limit: number,
  ): { channels: Channel[]; last: SortKey | null } {
    const sql = this.#viewSql(view);
    const condition = after ? KEYSETS[view.sort].after(after, sql.pos) : null;
    const rows = this.db.selectArrays(
      `SELECT ${SORT_KEY_COLUMNS}, r.json FROM ${sql.from} JOIN records r ON r.pos = c.pos ${whereClause(sql.where, ...(condition ? [condition[0]] : []))} ORDER BY ${sql.orderBy} LIMIT ?`,
      [...sql.params, ...(condition ? condition[1] : []), limit],
    );
    const lastRow = rows.at(-1);
    return {
      channels: rows.map((row) => readRecord(row[4])),
      last: lastRow ? sortKeyOf(lastRow) : null,
    };
  }

  /** Channels of the view whose place is in [from, to). */
  countBetween(view: ChannelView, from: number, to: number): number {
    const sql = countSql(this.#viewSql(view));
    return Number(
      this.db.selectValue(
        `SELECT count(*) FROM ${sql.from} ${whereClause(sql.where, `${sql.pos} >= ?`, `${sql.pos} < ?`)}`,
        [...sql.params, from, to],
      ),
    );
  }

  /** Channels of the view per country code, for places in [from, to). */
  countriesBetween(view: ChannelView, from: number, to: number): Map<string, number> {
    const sql = this.#viewSql(view);
    const rows = this.db.selectArrays(
      `SELECT c.country, count(*) FROM ${sql.from} ${whereClause(sql.where, 'c.country IS NOT NULL', `${sql.pos} >= ?`, `${sql.pos} < ?`)} GROUP BY c.country`,
      [...sql.params, from, to],
    );
    return new Map(rows.map(([code, count]) => [textOf(code), Number(count)]));
  }

  /** Channels of the view per city with a position, for places in [from, to). */
  citiesBetween(view: ChannelView, from: number, to: number): Map<string, PlaceTally> {
    const sql = this.#viewSql(view);
    const rows = this.db.selectArrays(
      `SELECT c.country, c.city, count(*), sum(c.latitude), sum(c.longitude) FROM ${sql.from} ${whereClause(sql.where, 'c.latitude IS NOT NULL', `${sql.pos} >= ?`, `${sql.pos} < ?`)} GROUP BY c.country, c.city`,
      [...sql.params, from, to],
    );
    return new Map(
      rows.map(([country, city, count, latitudeSum, longitudeSum]) => [
        JSON.stringify([country, city]),
        {
          city: textOf(city),
          country: country === null ? null : textOf(country),
          count: Number(count),
          latitudeSum: Number(latitudeSum),
          longitudeSum: Number(longitudeSum),
        },
      ]),
    );
  }

  /** The name the copy knows for each country code. */
  countryNames(): Map<string, string> {
    return new Map(
      this.db
        .selectArrays('SELECT code, name FROM countries')
        .map(([code, name]) => [textOf(code), textOf(name)]),
    );
  }
}

/** The lowest and highest place in use, kept up to date as a page places its channels. */
class PlaceRange {
  constructor(public current: { min: number; max: number } | null) {}

  take(pos: number): void {
    const { current } = this;
    this.current = current
      ? { min: Math.min(current.min, pos), max: Math.max(current.max, pos) }
      : { min: pos, max: pos };
  }
}

function worse(a: ChangeKind, b: ChangeKind): ChangeKind {
  if (a === 'inside' || b === 'inside') return 'inside';
  return a === 'edges' || b === 'edges' ? 'edges' : 'none';
}
