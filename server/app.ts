/**
 * The reference server: startServer() opens (or generates) the database and listens. Used by
 * the CLI (cli.ts), by `npm start` (start.ts, with the built app) and in-process by tests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { channelsRoute, type ChannelsContext, type RequestTarget } from './channels-route.ts';
import { openStore, type ChannelStore, type StoreOptions } from './db.ts';
import { Faults, type FaultOptions } from './faults.ts';
import {
  answerPreflight,
  HttpError,
  methodNotAllowed,
  notFound,
  requestOrigin,
  sendJson,
  setCorsHeaders,
} from './http.ts';
import { mediaRoute } from './media-route.ts';
import { serveStatic } from './static.ts';

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

/** Splits a request target (origin-form, or absolute-form from a proxy) into path and query. */
function splitTarget(url: string): RequestTarget {
  let target = url;
  if (!target.startsWith('/')) {
    try {
      const parsed = new URL(target);
      target = `${parsed.pathname}${parsed.search}`;
    } catch {
      target = '/';
    }
  }
  const at = target.indexOf('?');
  return at === -1
    ? { path: target, query: '' }
    : { path: target.slice(0, at), query: target.slice(at + 1) };
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

/** Every request ends in an answer; errors never leak a stack trace to the client. */
async function handle(ctx: AppContext, req: IncomingMessage, res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    await route(ctx, req, res);
  } catch (error) {
    if (res.headersSent || res.destroyed) {
      // Too late for an error answer (or the client left): just drop the connection.
      res.destroy();
    } else if (error instanceof HttpError) {
      sendJson(req, res, error.status, error.body, error.headers);
    } else {
      console.error(`${req.method ?? '?'} ${req.url ?? '?'} failed:`, error);
      sendJson(req, res, 500, { detail: 'Internal server error' });
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The host to put in printed URLs: a wildcard address is reachable on loopback. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
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
  const server = createServer((req, res) => {
    void handle(ctx, req, res);
  });
  try {
    await listen(server, options.port ?? 8787, host);
  } catch (error) {
    store.close();
    throw error;
  }

  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const url = `http://${displayHost(host)}:${port}`;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => {
        store.close();
        if (error) reject(error);
        else resolve();
      });
      server.closeAllConnections();
    });
    return closing;
  };
  return { url, apiUrl: `${url}/api/channels`, port, server, db: store, close };
}
