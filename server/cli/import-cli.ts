/**
 * `npm run api -- --import URL`: runs the import with its progress on stderr, then says on
 * stdout what was stored, where the report is, how to serve it, or how to resume. The exit code
 * is 0 when done (or stopped by --max-pages), 130 when stopped by a signal, 1 on a failure.
 */
import { relative } from 'node:path';
import type { ImportConfig } from './cli-args.ts';
import { DEFAULT_DATA_DIR, type ChannelStore } from '../data/db.ts';
import {
  importProgressPrinter,
  formatSeconds,
  type ProgressStream,
} from '../import/import-progress.ts';
import { ImportConflictError, readImportState } from '../import/import-store.ts';
import {
  DEFAULT_DELAY_MS,
  importChannels,
  ImportError,
  type ImportSummary,
} from '../import/import.ts';

const number = new Intl.NumberFormat('en-US');

export interface ImportIo {
  /** Aborted by SIGINT/SIGTERM. */
  signal?: AbortSignal;
  /** Where progress goes (stderr). */
  progress: ProgressStream;
  /** Prints one line of the outcome (console.log, or console.error for failures). */
  log: (line: string) => void;
  error: (line: string) => void;
  now?: () => number;
}

/** A word for a POSIX shell: as is when it is safe, else single-quoted. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** A path as the user would type it: relative to the working directory when below it. */
function shown(path: string): string {
  const below = relative(process.cwd(), path);
  return below && !below.startsWith('..') ? below : path;
}

const dataDirFlag = (config: ImportConfig) =>
  config.dataDir === undefined || config.dataDir === DEFAULT_DATA_DIR
    ? ''
    : ` --data-dir ${shellWord(config.dataDir)}`;

/** The command that goes on with this import: the same, without --fresh (that would restart). */
export function resumeCommand(config: ImportConfig): string {
  const delay = config.delayMs === DEFAULT_DELAY_MS ? '' : ` --delay ${String(config.delayMs)}`;
  return `npm run api -- --import ${shellWord(config.url)}${dataDirFlag(config)}${delay}`;
}

export const serveCommand = (config: ImportConfig) => `npm run api --${dataDirFlag(config)}`;

const channels = (n: number) => `${number.format(n)} channel${n === 1 ? '' : 's'}`;
const pages = (n: number) => `${number.format(n)} page${n === 1 ? '' : 's'}`;

function summaryLines(config: ImportConfig, summary: ImportSummary, ms: number): string[] {
  const { state, run } = summary;
  const lines: string[] = [];
  if (summary.alreadyComplete) {
    lines.push(
      `${shown(summary.file)} already holds the complete import of ${state.source} (${channels(state.records)}, ${pages(state.pages)}); add --fresh to import it again.`,
    );
  } else if (summary.outcome === 'paused') {
    lines.push(
      `Stopped after ${pages(run.pages)} as asked (--max-pages): ${channels(state.records)} from ${pages(state.pages)} stored in ${shown(summary.file)}.`,
      `Go on with: ${resumeCommand(config)}`,
    );
  } else {
    const resumed = summary.resumed
      ? ` (resumed: this run stored ${channels(run.records)} from ${pages(run.pages)})`
      : '';
    lines.push(
      `Imported ${channels(state.records)} from ${pages(state.pages)} of ${state.source} in ${formatSeconds(ms)}${resumed}.`,
    );
  }
  const rejected = summary.rejected.length;
  lines.push(
    rejected === 0
      ? `No record was rejected. Report: ${shown(summary.reportFile)}`
      : `${number.format(rejected)} record${rejected === 1 ? '' : 's'} failed the schema and ${rejected === 1 ? 'was' : 'were'} skipped: see ${shown(summary.reportFile)}`,
  );
  if (state.outOfOrder > 0) {
    lines.push(
      `${number.format(state.outOfOrder)} records came out of descending id order; the copy serves them by id.`,
    );
  }
  if (state.repeated > 0) {
    lines.push(
      `${number.format(state.repeated)} records came again on a later page; each is stored once.`,
    );
  }
  lines.push(`Serve it offline: ${serveCommand(config)}`);
  return lines;
}

/** Runs an import as the command line asked; returns the exit code. */
export async function runImportCommand(config: ImportConfig, io: ImportIo): Promise<number> {
  const now = io.now ?? (() => performance.now());
  const started = now();
  const printer = importProgressPrinter(io.progress, { now });
  io.log(`Importing ${config.url} into ${shown(config.dataDir ?? DEFAULT_DATA_DIR)}`);
  try {
    const summary = await importChannels({
      url: config.url,
      dataDir: config.dataDir,
      fresh: config.fresh,
      delayMs: config.delayMs,
      maxPages: config.maxPages,
      signal: io.signal,
      onProgress: (progress) => printer.update(progress),
    });
    printer.done();
    for (const line of summaryLines(config, summary, now() - started)) io.log(line);
    return 0;
  } catch (error) {
    printer.done();
    if (error instanceof ImportConflictError) {
      io.error(`Import refused: ${error.message}.`);
      return 1;
    }
    if (!(error instanceof ImportError)) throw error;
    io.error(error.aborted ? `${error.message}.` : `Import failed: ${error.message}.`);
    if (error.resumable) io.error(`Resume with: ${resumeCommand(config)}`);
    else if (error.state && error.state.records > 0) {
      io.error(`What is stored can be served: ${serveCommand(config)}`);
    }
    return error.aborted ? 130 : 1;
  }
}

/** What `npm run api` says about a database that an import filled, if one did. */
export function importedNote(store: ChannelStore, dataDir: string | undefined): string | undefined {
  const state = readImportState(store.db);
  if (!state) return undefined;
  if (state.next === null) {
    return `Serving an import of ${state.source} as captured: ${channels(state.records)}, finished ${state.finishedAt ?? '?'}`;
  }
  const config = {
    url: state.source,
    dataDir,
    delayMs: DEFAULT_DELAY_MS,
    fresh: false,
    maxPages: undefined,
  };
  return `Serving an unfinished import of ${state.source}: ${channels(state.records)} from ${pages(state.pages)} so far (${resumeCommand(config)} goes on)`;
}
