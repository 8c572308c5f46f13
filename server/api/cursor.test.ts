// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  paginate,
  pythonB64Decode,
  type FetchRows,
} from './cursor.ts';
import { parseQuery, quotePlus, replaceQueryParams, unquotePlus } from './query-string.ts';

const b64 = (text: string) => Buffer.from(text, 'ascii').toString('base64');

describe('cursor encoding, as DRF writes it', () => {
  it('puts only non-default tokens, in the order o, r, p', () => {
    expect(encodeCursor({ offset: 0, reverse: false, position: 1234 })).toBe('cD0xMjM0');
    expect(encodeCursor({ offset: 0, reverse: true, position: 487 })).toBe('cj0xJnA9NDg3');
    expect(encodeCursor({ offset: 20, reverse: false, position: null })).toBe(b64('o=20'));
    expect(encodeCursor({ offset: 3, reverse: true, position: 9 })).toBe(b64('o=3&r=1&p=9'));
  });

  it("decodes DRF's own cursors", () => {
    // The examples in DRF's OpenAPI schema for CursorPagination.
    expect(decodeCursor('cD00ODY=')).toEqual({ offset: 0, reverse: false, position: 486 });
    expect(decodeCursor('cj0xJnA9NDg3')).toEqual({ offset: 0, reverse: true, position: 487 });
    expect(decodeCursor('')).toEqual({ offset: 0, reverse: false, position: null });
  });

  it('caps offsets at 1000 like offset_cutoff', () => {
    expect(decodeCursor(b64('o=5000&p=10')).offset).toBe(1000);
  });

  it.each([
    ['bad padding', 'cD0xMjM'],
    ['one char too many', 'cD0xM'],
    ['non-ASCII text', 'cD0xé'],
    ['non-ASCII bytes', Buffer.from([0x70, 0x3d, 0xff]).toString('base64')],
    ['a position that is not an int', b64('p=abc')],
    ['a negative offset', b64('o=-1&p=3')],
    ['a reverse flag that is not an int', b64('r=yes&p=3')],
    ['a float position', b64('p=1.5')],
  ])('rejects %s', (_, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(InvalidCursorError);
  });

  it("decodes base64 as Python's non-strict b64decode does", () => {
    const text = (s: string) => new TextDecoder().decode(pythonB64Decode(s));
    expect(text('cD0x MjM0')).toBe('p=1234'); // junk characters are skipped
    expect(text('cD00ODY=trailing')).toBe('p=486'); // input ends at complete padding
    expect(() => pythonB64Decode('cD00ODY')).toThrow(InvalidCursorError);
  });
});

describe('query strings, as Python urllib writes them', () => {
  it('quote_plus keeps only unreserved characters', () => {
    expect(quotePlus('cD0xMjM0+/=')).toBe('cD0xMjM0%2B%2F%3D');
    expect(quotePlus("a b*!'()~._-")).toBe('a+b%2A%21%27%28%29~._-');
    expect(quotePlus('Köln')).toBe('K%C3%B6ln');
  });

  it('parse_qs keeps blank values and decodes plus and percent', () => {
    expect([...parseQuery('a=1&b=&c&a=2&d=x+y%21')]).toEqual([
      ['a', ['1', '2']],
      ['b', ['']],
      ['c', ['']],
      ['d', ['x y!']],
    ]);
    expect(unquotePlus('%FF')).toBe('\uFFFD');
  });

  it('replace_query_param sets the cursor and sorts the parameters', () => {
    expect(replaceQueryParams('format=api&zeta=1&alpha=2', { cursor: 'cD0x==' })).toBe(
      'alpha=2&cursor=cD0x%3D%3D&format=api&zeta=1',
    );
  });
});

describe('paginate, as CursorPagination does it', () => {
  const ids = Array.from({ length: 95 }, (_, i) => 95 - i); // 95..1, newest first
  const fetchRows: FetchRows<{ id: number }> = (reverse, position, offset, limit) => {
    const rows = reverse
      ? [...ids].reverse().filter((id) => position === null || id > position)
      : ids.filter((id) => position === null || id < position);
    return rows.slice(offset, offset + limit).map((id) => ({ id }));
  };
  const page = (cursor: string | null) =>
    paginate(fetchRows, cursor === null ? null : decodeCursor(cursor), 10);
  const tokens = (cursor: { offset: number; reverse: boolean; position: number | null } | null) =>
    cursor && Buffer.from(encodeCursor(cursor), 'base64').toString();

  it('gives the first page a next and no previous', () => {
    const first = page(null);
    expect(first.items.map((r) => r.id)).toEqual([95, 94, 93, 92, 91, 90, 89, 88, 87, 86]);
    expect(tokens(first.next)).toBe('p=86');
    expect(first.previous).toBeNull();
  });

  it('points previous back at the first item of the page, reversed', () => {
    const second = page(b64('p=86'));
    expect(second.items[0]?.id).toBe(85);
    expect(tokens(second.previous)).toBe('r=1&p=85');
    const back = page(encodeCursor({ offset: 0, reverse: true, position: 85 }));
    expect(back.items.map((r) => r.id)).toEqual(page(null).items.map((r) => r.id));
    expect(back.previous).toBeNull();
    expect(tokens(back.next)).toBe('p=86');
  });

  it('ends with a short last page without next', () => {
    const last = page(b64('p=6'));
    expect(last.items.map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
    expect(last.next).toBeNull();
    expect(tokens(last.previous)).toBe('r=1&p=5');
  });

  it('handles an offset cursor the way DRF does', () => {
    const shifted = page(b64('o=5&p=90'));
    expect(shifted.items.map((r) => r.id)).toEqual([84, 83, 82, 81, 80, 79, 78, 77, 76, 75]);
    expect(tokens(shifted.next)).toBe('p=75');
    // Reversing from an offset cursor cannot use the first item as a marker: DRF skips to the second.
    expect(tokens(shifted.previous)).toBe('o=1&r=1&p=83');
  });

  it('keeps links on an empty page past the end', () => {
    const empty = page(b64('p=1'));
    expect(empty.items).toEqual([]);
    expect(empty.next).toBeNull();
    expect(tokens(empty.previous)).toBe('r=1&p=1');
  });
});
