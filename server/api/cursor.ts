/**
 * Django REST Framework's CursorPagination for `ordering = '-id'`, ported faithfully: the same
 * cursor encoding (base64 of a query string with o, r, p), the same decoding rules, and the same
 * next/previous logic, so links from this server and from a real DRF deployment are
 * interchangeable. Ids are unique, so positions never need an offset, but offsets in incoming
 * cursors are honoured as DRF does (capped at 1000 rows).
 */
import { encodeQuery, parseQuery } from './query-string.ts';

export interface Cursor {
  offset: number;
  reverse: boolean;
  /** The boundary id; null for an offset-only cursor. */
  position: number | null;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** DRF's CursorPagination.offset_cutoff: guards against cursors that ask for huge offsets. */
const OFFSET_CUTOFF = 1000;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Python's base64.b64decode(s) without validate: characters outside the alphabet are skipped,
 * decoding stops at a complete padding, and leftover bits are an error ("Incorrect padding").
 */
export function pythonB64Decode(text: string): Uint8Array {
  if (/[^\p{ASCII}]/u.test(text)) throw new InvalidCursorError(); // str.encode('ascii')
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let quad = 0;
  let pads = 0;
  for (const char of text) {
    if (char === '=') {
      if (quad >= 2 && quad + ++pads >= 4) return new Uint8Array(bytes);
      continue;
    }
    const value = B64.indexOf(char);
    if (value === -1) continue;
    pads = 0;
    bits = (bits << 6) | value;
    bitCount += 6;
    quad = (quad + 1) % 4;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes.push((bits >> bitCount) & 0xff);
      bits &= (1 << bitCount) - 1;
    }
  }
  if (quad !== 0) throw new InvalidCursorError();
  return new Uint8Array(bytes);
}

/** Python's int() on a str: surrounding whitespace, one sign, digits with single underscores. */
function pythonInt(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(?:_\d+)*$/.test(trimmed)) throw new InvalidCursorError();
  const value = Number(trimmed.replace(/_/g, ''));
  if (!Number.isSafeInteger(value)) throw new InvalidCursorError();
  return value;
}

/** DRF's decode_cursor; any malformed cursor is an InvalidCursorError (404 "Invalid cursor"). */
export function decodeCursor(encoded: string): Cursor {
  const bytes = pythonB64Decode(encoded);
  if (bytes.some((byte) => byte > 0x7f)) throw new InvalidCursorError(); // .decode('ascii')
  const tokens = parseQuery(new TextDecoder().decode(bytes));
  const offset = pythonInt(tokens.get('o')?.[0] ?? '0');
  if (offset < 0) throw new InvalidCursorError();
  const reverse = pythonInt(tokens.get('r')?.[0] ?? '0') !== 0;
  const p = tokens.get('p')?.[0];
  // DRF would pass any string on to the ORM (and fail there with a 500); an id must be an int.
  const position = p === undefined ? null : pythonInt(p);
  return { offset: Math.min(offset, OFFSET_CUTOFF), reverse, position };
}

/** DRF's encode_cursor: only non-default tokens, in the order o, r, p. */
export function encodeCursor(cursor: Cursor): string {
  const tokens: [string, string[]][] = [];
  if (cursor.offset !== 0) tokens.push(['o', [String(cursor.offset)]]);
  if (cursor.reverse) tokens.push(['r', ['1']]);
  if (cursor.position !== null) tokens.push(['p', [String(cursor.position)]]);
  return Buffer.from(encodeQuery(tokens), 'ascii').toString('base64');
}

/** Fetches up to `limit` rows past `position` in the direction of the walk, skipping `offset`. */
export type FetchRows<T> = (
  reverse: boolean,
  position: number | null,
  offset: number,
  limit: number,
) => T[];

export interface PageResult<T> {
  /** The page in -id order. */
  items: T[];
  next: Cursor | null;
  previous: Cursor | null;
}

/** CursorPagination.paginate_queryset + get_next_link + get_previous_link, for unique ids. */
export function paginate<T extends { id: number }>(
  fetchRows: FetchRows<T>,
  cursor: Cursor | null,
  pageSize: number,
): PageResult<T> {
  const {
    offset,
    reverse,
    position: current,
  } = cursor ?? {
    offset: 0,
    reverse: false,
    position: null,
  };
  // One extra row tells whether a page follows.
  const rows = fetchRows(reverse, current, offset, pageSize + 1);
  let items = rows.slice(0, pageSize);
  const following = rows.length > pageSize ? (rows[pageSize]?.id ?? null) : null;
  if (reverse) items = items.reverse();

  const hasCursorPosition = current !== null || offset > 0;
  const hasNext = reverse ? hasCursorPosition : following !== null;
  const hasPrevious = reverse ? following !== null : hasCursorPosition;
  const nextPosition = reverse ? current : following;
  const previousPosition = reverse ? following : current;

  const first = items[0];
  const last = items.at(-1);

  let next: Cursor | null = null;
  if (hasNext) {
    // Reversing direction with an offset cursor: the first position found is not a marker.
    let compare = last && cursor?.reverse && cursor.offset !== 0 ? last.id : nextPosition;
    let nextOffset = 0;
    let position: number | null = null;
    let unique = false;
    for (let i = items.length - 1; i >= 0; i--) {
      position = items[i]?.id ?? null;
      if (position !== compare) {
        unique = true;
        break;
      }
      compare = position;
      nextOffset += 1;
    }
    if (items.length > 0 && !unique) {
      if (!hasPrevious) [nextOffset, position] = [pageSize, null];
      else if (cursor?.reverse) [nextOffset, position] = [0, previousPosition];
      else [nextOffset, position] = [(cursor?.offset ?? 0) + pageSize, previousPosition];
    }
    if (items.length === 0) position = nextPosition;
    next = { offset: nextOffset, reverse: false, position };
  }

  let previous: Cursor | null = null;
  if (hasPrevious) {
    let compare =
      first && cursor && !cursor.reverse && cursor.offset !== 0 ? first.id : previousPosition;
    let previousOffset = 0;
    let position: number | null = null;
    let unique = false;
    for (const item of items) {
      position = item.id;
      if (position !== compare) {
        unique = true;
        break;
      }
      compare = position;
      previousOffset += 1;
    }
    if (items.length > 0 && !unique) {
      if (!hasNext) [previousOffset, position] = [pageSize, null];
      else if (cursor?.reverse)
        [previousOffset, position] = [cursor.offset + pageSize, nextPosition];
      else [previousOffset, position] = [0, nextPosition];
    }
    if (items.length === 0) position = previousPosition;
    previous = { offset: previousOffset, reverse: true, position };
  }

  return { items, next, previous };
}
