/**
 * Page links are copied from the server, never built, but real deployments behind proxies hand
 * out links with an internal host name or the wrong scheme. This maps such a link back onto the
 * configured API base while keeping its query string (and so the opaque cursor) byte for byte.
 */
export function resolvePageLink(link: string, apiBase: string): string {
  let url: URL;
  let base: URL;
  try {
    url = new URL(link);
    base = new URL(apiBase);
  } catch {
    return link;
  }
  if (url.origin === base.origin) return link;

  const trailingSlash = url.pathname.endsWith('/') ? '/' : '';
  let target = `${apiBase}/channels${trailingSlash}${rawQuery(link)}`;
  // A link that was https must not become plain http on the way.
  if (url.protocol === 'https:' && base.protocol === 'http:')
    target = target.replace(/^http:/, 'https:');
  return target;
}

/** The query string exactly as written in the link, with its '?', without the fragment. */
export function rawQuery(link: string): string {
  const withoutHash = link.split('#', 1)[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1 ? '' : withoutHash.slice(at);
}

/**
 * Returns the link with its `format` parameter set to `json`, editing only that parameter so the
 * cursor keeps its exact encoding. Undefined when the link asks for no other format.
 */
export function withJsonFormat(link: string): string | undefined {
  const [beforeHash = '', ...hash] = link.split('#');
  const at = beforeHash.indexOf('?');
  if (at === -1) return undefined;
  const params = beforeHash.slice(at + 1).split('&');
  let changed = false;
  const edited = params.map((param) => {
    const [key, value] = param.split('=', 2);
    if (key !== 'format' || value === 'json') return param;
    changed = true;
    return 'format=json';
  });
  if (!changed) return undefined;
  const rebuilt = `${beforeHash.slice(0, at)}?${edited.join('&')}`;
  return hash.length ? `${rebuilt}#${hash.join('#')}` : rebuilt;
}
