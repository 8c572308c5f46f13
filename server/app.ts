/**
 * The reference server: startServer() opens (or generates) the database, builds the API app
 * (api/api-app.ts) and listens. Used by the CLI (cli/api.ts), by `npm start` (cli/start.ts,
 * with the built app), by the benchmarks and in-process by the tests.
 */
import type { Server } from 'node:http';
import { buildApiApp } from './api/api-app.ts';
import { Faults, type FaultOptions } from './api/faults.ts';
import { DEFAULT_WRITES_PER_MINUTE } from './api/plugins/write-rate-limit.ts';
import { newWriteToken, type WriteAccess } from './api/write-access.ts';
import { openStore, type ChannelStore, type StoreOptions } from './data/db.ts';
import { listen, type HttpOptions } from './http/server-app.ts';

export const DEFAULT_PAGE_SIZE = 20;

export interface ServerOptions extends StoreOptions, FaultOptions, Omit<HttpOptions, 'builtApp'> {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Channels per page; default 20. */
  pageSize?: number;
  /** A built SPA (dist/) to serve at / next to the API. */
  staticDir?: string;
  /** The key of `Authorization: Token <key>` for POST and PATCH; default a random one. */
  writeToken?: string;
  /** Refuse writes altogether (405). */
  readOnly?: boolean;
  /** Origins whose pages may write through CORS; none by default. */
  corsOrigins?: readonly string[];
  /** POST and PATCH requests per minute per client; default 60. */
  writesPerMinute?: number;
}

export interface RunningServer {
  /** The server's origin, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  /** The collection, e.g. http://127.0.0.1:8787/api/channels */
  apiUrl: string;
  port: number;
  server: Server;
  db: ChannelStore;
  /** The key writes need; undefined when read-only. */
  writeToken: string | undefined;
  /** Stops listening, ends open connections, closes the database. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const access: WriteAccess = options.readOnly
    ? { readOnly: true }
    : { readOnly: false, token: options.writeToken ?? newWriteToken() };
  const store = await openStore(options);
  try {
    const app = await buildApiApp({
      http: { ...options, host, builtApp: options.staticDir },
      store,
      faults: new Faults(options),
      pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
      access,
      corsOrigins: options.corsOrigins ?? [],
      writesPerMinute: options.writesPerMinute ?? DEFAULT_WRITES_PER_MINUTE,
    });
    app.addHook('onClose', (_app, done) => {
      store.close();
      done();
    });
    const listening = await listen(app, options.port ?? 8787, host).catch(async (error) => {
      await app.close();
      throw error;
    });
    return {
      ...listening,
      apiUrl: `${listening.url}/api/channels`,
      db: store,
      writeToken: access.readOnly ? undefined : access.token,
    };
  } catch (error) {
    store.close();
    throw error;
  }
}
