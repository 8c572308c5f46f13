/**
 * The database worker: SQLite (wasm) with the walked channels, fetching and storing pages and
 * answering the app's queries off the main thread. Loaded after the first cards are on screen.
 */
import init from '@sqlite.org/sqlite-wasm';
import { opfsHost } from './opfs-host';
import { fetcherPages, inThreadPages, type OpenPageStream } from './page-stream';
import type { FromWorker, ToWorker } from './protocol';
import { serve } from './serve';
import { LocalDbService } from './service';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

const scope = self as unknown as WorkerScope;
// The fetch worker the page started (client.ts): its port comes before the first walk to the end.
let pageFetcher: OpenPageStream | undefined;
scope.addEventListener('message', ({ data }) => {
  if (data.type !== 'fetcher') return;
  const { port } = data;
  pageFetcher = port
    ? fetcherPages(() => {
        port.start();
        return port;
      })
    : undefined;
});
const files = init().then(opfsHost);
const host = {
  open: async (apiBase: string) => (await files).open(apiBase),
  remove: async (apiBase: string) => (await files).remove(apiBase),
  saved: async (except: readonly string[]) => (await files).saved(except),
};
// Walks fetch their pages in a worker of their own, so requests move while pages are written: the
// page's shared one, else one started here; a browser with neither fetches them here.
const ownFetcher =
  typeof Worker === 'function'
    ? fetcherPages(
        () =>
          new Worker(new URL('./fetch-worker.ts', import.meta.url), {
            type: 'module',
            name: 'channels-fetch',
          }),
      )
    : inThreadPages;
const pages: OpenPageStream = (apiBase, start) => (pageFetcher ?? ownFetcher)(apiBase, start);
serve(new LocalDbService(host, (event) => scope.postMessage(event), {}, pages), scope);
