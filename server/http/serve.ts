/**
 * What every server here shares (the reference API in app.ts, the proxy in proxy.ts): a listening
 * node:http server whose handler errors always end in a JSON answer, its printable URL, and a
 * close() that also ends kept-alive connections.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HttpError, sendJson } from './http.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface Listening {
  /** The server's origin, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  port: number;
  server: Server;
  /** Stops listening, ends open connections, then runs the onClose given to listenOn(). */
  close(): Promise<void>;
}

/** Every request ends in an answer; errors never leak a stack trace to the client. */
async function answer(handler: Handler, req: IncomingMessage, res: ServerResponse) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    await handler(req, res);
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

export async function listenOn(
  handler: Handler,
  port: number,
  host: string,
  onClose: () => void = () => {},
): Promise<Listening> {
  const server = createServer((req, res) => {
    void answer(handler, req, res);
  });
  await listen(server, port, host);

  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : 0;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => {
        onClose();
        if (error) reject(error);
        else resolve();
      });
      server.closeAllConnections();
    });
    return closing;
  };
  return { url: `http://${displayHost(host)}:${actualPort}`, port: actualPort, server, close };
}
