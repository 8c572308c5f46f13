/** Small HTTP helpers shared by the routes: JSON answers, errors, body reading, origins. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RequestTarget {
  /** The path exactly as requested (with or without the trailing slash). */
  path: string;
  /** The raw query string, without '?'. */
  query: string;
}

/** A request that ends in a JSON error answer; thrown by handlers, answered by the app. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const notFound = () => new HttpError(404, { detail: 'Not found.' });

export function methodNotAllowed(method: string, allow: string): HttpError {
  return new HttpError(405, { detail: `Method "${method}" not allowed.` }, { Allow: allow });
}

/** Writes a JSON answer; HEAD gets the same headers (and Content-Length) with no body. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendText(req, res, status, JSON.stringify(body), headers);
}

/** Writes pre-serialised JSON text (the truncation fault needs to cut it). */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(text, 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** CORS for API and media answers: public data, readable from any origin, no credentials. */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After, Allow, ETag');
}

/** Answers a CORS preflight; true when the request was one. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  methods: string,
): boolean {
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
  return true;
}

/** host[:port] as a browser would send it: a DNS name, IPv4, or a bracketed IPv6 address. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin links are built on, from the Host header, as Django's build_absolute_uri does.
 * X-Forwarded-Host/-Proto are deliberately not trusted (Django's default): a client could
 * otherwise make the server hand out links to any host. The scheme is always http.
 */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host;
  if (host === undefined || host === '') {
    const { localAddress = '127.0.0.1', localPort } = req.socket;
    const address = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
    return `http://${address}:${String(localPort ?? 80)}`;
  }
  if (!HOST.test(host)) throw new HttpError(400, { detail: 'Invalid Host header.' });
  return `http://${host.toLowerCase()}`;
}

export const MAX_BODY_BYTES = 1024 * 1024;
/** Past this the connection is dropped instead of drained. */
const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/**
 * Reads a JSON request body: 415 unless the Content-Type is JSON, 413 past 1 MiB, 400 with DRF's
 * "JSON parse error - ..." when it does not parse. A too-large body is drained, not left on the
 * socket, so the client reliably gets the 413 instead of a reset connection.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const contentType = req.headers['content-type'];
  if (!isJsonMediaType(contentType)) {
    req.resume();
    throw new HttpError(415, {
      detail: `Unsupported media type "${contentType ?? ''}" in request.`,
    });
  }
  const tooLarge = new HttpError(413, {
    detail: `Request body is larger than ${MAX_BODY_BYTES} bytes.`,
  });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_DRAIN_BYTES) {
    tooLarge.headers.Connection = 'close';
    throw tooLarge;
  }

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    if (!Buffer.isBuffer(chunk)) continue;
    size += chunk.length;
    if (size > MAX_DRAIN_BYTES) {
      tooLarge.headers.Connection = 'close';
      throw tooLarge;
    }
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) throw tooLarge;

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, { detail: 'JSON parse error - body is not valid UTF-8' });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(400, { detail: `JSON parse error - ${reason}` });
  }
}

/** Splits a request target (origin-form, or absolute-form from a proxy) into path and query. */
export function splitTarget(url: string): RequestTarget {
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
