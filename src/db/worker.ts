/**
 * The database worker: SQLite (wasm) with the walked channels, fetching and storing pages and
 * answering the app's queries off the main thread. Loaded after the first cards are on screen.
 */
import init from '@sqlite.org/sqlite-wasm';
import { opfsHost } from './opfs-host';
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
serve(new LocalDbService(host, (event) => scope.postMessage(event)), scope);
