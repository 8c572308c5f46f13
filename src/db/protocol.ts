/**
 * The typed message protocol between the app and the database worker. Every call is a request
 * with an id; the worker answers it once, with a value or an error; the app may cancel it (a
 * superseded keystroke), and the worker stops long work at its next step. The worker also tells
 * the app when a copy changed, so the app can ask again for what it shows.
 */
import type { ApiErrorInit } from '@/api/api-error';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import type { CopyHint } from './copy-hint';
import type { SortKey } from './keyset';
import type { StoredPage } from './store';
import type { ChannelView } from './view';
import type { CityCount, CountryCount, Tallied, ViewCount } from './view-counts';
import type { WalkState } from './walk-state';

/** Where the copy lives: in the origin's private files (kept), or only in this tab's memory. */
export type Storage = 'persistent' | 'memory';

export interface CopyStatus {
  apiBase: string;
  storage: Storage;
  /** Said once, quietly, when the copy is not what the user would expect (memory, rebuilt). */
  notice: string | null;
  /** Channels in the copy. */
  total: number;
  walk: WalkState;
}

/**
 * One page of the walk as react-query keeps it: links and counts (see StoredPage), never the
 * records.
 */
export interface PageSummary extends Omit<StoredPage, 'added' | 'removed'> {
  /** Channels in the copy after this page. */
  total: number;
  /**
   * The first page of a fresh visit also carries its records, so the first cards show from the
   * network answer while the database is still starting.
   */
  results?: Channel[];
  /**
   * Set on the walk's first summary when it stands for a saved copy (a return visit): when that
   * copy's walk last stored a page.
   */
  restoredAt?: number;
}

export type ExportFormat = 'csv' | 'json';

/** A copy kept on this device (or in this tab's memory), as the settings list it. */
export interface SavedCopy {
  apiBase: string;
  channels: number;
  /** Bytes the database file takes. */
  bytes: number;
  /** When its walk last stored a page (0: never). */
  savedAt: number;
  storage: Storage;
}

/** New channels above the copy. */
export interface TopCheck {
  count: number;
  /**
   * The pages looked at reach the copy: the new channels go right above it. When they do not
   * (more new channels than the pages looked at hold), only a new walk brings the copy up to date.
   */
  joined: boolean;
}

/** The worker's methods. Every one may be cancelled through the request's id. */
export interface LocalDbMethods {
  open(apiBase: string): CopyStatus;
  /** A new walk from the first page, already fetched by the app (a fresh visit). */
  storeFirstPage(apiBase: string, link: string, page: ChannelsPage): PageSummary;
  /** Fetches, validates and stores the page at `link` of the current walk. */
  fetchPage(apiBase: string, link: string): PageSummary;
  /**
   * While on (a walk to the end), the next `fetchPage` starts a run of the walk (see WalkAhead):
   * the fetch worker follows the `next` links ahead, and each `fetchPage` stores the pages that
   * arrived meanwhile and answers for all of them. Off, nothing more is fetched; pages already
   * fetched are still stored by the next asks, and nothing is requested that nobody asked for.
   */
  readAhead(apiBase: string, on: boolean): void;
  /**
   * While held (the reader is typing a search), a walk's run stores nothing more after the batch
   * under way and takes no more pages from the fetch worker: the keys get the machine. Released,
   * it goes on where it was.
   */
  holdWalk(apiBase: string, held: boolean): void;
  /**
   * Looks for channels added above the copy: pages from the first until one holds a channel the
   * copy has (ids descend). They wait in the worker until `showTop`.
   */
  checkTop(apiBase: string): TopCheck;
  /** Puts the channels `checkTop` found above the copy; returns how many. */
  showTop(apiBase: string): number;
  rows(apiBase: string, view: ChannelView, offset: number, limit: number): Channel[];
  count(apiBase: string, view: ChannelView): ViewCount;
  countries(apiBase: string, view: ChannelView): Tallied<CountryCount>;
  /** Channels of the view per city with a position (for a map). */
  cities(apiBase: string, view: ChannelView): Tallied<CityCount>;
  channel(apiBase: string, id: number): Channel | null;
  neighbours(
    apiBase: string,
    view: ChannelView,
    id: number,
  ): { previous: number | null; next: number | null };
  /** Channel `id`'s place in the view (0-based), or null when the view does not show it. */
  position(apiBase: string, view: ChannelView, id: number): number | null;
  exportFile(
    apiBase: string,
    view: ChannelView,
    format: ExportFormat,
  ): { file: Blob; count: number };
  /** Every copy kept on this device, and the one in this tab's memory if any. */
  copies(): SavedCopy[];
  /** Deletes the copy of `apiBase` (its walk starts over from the first page when next used). */
  deleteCopy(apiBase: string): void;
}

export type Method = keyof LocalDbMethods;
export type Args<M extends Method> = Parameters<LocalDbMethods[M]>;
export type Result<M extends Method> = ReturnType<LocalDbMethods[M]>;

export type Request = {
  [M in Method]: { type: 'call'; id: number; method: M; args: Args<M> };
}[Method];

export interface CancelMessage {
  type: 'cancel';
  id: number;
}

/** An error as it crosses the boundary: a kind the app turns back into its own error class. */
export type SerializedError =
  | { kind: 'api'; init: ApiErrorInit }
  | { kind: 'cancelled' }
  | { kind: 'local'; reason: LocalFailure; message: string };

/** What can go wrong with the database itself. */
export type LocalFailure = 'full' | 'damaged' | 'unavailable' | 'other';

export type Response =
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: SerializedError };

/** Told to the app unasked. */
export type WorkerEvent =
  /** The copy changed: what it holds now, and where its walk stands (null: kept in memory). */
  | { type: 'changed'; apiBase: string; copy: CopyHint | null }
  /** Something about the copy the user should know once (kept in memory only, rebuilt). */
  | { type: 'notice'; apiBase: string; notice: string }
  /** The copy was dropped and started over empty (damaged file): the walk starts again. */
  | { type: 'reset'; apiBase: string; notice: string }
  /** An export of the copy has written this many channels so far (a chunk at a time). */
  | { type: 'exporting'; apiBase: string; written: number };

export type FromWorker = Response | WorkerEvent;
/**
 * The port of the fetch worker the page started for the database worker (see client.ts), sent
 * before the first walk to the end asks for its pages; null when that worker failed to start
 * (its script did not load), so the database worker goes back to starting its own.
 */
export interface FetcherMessage {
  type: 'fetcher';
  port: MessagePort | null;
}

export type ToWorker = Request | CancelMessage | FetcherMessage;

export type { SortKey };
