import { csvHeader, csvLines, jsonElements, jsonEnd } from '@/lib/export-channels';
import type { SortKey } from './keyset';
import type { ExportFormat } from './protocol';
import type { ChannelStore } from './store';
import type { ChannelView } from './view';
import { CancelledError } from './errors';
import type { IsCancelled } from './view-counts';
import { nextMessage } from '@/lib/next-task';

/** Channels read and written per step: a few hundred kilobytes of text at a time. */
const CHUNK = 2000;

/**
 * The view's channels as a CSV or JSON file, written a chunk at a time into Blob parts: however
 * many channels match, the worker never holds more than one chunk's text (a Blob keeps its bytes
 * outside the JavaScript heap), and the page never holds any of it.
 */
export async function exportFile(
  store: ChannelStore,
  view: ChannelView,
  format: ExportFormat,
  isCancelled: IsCancelled,
  /** Told after every chunk how many channels are written (a million take most of a minute). */
  onProgress: (written: number) => void = () => {},
): Promise<{ file: Blob; count: number }> {
  // The byte order mark makes Excel read the file as UTF-8 (accented names intact).
  const parts: Blob[] = [new Blob([format === 'csv' ? `\uFEFF${csvHeader()}` : '['])];
  let count = 0;
  let after: SortKey | null = null;
  for (;;) {
    const { channels, last } = store.chunk(view, after, CHUNK);
    if (channels.length > 0) {
      const text = format === 'csv' ? csvLines(channels) : jsonElements(channels, count === 0);
      parts.push(new Blob([text]));
      count += channels.length;
      onProgress(count);
    }
    if (channels.length < CHUNK || !last) break;
    after = last;
    await nextMessage();
    if (isCancelled()) throw new CancelledError('Export cancelled');
  }
  if (format === 'json') parts.push(new Blob([jsonEnd(count)]));
  const type = format === 'csv' ? 'text/csv' : 'application/json';
  return { file: new Blob(parts, { type }), count };
}
