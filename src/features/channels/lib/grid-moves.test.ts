import { describe, expect, it } from 'vitest';
import { moveTarget, tabStopIndex } from './grid-moves';

// 10 cards, 3 to a row: rows [0 1 2] [3 4 5] [6 7 8] [9].
const grid = { columns: 3, count: 10 };

describe('moveTarget', () => {
  it('steps through the list with Left/Right and Page Up/Down, across row ends', () => {
    expect(moveTarget('ArrowRight', 2, grid)).toBe(3);
    expect(moveTarget('ArrowLeft', 3, grid)).toBe(2);
    expect(moveTarget('PageDown', 4, grid)).toBe(5);
    expect(moveTarget('PageUp', 4, grid)).toBe(3);
  });

  it('moves a row with Up/Down, onto the last card of a shorter last row', () => {
    expect(moveTarget('ArrowDown', 1, grid)).toBe(4);
    expect(moveTarget('ArrowUp', 4, grid)).toBe(1);
    expect(moveTarget('ArrowDown', 8, grid)).toBe(9);
    expect(moveTarget('ArrowDown', 6, grid)).toBe(9);
  });

  it('stays put at the edges', () => {
    expect(moveTarget('ArrowLeft', 0, grid)).toBe(0);
    expect(moveTarget('ArrowUp', 2, grid)).toBe(2);
    expect(moveTarget('ArrowRight', 9, grid)).toBe(9);
    expect(moveTarget('ArrowDown', 9, grid)).toBe(9);
    expect(moveTarget('ArrowDown', 0, { columns: 3, count: 2 })).toBe(0);
  });

  it('goes to the first and last card with Home and End', () => {
    expect(moveTarget('Home', 7, grid)).toBe(0);
    expect(moveTarget('End', 1, grid)).toBe(9);
  });

  it('leaves every other key alone', () => {
    expect(moveTarget('Enter', 1, grid)).toBeNull();
    expect(moveTarget('a', 1, grid)).toBeNull();
  });
});

describe('tabStopIndex', () => {
  const rendered = (first: number, last: number) => (index: number) =>
    index >= first && index <= last;

  it('keeps the card last focused while it is rendered', () => {
    expect(tabStopIndex({ active: 7, firstInView: 3, last: 11, loaded: rendered(0, 11) })).toBe(7);
  });

  it('falls back to the first loaded card in view when that card is gone', () => {
    expect(tabStopIndex({ active: 2, firstInView: 30, last: 50, loaded: rendered(24, 50) })).toBe(
      30,
    );
    expect(tabStopIndex({ active: 2, firstInView: 30, last: 50, loaded: rendered(33, 50) })).toBe(
      33,
    );
  });

  it('is none while only placeholders are rendered', () => {
    expect(tabStopIndex({ active: 0, firstInView: 0, last: 8, loaded: () => false })).toBe(-1);
  });
});
