/**
 * Proxy mode of `npm start -- --upstream <url>`: the built app, with `/api/*` forwarded to a
 * real channels API by @fastify/reply-from instead of the demo database, so the browser only
 * ever talks to one origin and an upstream without CORS still works. No database is opened;
 * `/media/*` is not served (the upstream's logos are absolute URLs of its own). JSON answers
 * get their links moved onto the proxy (proxy-links.ts); everything else, errors included,
 * passes through as it came.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { registerCompress } from '../http/plugins/compress.ts';
import { serveBuiltApp } from '../http/plugins/built-app.ts';
import { createServerApp, listen, type HttpOptions, type Listening } from '../http/server-app.ts';
import { rawPath } from '../http/unrouted.ts';
import { isJsonMediaType } from '../api/json-body.ts';
import { rewriteJsonAnswer, UpstreamBodyError } from './proxy-body.ts';
import { clientResponseHeaders, isLoop, upstreamRequestHeaders } from './proxy-headers.ts';
import { normalizeUpstream, toProxyLocation, type LinkMap } from './proxy-links.ts';

/** Longer than the app's own 15 s per request, so the app gives up first and says so. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export interface ProxyOptions extends Omit<HttpOptions, 'builtApp'> {
  /** The upstream's API base (the part before /channels); see normalizeUpstream(). */
  upstream: string;
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** A built SPA (dist/) to serve at / next to the proxied API. */
  staticDir?: string;
  /** Pass the browser's Cookie header up and the upstream's Set-Cookie down. */
  forwardCookies?: boolean;
  /** How long the upstream may stay silent (before and while answering); default 30 s. */
  timeoutMs?: number;
  /** Where a line about each failed upstream exchange goes; default console.warn. */
  log?: (line: string) => void;
}

export interface RunningProxy extends Listening {
  /** The proxied collection, e.g. http://127.0.0.1:5173/api/channels */
  apiUrl: string;
  /** The upstream's API base as normalized, e.g. https://channels.example.com/api */
  upstream: string;
}

interface ProxyContext {
  upstream: URL;
  /** normalizeUpstream()'s form: origin + base path, no trailing slash. */
  upstreamBase: string;
  forwardCookies: boolean;
  timeoutMs: number;
  log: (line: string) => void;
  /** This instance's Via entry; seeing it on a request means --upstream points back here. */
  via: string;
}

const hasDotSegment = (path: string) =>
  path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));

const CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed for now',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connecting timed out',
};

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : '';

/** What went wrong, in the words the app will show as the answer's `detail`. */
function describeFailure(error: unknown, upstream: string, timeoutMs: number) {
  const where = `The upstream API ${upstream}`;
  if (codeOf(error) === 'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT') {
    return { status: 504, detail: `${where} did not answer within ${timeoutMs / 1000} s.` };
  }
  if (error instanceof UpstreamBodyError) {
    return { status: 502, detail: `${where} failed: ${error.message}.` };
  }
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  // Certificate problems have codes like CERT_HAS_EXPIRED; a failed handshake is EPROTO.
  const cause =
    /CERT|TLS|SSL/.test(code) || /\b(SSL|TLS)\b/.test(message)
      ? `TLS error: ${message}`
      : `${CAUSES[code] ?? message}${code ? ` (${code})` : ''}`;
  return { status: 502, detail: `${where} could not be reached: ${cause}.` };
}

/** A failed exchange: logged (unless the browser had already left) and answered as JSON. */
function fail(ctx: ProxyContext, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (reply.sent) return;
  const { status, detail } = describeFailure(error, ctx.upstreamBase, ctx.timeoutMs);
  if (!reply.raw.destroyed) ctx.log(`${request.method} ${request.url} -> ${status}: ${detail}`);
  void reply.send(new HttpError(status, { detail }));
}

