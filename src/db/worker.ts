/**
 * The database worker: SQLite (wasm) with the walked channels, fetching and storing pages and
 * answering the app's queries off the main thread. Loaded after the first cards are on screen.
 */
import init from '@sqlite.org/sqlite-wasm';
import { opfsHost } from './opfs-host';
import { fetcherPages, inThreadPages } from './page-stream';
import type { FromWorker, ToWorker } from './protocol';
import { serve } from './serve';
import { LocalDbService } from './service';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

const scope = self as unknown as WorkerScope;
const files = init().then(opfsHost);
const host = {
  open: async (apiBase: string) => (await files).open(apiBase),
  remove: async (apiBase: string) => (await files).remove(apiBase),
  saved: async (except: readonly string[]) => (await files).saved(except),
};
// Walks fetch their pages in a worker of their own, so requests move while pages are written; a
// browser without nested workers fetches them here.
const pages =
  typeof Worker === 'function'
    ? fetcherPages(
        () =>
          new Worker(new URL('./fetch-worker.ts', import.meta.url), {
            type: 'module',
            name: 'channels-fetch',
          }),
      )
    : inThreadPages;
serve(new LocalDbService(host, (event) => scope.postMessage(event), {}, pages), scope);
