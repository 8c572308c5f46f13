/**
 * Link rewriting for the proxy mode (proxy.ts). The upstream's JSON answers carry absolute links
 * to the upstream's own API; the browser must only ever see links to the proxy, or following
 * `next` would leave the proxy's origin and hit the very CORS wall the proxy exists to avoid.
 * Pure functions: a link's query string (the opaque cursor) is always copied byte for byte.
 */

/** `--upstream` is not a usable API base; the message says why. */
export class UpstreamUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamUrlError';
  }
}

/**
 * The upstream's API base (the part before `/channels`) as `origin + path`, without a trailing
 * slash: `https://up.example/api/`, `https://up.example/api/channels` and
 * `https://up.example/api/channels/` all give `https://up.example/api`.
 */
export function normalizeUpstream(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UpstreamUrlError(`"${value}" is not an absolute URL (like https://example.com/api)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UpstreamUrlError(`"${value}" must be an http or https URL`);
  }
  // Credentials would be printed at startup; the browser's Authorization header is passed on.
  if (url.username !== '' || url.password !== '') {
    throw new UpstreamUrlError(`"${value}" must not carry a user name or password`);
  }
  if (/[?#]/.test(value)) {
    throw new UpstreamUrlError(`"${value}" must not carry a query string or fragment`);
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/channels$/, '');
  return `${url.origin}${path}`;
}

export interface LinkMap {
  /** The upstream's API base, as normalizeUpstream() gives it. */
  upstream: URL;
  /** The proxy's API base as the browser reaches it: its origin + `/api`. */
  proxy: string;
}

/** scheme, authority, path (all raw), then the query and fragment (raw, with their '?' or '#'). */
const ABSOLUTE = /^(https?:)\/\/([^/?#]*)([^?#]*)(.*)$/is;

interface RawLink {
  url: URL;
  path: string;
  rest: string;
}

function parseAbsolute(link: string): RawLink | undefined {
  const parts = ABSOLUTE.exec(link);
  if (!parts) return undefined;
  try {
    return { url: new URL(link), path: parts[3] ?? '', rest: parts[4] ?? '' };
  } catch {
    return undefined;
  }
}

const basePath = (map: LinkMap) => (map.upstream.pathname === '/' ? '' : map.upstream.pathname);

/** The path after the API base path, or undefined when the path is not below it. */
function pathBelow(path: string, base: string): string | undefined {
  if (path === base || path.startsWith(`${base}/`)) return path.slice(base.length);
  return undefined;
}

/**
 * The upstream's server: its origin, or the same host name with the other scheme on default
 * ports (DRF behind a TLS-terminating proxy builds http:// links for an https:// site).
 */
function isUpstream(url: URL, upstream: URL): boolean {
  if (url.origin === upstream.origin) return true;
  return url.hostname === upstream.hostname && url.port === '' && upstream.port === '';
}

/**
 * A link into the upstream's API, moved onto the proxy: `https://up/api/channels?cursor=x`
 * becomes `http://proxy/api/channels?cursor=x`. Undefined for anything else (other sites,
 * the upstream's pages outside its API base such as its logos, strings that are not links).
 */
export function toProxyLink(link: string, map: LinkMap): string | undefined {
  const raw = parseAbsolute(link);
  if (!raw || !isUpstream(raw.url, map.upstream)) return undefined;
  const below = pathBelow(raw.path, basePath(map));
  return below === undefined ? undefined : `${map.proxy}${below}${raw.rest}`;
}

/**
 * A page's `next`/`previous`: always onto the proxy, whatever origin the upstream put in it (an
 * internal host name it does not know as its public one). A foreign link keeps its path below
 * the upstream's base path when it has one; otherwise it is taken for the collection, as the app
 * itself does (`/channels`, keeping a trailing slash). Strings that are not absolute http(s)
 * links are left for the app to judge.
 */
export function toProxyPageLink(link: string, map: LinkMap): string {
  const direct = toProxyLink(link, map);
  if (direct !== undefined) return direct;
  const raw = parseAbsolute(link);
  if (!raw) return link;
  const base = basePath(map);
  const below = base === '' ? undefined : pathBelow(raw.path, base);
  const path = below ?? (raw.path.endsWith('/') ? '/channels/' : '/channels');
  return `${map.proxy}${path}${raw.rest}`;
}

/** A Location or Content-Location header: relative ones are resolved against the upstream URL. */
export function toProxyLocation(value: string, requested: URL, map: LinkMap): string {
  let absolute: string;
  try {
    absolute = parseAbsolute(value) ? value : new URL(value, requested).href;
  } catch {
    return value;
  }
  return toProxyLink(absolute, map) ?? absolute;
}

/** Index of the quote that closes the JSON string opening at `start`. */
function stringEnd(text: string, start: number): number {
  let at = start + 1;
  while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at;
}

function nextNonSpace(text: string, from: number): string | undefined {
  let at = from;
  while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  return text[at];
}

/**
 * Rewrites every link into the upstream's API in a JSON text (and the top-level `next` and
 * `previous` whatever their origin). Only those string tokens change: every other byte, number
 * and escape stays as the upstream wrote it (a parse-and-stringify would round big integers and
 * reformat the whole answer). Text that is not valid JSON comes back unchanged, so a cut-off
 * answer still reaches the app as the upstream sent it.
 */
export function rewriteJsonLinks(text: string, map: LinkMap): string {
  try {
    JSON.parse(text);
  } catch {
    return text;
  }
  let out = '';
  let copied = 0;
  let depth = 0;
  let topLevelKey: string | undefined;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth -= 1;
    if (char !== '"') continue;

    const end = stringEnd(text, at);
    const value = JSON.parse(text.slice(at, end + 1)) as string;
    if (nextNonSpace(text, end + 1) === ':') {
      if (depth === 1) topLevelKey = value;
    } else {
      const pageLink = depth === 1 && (topLevelKey === 'next' || topLevelKey === 'previous');
      const replaced = pageLink ? toProxyPageLink(value, map) : toProxyLink(value, map);
      if (replaced !== undefined && replaced !== value) {
        out += text.slice(copied, at) + JSON.stringify(replaced);
        copied = end + 1;
      }
    }
    at = end;
  }
  return out + text.slice(copied);
}