/** Sends the upstream's answer on: headers mapped, JSON links rewritten, the rest streamed. */
function relay(
  ctx: ProxyContext,
  request: FastifyRequest,
  reply: FastifyReply,
  upstreamRes: IncomingMessage,
  target: string,
  map: LinkMap,
) {
  const status = upstreamRes.statusCode ?? 502;
  const headers = clientResponseHeaders(upstreamRes.headersDistinct, {
    forwardCookies: ctx.forwardCookies,
    via: ctx.via,
  });
  // A redirect or a created record's address must not lead the browser to the upstream.
  for (const name of ['location', 'content-location']) {
    const value = upstreamRes.headers[name];
    if (typeof value === 'string') {
      headers[name] = toProxyLocation(value, new URL(target, ctx.upstream), map);
    }
  }
  reply.raw.statusMessage = upstreamRes.statusMessage ?? '';
  reply.code(status);

  const json = isJsonMediaType(upstreamRes.headers['content-type']);
  const bodiless = request.method === 'HEAD' || status === 204 || status === 304;
  if (json && !bodiless) {
    rewriteJsonAnswer(upstreamRes, map).then(
      (answer) => {
        if (reply.sent) return; // the upstream went silent and a 504 went out meanwhile
        for (const [name, value] of Object.entries(answer.headerChanges)) {
          if (value === undefined) delete headers[name];
          else headers[name] = value;
        }
        void reply.headers(headers).send(answer.body);
      },
      (error: unknown) => fail(ctx, request, reply, error),
    );
    return;
  }
  if (json && request.method === 'HEAD') {
    // The body GET would get is rewritten and sent decoded: its length is not known here.
    delete headers['content-length'];
    delete headers['content-encoding'];
  }
  void reply.headers(headers).send(upstreamRes);
}

function forward(ctx: ProxyContext, request: FastifyRequest, reply: FastifyReply) {
  const path = rawPath(request.url);
  const below = path.slice('/api'.length);
  // The proxy forwards into the API base only, never beside it.
  if (hasDotSegment(below)) throw new HttpError(400, { detail: 'Malformed path.' });
  if (isLoop(request.raw.headersDistinct, ctx.via)) {
    throw new HttpError(508, { detail: `--upstream ${ctx.upstreamBase} is this proxy itself.` });
  }
  const map: LinkMap = { upstream: ctx.upstream, proxy: `${request.origin}/api` };
  const upstreamPath = `${ctx.upstream.pathname.replace(/\/$/, '')}${below}` || '/';
  const query = request.url.slice(path.length);
  // node:http takes the lists of values that headersDistinct gives (one line per value).
  const headers = upstreamRequestHeaders(request.raw.headersDistinct, {
    host: ctx.upstream.host,
    forwardCookies: ctx.forwardCookies,
    via: ctx.via,
  }) as IncomingHttpHeaders;
  try {
    return reply.from(`${ctx.upstream.origin}${upstreamPath}`, {
      // Every answer goes back as it came: no retries, not even of a GET after a 503.
      retryDelay: () => null,
      rewriteRequestHeaders: () => headers,
      // Nothing is copied as is: relay() maps the upstream's headers itself.
      rewriteHeaders: () => ({}),
      onResponse: (_request, _reply, answer) => {
        // In http mode (not undici) the answer's stream is node:http's IncomingMessage.
        const upstreamRes = answer.stream as IncomingMessage;
        relay(ctx, request, reply, upstreamRes, `${upstreamPath}${query}`, map);
      },
      onError: (_reply, { error }) => fail(ctx, request, reply, error.cause ?? error),
    });
  } catch {
    // reply-from could not make a URL of the path (bad percent-encoding).
    throw new HttpError(400, { detail: 'Malformed path.' });
  }
}

function proxyRoutes(app: FastifyInstance, ctx: ProxyContext, done: () => void) {
  // Bodies go up byte for byte, unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  for (const url of ['/api', '/api/*']) {
    app.all(url, { compress: false }, (request, reply) => forward(ctx, request, reply));
  }
  done();
}

export async function startProxyServer(options: ProxyOptions): Promise<RunningProxy> {
  const upstreamBase = normalizeUpstream(options.upstream);
  const upstream = new URL(upstreamBase);
  const host = options.host ?? '127.0.0.1';
  const ctx: ProxyContext = {
    upstream,
    upstreamBase,
    forwardCookies: options.forwardCookies ?? false,
    timeoutMs: options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    log: options.log ?? ((line) => console.warn(line)),
    via: `1.1 channels-proxy-${randomBytes(4).toString('hex')}`,
  };
  const app = createServerApp({ ...options, host, builtApp: options.staticDir });
  await registerCompress(app);
  await app.register(fastifyReplyFrom, {
    // node:http rather than undici: the errors keep their codes (ECONNREFUSED, EPROTO, …).
    http: {
      agentOptions: { keepAlive: true },
      // A silent socket (before the headers or in the middle of the body) times out.
      requestOptions: { timeout: ctx.timeoutMs, rejectUnauthorized: true },
    },
    destroyAgent: true,
    disableRequestLogging: true,
  });
  if (options.staticDir !== undefined) await serveBuiltApp(app, options.staticDir);
  await app.register(proxyRoutes, ctx);
  const listening = await listen(app, options.port ?? 8787, host).catch(async (error) => {
    await app.close();
    throw error;
  });
  return { ...listening, apiUrl: `${listening.url}/api/channels`, upstream: upstreamBase };
}
