/**
 * The reference server: startServer() opens (or generates) the database and listens. Used by
 * the CLI (cli.ts), by `npm start` (start.ts, with the built app) and in-process by tests.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { channelsRoute, type ChannelsContext } from './api/channels-route.ts';
import { openStore, type ChannelStore, type StoreOptions } from './data/db.ts';
import { Faults, type FaultOptions } from './api/faults.ts';
import {
  answerPreflight,
  methodNotAllowed,
  notFound,
  requestOrigin,
  sendJson,
  setCorsHeaders,
  splitTarget,
} from './http/http.ts';
import { mediaRoute } from './api/media-route.ts';
import { listenOn, type Listening } from './http/serve.ts';
import { serveStatic } from './http/static.ts';

export const DEFAULT_PAGE_SIZE = 20;

export interface ServerOptions extends StoreOptions, FaultOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Channels per page; default 20. */
  pageSize?: number;
  /** A built SPA (dist/) to serve at / next to the API. */
  staticDir?: string;
}

export interface RunningServer {
  /** The server's origin, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  /** The collection, e.g. http://127.0.0.1:8787/api/channels */
  apiUrl: string;
  port: number;
  server: Server;
  db: ChannelStore;
  /** Stops listening, ends open connections, closes the database. */
  close(): Promise<void>;
}

interface AppContext extends ChannelsContext {
  staticDir: string | undefined;
}

/** GET /api/: the API root, like DRF's DefaultRouter. */
function apiRoot(req: IncomingMessage, res: ServerResponse): void {
  const methods = 'GET, HEAD, OPTIONS';
  res.setHeader('Allow', methods);
  res.setHeader('Vary', 'Accept');
  if (answerPreflight(req, res, methods)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
    throw methodNotAllowed(req.method ?? '', methods);
  }
  sendJson(req, res, 200, { channels: `${requestOrigin(req)}/api/channels` });
}

async function route(ctx: AppContext, req: IncomingMessage, res: ServerResponse) {
  const target = splitTarget(req.url ?? '/');
  const { path } = target;
  const api = path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');
  if (api || !ctx.staticDir) setCorsHeaders(res);

  if (path === '/api/channels' || path === '/api/channels/') {
    await channelsRoute(ctx, req, res, target);
  } else if (path === '/api' || path === '/api/') {
    apiRoot(req, res);
  } else if (path.startsWith('/media/')) {
    mediaRoute(ctx.store, req, res, path);
  } else if (!api && ctx.staticDir) {
    await serveStatic(ctx.staticDir, req, res, path);
  } else {
    throw notFound();
  }
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const store = await openStore(options);
  const ctx: AppContext = {
    store,
    faults: new Faults(options),
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    staticDir: options.staticDir,
  };
  let listening: Listening;
  try {
    listening = await listenOn(
      (req, res) => route(ctx, req, res),
      options.port ?? 8787,
      host,
      () => store.close(),
    );
  } catch (error) {
    store.close();
    throw error;
  }
  return { ...listening, apiUrl: `${listening.url}/api/channels`, db: store };
}
