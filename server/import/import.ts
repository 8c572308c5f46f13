/**
 * Snapshot import: walks a deployment's channels collection along its `next` links, one page at
 * a time, and stores every record that passes the shared schema exactly as it was served, so
 * that `npm run api` serves the directory offline as captured. Records that fail the schema are
 * reported and skipped. Stopped at any point, it resumes from the first page it had not stored.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ApiError } from '../../src/api/api-error.ts';
import { resolvePageLink, withJsonFormat } from '../../src/api/links.ts';
import { NO_PROGRESS_LIMIT } from '../../src/db/walk-state.ts';
import { parseChannelsPage, type ChannelsPage } from '../../src/api/parse-page.ts';
import { PageEnvelope } from '../../src/api/schemas.ts';
import {
  fetchPolitely,
  pause,
  WaitTooLongError,
  type Sleep,
  type PoliteFetchOptions,
  type Wait,
} from './import-fetch.ts';
import {
  ImportStore,
  type CapturedRecord,
  type ImportState,
  type RejectedRow,
} from './import-store.ts';

export const DEFAULT_DELAY_MS = 250;
export const DEFAULT_RETRIES = 5;
export const DEFAULT_MAX_WAIT_MS = 10 * 60_000;
export const REPORT_FILE = 'import-report.json';

export interface ImportOptions {
  /** The channels collection, e.g. https://channels.example.com/api/channels */
  url: string;
  /** Default `.data`, as the server's. */
  dataDir?: string;
  /** Replace whatever the data directory holds (another import, generated data). */
  fresh?: boolean;
  /** Pause between two pages. */
  delayMs?: number;
  /** Stop (resumably) after this many pages in this run. */
  maxPages?: number;
  retries?: number;
  /** The first retry's wait (doubling); also the wait after a 429 without Retry-After. */
  backoffMs?: number;
  /** The longest wait for one request; a longer Retry-After stops the import (resumably). */
  maxWaitMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** How the pauses between pages and before retries are waited; default pause(). */
  sleep?: Sleep;
}

export interface ImportProgress {
  /** Totals of the import, across resumed runs. */
  state: ImportState;
  /** Pages and records stored by this run. */
  run: { pages: number; records: number };
  /** Set while waiting out a 429 or before a retry. */
  wait?: Wait;
}

export interface ImportSummary {
  /** complete: the last page is stored; paused: stopped at maxPages, resumable. */
  outcome: 'complete' | 'paused';
  /** The import was complete before this run: nothing was fetched. */
  alreadyComplete: boolean;
  /** This run continued an earlier, unfinished one. */
  resumed: boolean;
  state: ImportState;
  run: { pages: number; records: number };
  rejected: RejectedRow[];
  file: string;
  reportFile: string;
}

/** Why an import stopped before its end. */
export class ImportError extends Error {
  /** Running the same import again continues where this one stopped (a loop would only loop). */
  readonly resumable: boolean;
  /** Stopped by the caller's AbortSignal (SIGINT), not by a failure. */
  readonly aborted: boolean;
  /** The import's totals when it stopped, once its database was open. */
  readonly state: ImportState | undefined;

  constructor(
    message: string,
    options: ErrorOptions & { resumable?: boolean; aborted?: boolean; state?: ImportState } = {},
  ) {
    super(message, options);
    this.name = 'ImportError';
    this.resumable = options.resumable ?? false;
    this.aborted = options.aborted ?? false;
    this.state = options.state;
  }
}

