/**
 * A bare node:http server for stand-ins that must not be our Fastify apps: the tests' fake
 * upstreams and relays, and the plain file host of the static-deployment e2e test. A handler
 * that throws gets a JSON 500 (or a dropped connection once it has started answering).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { displayHost, type Listening } from './server-app.ts';

export type { Listening };

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Writes a JSON answer; HEAD gets the same headers (and Content-Length) with no body. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(bytes.length),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

async function answer(handler: Handler, req: IncomingMessage, res: ServerResponse) {
  try {
    await handler(req, res);
  } catch {
    if (res.headersSent || res.destroyed) res.destroy();
    else sendJson(req, res, 500, { detail: 'Internal server error' });
  }
}

export async function listenOn(handler: Handler, port: number, host: string): Promise<Listening> {
  const server = createServer((req, res) => {
    void answer(handler, req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : 0;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }));
  return { url: `http://${displayHost(host)}:${actualPort}`, port: actualPort, server, close };
}
