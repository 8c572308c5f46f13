/**
 * Which headers the proxy (proxy.ts) passes on, each way. End-to-end headers travel unchanged
 * (Accept, Authorization, If-None-Match, Retry-After, ETag, …); hop-by-hop headers describe one
 * connection and never cross; cookies cross only when asked for, because the upstream is
 * another site that the browser would never have sent the proxy's cookies to.
 */
import type { OutgoingHttpHeaders } from 'node:http';

/** Headers as node:http gives them distinct: lower-case names, every value kept. */
export type HeaderLists = NodeJS.Dict<string[]>;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
]);

/**
 * Not passed upstream: the proxy sets Host itself; `Expect: 100-continue` was already answered
 * by node:http; Forwarded/X-Forwarded-* describe hops the upstream never sees (the proxy adds
 * none: the upstream must build its links from its own Host, which the proxy then rewrites).
 */
const NOT_FORWARDED = new Set(['host', 'expect', 'forwarded']);

/** Content codings proxy.ts can decode to rewrite a JSON body. */
export const DECODABLE_CODINGS = new Set(['gzip', 'x-gzip', 'deflate', 'br', 'identity']);

const tokens = (values: string[] | undefined) =>
  (values ?? []).flatMap((value) => value.split(',')).map((token) => token.trim());

/** Drops hop-by-hop headers, including any that the Connection header names. */
function endToEnd(headers: HeaderLists): Map<string, string[]> {
  const named = new Set(tokens(headers.connection).map((token) => token.toLowerCase()));
  const kept = new Map<string, string[]>();
  for (const [name, values] of Object.entries(headers)) {
    if (values === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    kept.set(name, values);
  }
  return kept;
}

/**
 * The browser's Accept-Encoding narrowed to codings the proxy can decode: a JSON body must be
 * read to rewrite its links, and anything else is streamed to a browser that accepted it.
 */
export function decodableAcceptEncoding(values: string[] | undefined): string {
  const kept = tokens(values).filter((token) =>
    DECODABLE_CODINGS.has(token.split(';', 1)[0]?.trim().toLowerCase() ?? ''),
  );
  return kept.length > 0 ? kept.join(', ') : 'identity';
}

function appendVia(values: string[] | undefined, via: string): string {
  return [...(values ?? []), via].join(', ');
}

export interface ForwardOptions {
  /** The upstream's host[:port], sent as Host. */
  host: string;
  forwardCookies: boolean;
  /** This proxy's Via entry, e.g. `1.1 channels-proxy-1a2b3c4d`. */
  via: string;
}

export function upstreamRequestHeaders(
  incoming: HeaderLists,
  options: ForwardOptions,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, values] of endToEnd(incoming)) {
    if (NOT_FORWARDED.has(name) || name.startsWith('x-forwarded-')) continue;
    if (name === 'cookie' && !options.forwardCookies) continue;
    headers[name] = values;
  }
  headers.host = options.host;
  headers['accept-encoding'] = decodableAcceptEncoding(incoming['accept-encoding']);
  headers.via = appendVia(incoming.via, options.via);
  return headers;
}

export function clientResponseHeaders(
  incoming: HeaderLists,
  options: Omit<ForwardOptions, 'host'>,
): Record<string, string[] | string> {
  const headers: Record<string, string[] | string> = {};
  for (const [name, values] of endToEnd(incoming)) {
    if (name === 'set-cookie' && !options.forwardCookies) continue;
    headers[name] = values;
  }
  headers.via = appendVia(incoming.via, options.via);
  return headers;
}

/** True when a request already passed this very proxy: --upstream points back at it. */
export function isLoop(incoming: HeaderLists, via: string): boolean {
  return tokens(incoming.via).includes(via);
}
