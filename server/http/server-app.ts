/**
 * The Fastify instance both servers start from (the reference API in api/, the proxy in proxy/):
 * Fastify's logger on stderr, the allowed hosts checked on every request (the checked origin is
 * `request.origin`, the one every link is built on), `nosniff` on every answer, one error
 * handler and one not-found handler in DRF's shape, and listen(), which gives the printable URL
 * and a close() that also ends kept-alive connections.
 */
import type { Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerError, MAX_BODY_BYTES } from './errors.ts';
import { allowedHosts, requestOrigin } from './hosts.ts';
import { answerUnrouted } from './unrouted.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface HttpOptions {
  /** The address to listen on; default 127.0.0.1 (loopback only). Also an allowed host. */
  host?: string;
  /** More names the Host header may carry (Django's ALLOWED_HOSTS; "*" allows any). */
  allowedHosts?: readonly string[];
  /** Believe X-Forwarded-For/-Host/-Proto (only behind a proxy that sets them). */
  trustProxy?: boolean;
  /** Fastify's log level; default "error" (quiet), "info" logs every request. */
  logLevel?: LogLevel;
  /** Where log lines go; default stderr. */
  logStream?: { write(line: string): void };
  /** A built app (dist/) served next to the API; unrouted GETs get its index.html. */
  builtApp?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin the client reached this server on, checked against the allowed hosts. */
    origin: string;
  }
}

export function createServerApp(options: HttpOptions = {}): FastifyInstance {
  const level = options.logLevel ?? 'error';
  const logsRequests = level === 'info' || level === 'debug' || level === 'trace';
  const app = Fastify({
    logger: {
      level,
      stream: options.logStream ?? process.stderr,
      // The default serializers log no headers; this keeps a write token out if that changes.
      redact: ['req.headers.authorization'],
    },
    // A child logger per request only when requests are logged (info and below): making one
    // for every request at the default level "error" is a measurable share of a small answer.
    childLoggerFactory: (logger, bindings, childOptions) =>
      logsRequests ? logger.child(bindings, childOptions) : logger,
    trustProxy: options.trustProxy ?? false,
    forceCloseConnections: true,
    bodyLimit: MAX_BODY_BYTES,
    // Errors raised before routing (a malformed URL) get the same answers as the rest.
    frameworkErrors: (error, request, reply) => {
      void answerError(error, request, reply);
    },
  });
  const allowed = allowedHosts(options.host ?? '127.0.0.1', options.allowedHosts);
  app.decorateRequest('origin', '');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    try {
      request.origin = requestOrigin(request, allowed);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => answerUnrouted(request, reply, options.builtApp));
  return app;
}

export interface Listening {
  /** The server's origin, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  port: number;
  server: Server;
  /** Stops listening, ends open connections, runs the app's onClose hooks. */
  close(): Promise<void>;
}

/** The host to put in printed URLs: a wildcard address is reachable on loopback. */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export async function listen(app: FastifyInstance, port: number, host: string): Promise<Listening> {
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : 0;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${displayHost(host)}:${actualPort}`,
    port: actualPort,
    server: app.server,
    close: () => (closing ??= app.close()),
  };
}
