/**
 * Proxy mode of `npm start -- --upstream <url>`: the built app, with `/api/*` forwarded to a
 * real channels API instead of the demo database, so the browser only ever talks to one origin
 * and an upstream without CORS still works. No database is opened; `/media/*` is not served
 * (the upstream's logos are absolute URLs of its own). JSON answers get their links moved onto
 * the proxy (proxy-links.ts); everything else, errors included, passes through as it came.
 */
import { randomBytes } from 'node:crypto';
import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { HttpError, isJsonMediaType, notFound, requestOrigin, splitTarget } from '../http/http.ts';
import { rewriteJsonAnswer, UpstreamBodyError } from './proxy-body.ts';
import { clientResponseHeaders, isLoop, upstreamRequestHeaders } from './proxy-headers.ts';
import { normalizeUpstream, toProxyLocation, type LinkMap } from './proxy-links.ts';
import { listenOn, type Listening } from '../http/serve.ts';
import { serveStatic } from '../http/static.ts';

/** Longer than the app's own 15 s per request, so the app gives up first and says so. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

export interface ProxyOptions {
  /** The upstream's API base (the part before /channels); see normalizeUpstream(). */
  upstream: string;
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
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
  staticDir: string | undefined;
  forwardCookies: boolean;
  timeoutMs: number;
  log: (line: string) => void;
  agent: HttpAgent;
  /** This instance's Via entry; seeing it on a request means --upstream points back here. */
  via: string;
}

class UpstreamTimeout extends Error {}

const hasDotSegment = (path: string) =>
  path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));

/** Sends the request upstream; resolves with the upstream's answer once its headers arrive. */
function exchange(
  ctx: ProxyContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const { upstream } = ctx;
    const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
    const out = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: upstream.port,
        method: req.method,
        path,
        headers: upstreamRequestHeaders(req.headersDistinct, {
          host: upstream.host,
          forwardCookies: ctx.forwardCookies,
          via: ctx.via,
        }),
        agent: ctx.agent,
      },
      resolve,
    );
    // A socket idle timeout: silence before the headers or in the middle of the body.
    out.setTimeout(ctx.timeoutMs, () => out.destroy(new UpstreamTimeout()));
    out.on('error', reject);
    // The browser gave up (navigation, its own timeout): so does the upstream request.
    res.on('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  });
}

const CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed for now',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connecting timed out',
};

/** What went wrong, in the words the app will show as the answer's `detail`. */
function describeFailure(error: unknown, upstream: string, timeoutMs: number) {
  const where = `The upstream API ${upstream}`;
  if (error instanceof UpstreamTimeout) {
    return { status: 504, detail: `${where} did not answer within ${timeoutMs / 1000} s.` };
  }
  if (error instanceof UpstreamBodyError) {
    return { status: 502, detail: `${where} failed: ${error.message}.` };
  }
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  // Certificate problems have codes like CERT_HAS_EXPIRED; a failed handshake is EPROTO.
  const cause =
    /CERT|TLS|SSL/.test(code) || /\b(SSL|TLS)\b/.test(message)
      ? `TLS error: ${message}`
      : `${CAUSES[code] ?? message}${code ? ` (${code})` : ''}`;
  return { status: 502, detail: `${where} could not be reached: ${cause}.` };
}

/** A failed exchange: logged (unless the browser had already left) and answered as JSON. */
function failed(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse, error: unknown) {
  const { status, detail } = describeFailure(error, ctx.upstreamBase, ctx.timeoutMs);
  if (!res.destroyed) ctx.log(`${req.method ?? '?'} ${req.url ?? '?'} -> ${status}: ${detail}`);
  return new HttpError(status, { detail });
}

async function forward(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse) {
  const { path, query } = splitTarget(req.url ?? '/');
  const below = path.slice('/api'.length);
  // The proxy forwards into the API base only, never beside it.
  if (hasDotSegment(below)) throw new HttpError(400, { detail: 'Malformed path.' });
  if (isLoop(req.headersDistinct, ctx.via)) {
    throw new HttpError(508, { detail: `--upstream ${ctx.upstreamBase} is this proxy itself.` });
  }
  const map: LinkMap = { upstream: ctx.upstream, proxy: `${requestOrigin(req)}/api` };
  const upstreamPath = `${ctx.upstream.pathname.replace(/\/$/, '')}${below}` || '/';
  const target = `${upstreamPath}${query === '' ? '' : `?${query}`}`;

  let upstreamRes: IncomingMessage;
  try {
    upstreamRes = await exchange(ctx, req, res, target);
  } catch (error) {
    throw failed(ctx, req, res, error);
  }

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

  const json = isJsonMediaType(upstreamRes.headers['content-type']);
  const bodiless = req.method === 'HEAD' || status === 204 || status === 304;
  if (json && !bodiless) {
    let answer;
    try {
      answer = await rewriteJsonAnswer(upstreamRes, map);
    } catch (error) {
      throw failed(ctx, req, res, error);
    }
    for (const [name, value] of Object.entries(answer.headerChanges)) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    res.writeHead(status, upstreamRes.statusMessage, headers);
    res.end(answer.body);
    return;
  }
  if (json && req.method === 'HEAD') {
    // The body GET would get is rewritten and sent decoded: its length is not known here.
    delete headers['content-length'];
    delete headers['content-encoding'];
  }
  res.writeHead(status, upstreamRes.statusMessage, headers);
  await pipeline(upstreamRes, res);
}

async function route(ctx: ProxyContext, req: IncomingMessage, res: ServerResponse) {
  const { path } = splitTarget(req.url ?? '/');
  if (path === '/api' || path.startsWith('/api/')) {
    await forward(ctx, req, res);
  } else if (ctx.staticDir) {
    // /media/* is not served here: it falls through to a 404 like any missing file.
    await serveStatic(ctx.staticDir, req, res, path);
  } else {
    throw notFound();
  }
}

export async function startProxyServer(options: ProxyOptions): Promise<RunningProxy> {
  const upstreamBase = normalizeUpstream(options.upstream);
  const upstream = new URL(upstreamBase);
  const ctx: ProxyContext = {
    upstream,
    upstreamBase,
    staticDir: options.staticDir,
    forwardCookies: options.forwardCookies ?? false,
    timeoutMs: options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
    log: options.log ?? ((line) => console.warn(line)),
    agent:
      upstream.protocol === 'https:'
        ? new HttpsAgent({ keepAlive: true })
        : new HttpAgent({ keepAlive: true }),
    via: `1.1 channels-proxy-${randomBytes(4).toString('hex')}`,
  };
  const listening = await listenOn(
    (req, res) => route(ctx, req, res),
    options.port ?? 8787,
    options.host ?? '127.0.0.1',
    () => ctx.agent.destroy(),
  );
  return { ...listening, apiUrl: `${listening.url}/api/channels`, upstream: upstreamBase };
}