export function checkSourceUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ImportError(`"${url}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ImportError(`"${url}" is not an http(s) URL`);
  }
}

/**
 * The link to store as the next page: the app's rules (a link naming an internal host is mapped
 * back onto the collection the import started from) when the source is a `…/channels` URL.
 */
function followable(link: string, source: string): string {
  const base = /^(.*)\/channels\/?(?:\?.*)?$/.exec(source.split('#', 1)[0] ?? '')?.[1];
  return base === undefined ? link : resolvePageLink(link, base);
}

/** The valid records of a page, each as the exact JSON it came as. */
function capturedRecords(json: unknown, page: ChannelsPage): CapturedRecord[] {
  const rejectedAt = new Set(page.rejected.map((record) => record.index));
  const raw = PageEnvelope.parse(json).results.filter((_, index) => !rejectedAt.has(index));
  // parseChannelsPage keeps the valid records in order: raw[i] is results[i] before stripping.
  return page.results.map((channel, i) => ({
    id: channel.id,
    slug: channel.slug,
    text: JSON.stringify(raw[i]),
  }));
}

function writeReport(store: ImportStore, reportFile: string): RejectedRow[] {
  const state = store.state();
  const rejected = store.rejectedRecords();
  const report = { ...state, complete: state.next === null, database: store.file, rejected };
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  return rejected;
}

const stored = (state: ImportState) =>
  `${String(state.records)} records from ${String(state.pages)} pages are stored`;

/** An error of the walk as the ImportError the caller gets, with what is stored so far. */
function stoppedBy(error: unknown, state: ImportState, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) {
    return new ImportError(`Stopped: ${stored(state)}`, {
      cause: error,
      aborted: true,
      resumable: true,
      state,
    });
  }
  if (error instanceof ImportError) return error;
  // The source failed (HTTP, network, a wait too long): the same link may well work later.
  if (error instanceof ApiError || error instanceof WaitTooLongError) {
    const reason = error.message.replace(/\.$/, '');
    return new ImportError(`${reason}. ${stored(state)}`, { cause: error, resumable: true, state });
  }
  return error;
}

/** Why a fetched answer is not a page, with a hint when it is the API root instead. */
function notAPage(link: string, json: unknown, issues: string[], state: ImportState): ImportError {
  const root =
    typeof json === 'object' && json !== null && 'channels' in json ? json.channels : undefined;
  const hint =
    typeof root === 'string' ? ` It looks like an API root: import its collection, ${root}.` : '';
  return new ImportError(
    `${link} is not a channels page (${issues.slice(0, 3).join('; ')}).${hint} ${stored(state)}`,
    { resumable: true, state },
  );
}

export async function importChannels(options: ImportOptions): Promise<ImportSummary> {
  const { url: source, signal, delayMs = DEFAULT_DELAY_MS } = options;
  checkSourceUrl(source);
  const store = ImportStore.open({ source, dataDir: options.dataDir, fresh: options.fresh });
  const reportFile = join(dirname(store.file), REPORT_FILE);
  const run = { pages: 0, records: 0 };
  const fetchOptions: PoliteFetchOptions = {
    signal,
    retries: options.retries ?? DEFAULT_RETRIES,
    backoffMs: options.backoffMs ?? 1000,
    maxWaitMs: options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS,
    minWaitMs: delayMs,
    maxThrottles: 30,
    timeoutMs: options.timeoutMs ?? 60_000,
    sleep: options.sleep,
    onWait: (wait) => options.onProgress?.({ state: store.state(), run, wait }),
  };
  try {
    let state = store.state();
    const alreadyComplete = state.next === null;
    const resumed = !alreadyComplete && state.pages > 0;
    let stale = 0;
    while (state.next !== null) {
      const link = state.next;
      if (options.maxPages !== undefined && run.pages >= options.maxPages) break;
      const seenAs = store.pageOfLink(link);
      if (seenAs !== undefined) {
        throw new ImportError(
          `The next link of page ${String(state.pages)} leads back to page ${String(seenAs)} (${link}): the source's links loop, so the walk stops here. ${stored(state)}`,
          { state },
        );
      }
      if (run.pages > 0) await (options.sleep ?? pause)(delayMs, signal);

      const json = await fetchPolitely(withJsonFormat(link) ?? link, fetchOptions);
      const parsed = parseChannelsPage(json);
      if (!parsed.ok) throw notAPage(link, json, parsed.issues, state);
      const { page } = parsed;
      const added = store.savePage({
        link,
        records: capturedRecords(json, page),
        rejected: page.rejected.map(({ index, id, issues }) => ({ position: index, id, issues })),
        next: page.next === null ? null : followable(page.next, source),
      });

      run.pages += 1;
      run.records += added;
      state = store.state();
      options.onProgress?.({ state, run });
      stale = added === 0 ? stale + 1 : 0;
      if (stale >= NO_PROGRESS_LIMIT && state.next !== null) {
        throw new ImportError(
          `${String(stale)} pages in a row brought no new record: the source's links go round in circles, so the walk stops here. ${stored(state)}`,
          { state },
        );
      }
    }
    return {
      outcome: state.next === null ? 'complete' : 'paused',
      alreadyComplete,
      resumed,
      state,
      run,
      rejected: writeReport(store, reportFile),
      file: store.file,
      reportFile,
    };
  } catch (error) {
    writeReport(store, reportFile);
    throw stoppedBy(error, store.state(), signal);
  } finally {
    store.close();
  }
}
