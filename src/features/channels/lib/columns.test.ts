import { describe, expect, it } from 'vitest';
import { columnsForWidth, rowCount } from './columns';

describe('columnsForWidth', () => {
  it.each([
    [320, 1],
    [390, 1],
    [639, 1],
    [640, 2],
    [768, 2],
    [1024, 3],
    [1279, 3],
    [1280, 4],
    [2560, 4],
  ])('gives a %i px wide window %i columns', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });
});

describe('rowCount', () => {
  it('rounds a partial last row up', () => {
    expect(rowCount(0, 4)).toBe(0);
    expect(rowCount(9, 4)).toBe(3);
    expect(rowCount(8, 4)).toBe(2);
  });
});
