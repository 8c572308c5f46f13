/**
 * One page of the collection as JSON text: DRF's CursorPagination over the store, links built on
 * the request's origin and path, keeping its other query parameters.
 */
import { HttpError } from '../http/errors.ts';
import type { ChannelStore } from '../data/db.ts';
import { withOrigin } from '../data/record.ts';
import { decodeCursor, encodeCursor, paginate, type Cursor } from './cursor.ts';
import { lastValue, parseQuery, replaceQueryParams } from './query-string.ts';

export interface PageRequest {
  /** The origin links are built on, e.g. http://127.0.0.1:8787 */
  origin: string;
  /** The path as requested, with or without the trailing slash. */
  path: string;
  /** The raw query string, without '?'. */
  query: string;
}

/** DRF's ?format= override: JSON and the browsable API (JSON here too); anything else is 404. */
export function checkFormat(query: string): void {
  const format = lastValue(parseQuery(query), 'format');
  if (format !== undefined && format !== 'json' && format !== 'api') {
    throw new HttpError(404, { detail: 'Not found.' });
  }
}

export function pageText(store: ChannelStore, pageSize: number, request: PageRequest): string {
  const { origin, path, query } = request;
  const params = parseQuery(query);
  const encoded = lastValue(params, 'cursor');
  let cursor: Cursor | null = null;
  if (encoded !== undefined) {
    try {
      cursor = decodeCursor(encoded);
    } catch {
      throw new HttpError(404, { detail: 'Invalid cursor' });
    }
  }

  const page = paginate(
    (reverse, position, offset, limit) => store.page(reverse, position, offset, limit),
    cursor,
    pageSize,
  );
  // Links keep the request's other parameters, as DRF's replace_query_param does, and carry
  // format=api like the links of DRF's browsable API (format=json when that was asked for).
  const linkFormat = lastValue(params, 'format') === 'json' ? 'json' : 'api';
  const link = (to: Cursor | null) =>
    to &&
    `${origin}${path}?${replaceQueryParams(query, { cursor: encodeCursor(to), format: linkFormat })}`;
  return JSON.stringify({
    next: link(page.next),
    previous: link(page.previous),
    // A record captured by an import is served exactly as captured, links included.
    results: page.items.map((row) => (row.captured ? row.record : withOrigin(row.record, origin))),
  });
}
