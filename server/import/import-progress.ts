/**
 * The progress of `npm run api -- --import`: one redrawn line on a terminal (a bar, pages,
 * records, rate, and what it is waiting for), plain lines every few seconds elsewhere (CI logs,
 * a pipe), so a long import shows that it is alive without flooding a log.
 */
import type { Wait } from './import-fetch.ts';
import type { ImportProgress } from './import.ts';

const number = new Intl.NumberFormat('en-US');
const BAR_WIDTH = 12;
const BAR_BLOCK = 3;

/**
 * The bar: a collection read by cursor has no known length, so the block moves one step per
 * page, back and forth, rather than pretending to fill up.
 */
export function progressBar(pages: number): string {
  const span = BAR_WIDTH - BAR_BLOCK;
  const step = pages % (2 * span);
  const at = step <= span ? step : 2 * span - step;
  return `[${' '.repeat(at)}${'='.repeat(BAR_BLOCK)}${' '.repeat(span - at)}]`;
}

/** Records per second of this run, to a sensible precision. */
export function formatRate(records: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (records * 1000) / elapsedMs : 0;
  return `${rate < 10 ? rate.toFixed(1) : number.format(Math.round(rate))} records/s`;
}

export function formatSeconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${number.format(Math.round(ms / 1000))} s`;
}

function describeWait(wait: Wait): string {
  const why = wait.reason === 'throttled' ? 'the server throttles (429)' : wait.detail;
  return `waiting ${formatSeconds(wait.ms)}, try ${String(wait.attempt + 1)}: ${why}`;
}

const counted = (n: number, word: string) => `${number.format(n)} ${n === 1 ? word : `${word}s`}`;

/** What the import has done: totals across resumed runs, the rate of this run. */
export function progressText({ state, run, wait }: ImportProgress, elapsedMs: number): string {
  const parts = [
    counted(state.pages, 'page'),
    counted(state.records, 'record'),
    formatRate(run.records, elapsedMs),
  ];
  if (state.rejected > 0) parts.push(`${number.format(state.rejected)} rejected`);
  if (wait) parts.push(describeWait(wait));
  return parts.join(' · ');
}

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressPrinterOptions {
  /** Default: the line is redrawn when the stream is a terminal. */
  tty?: boolean;
  now?: () => number;
  /** Lines when not on a terminal: at most one this often, besides every wait. */
  everyMs?: number;
}

export interface ProgressPrinter {
  update(progress: ImportProgress): void;
  /** Clears the redrawn line, so what is printed next starts on a clean one. */
  done(): void;
}

export function importProgressPrinter(
  stream: ProgressStream,
  {
    tty = stream.isTTY === true,
    now = () => performance.now(),
    everyMs = 5000,
  }: ProgressPrinterOptions = {},
): ProgressPrinter {
  const started = now();
  let printedAt = Number.NEGATIVE_INFINITY;
  return {
    update(progress) {
      const at = now();
      const text = progressText(progress, at - started);
      if (tty) {
        const line = `Importing ${progressBar(progress.state.pages)} ${text}`;
        // A line longer than the terminal wraps, and \r would then redraw only its last part.
        // (A terminal of unknown size, such as a pty without one, says 0 columns.)
        const width = (stream.columns || 80) - 1;
        stream.write(`\r\x1b[K${line.length > width ? `${line.slice(0, width - 1)}…` : line}`);
      } else if (progress.wait || at - printedAt >= everyMs) {
        printedAt = at;
        stream.write(`Importing: ${text}\n`);
      }
    },
    done() {
      if (tty) stream.write('\r\x1b[K');
    },
  };
}
