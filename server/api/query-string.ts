/**
 * Python's urllib.parse as Django REST Framework uses it, so links and cursors come out byte for
 * byte as a DRF server would write them: parse_qs(keep_blank_values=True), urlencode(doseq=True)
 * with quote_plus, and DRF's replace_query_param (which sorts the parameters).
 */

/** An ordered multi-map, like the dict of lists parse_qs returns. */
export type QueryParams = Map<string, string[]>;

/** quote_plus: only A-Z a-z 0-9 _ . - ~ stay as they are; a space becomes '+'. */
export function quotePlus(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** unquote_plus with errors='replace': '+' is a space, bad UTF-8 becomes U+FFFD. */
export function unquotePlus(value: string): string {
  const text = value.replace(/\+/g, ' ');
  if (!text.includes('%')) return text;
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '%' && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const code = text.codePointAt(i) ?? 0;
      const char = String.fromCodePoint(code);
      bytes.push(...encoder.encode(char));
      i += char.length - 1;
    }
  }
  return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
}

/** parse_qs(query, keep_blank_values=True): '&' separates pairs, a bare name has value ''. */
export function parseQuery(query: string): QueryParams {
  const params: QueryParams = new Map();
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = unquotePlus(at === -1 ? pair : pair.slice(0, at));
    const value = unquotePlus(at === -1 ? '' : pair.slice(at + 1));
    const values = params.get(name);
    if (values) values.push(value);
    else params.set(name, [value]);
  }
  return params;
}

/** urlencode(params, doseq=True). */
export function encodeQuery(params: Iterable<[string, readonly string[]]>): string {
  const parts: string[] = [];
  for (const [name, values] of params) {
    for (const value of values) parts.push(`${quotePlus(name)}=${quotePlus(value)}`);
  }
  return parts.join('&');
}

/**
 * DRF's replace_query_param for several keys at once: set each key to one value and sort the
 * parameters by name, keeping any others the request carried.
 */
export function replaceQueryParams(query: string, replace: Record<string, string>): string {
  const params = parseQuery(query);
  for (const [name, value] of Object.entries(replace)) params.set(name, [value]);
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return encodeQuery(sorted);
}

/** What Django's QueryDict.get returns: the last value given for a name. */
export function lastValue(params: QueryParams, name: string): string | undefined {
  return params.get(name)?.at(-1);
}
