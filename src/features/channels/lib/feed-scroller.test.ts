import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedScroller, type FeedLayout } from './feed-scroller';

const ROW = 250;
const layout = (rows: number, margin = 0): FeedLayout => ({
  rows,
  rowHeight: ROW,
  margin,
  overscan: 2,
});

/** Counts reads of the window's scroll position: each one forces a layout in a browser. */
let scrollReads = 0;
let scrollY = 0;

beforeEach(() => {
  scrollReads = 0;
  scrollY = 0;
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      scrollReads += 1;
      return scrollY;
    },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('FeedScroller', () => {
  it('offers the rows a reader at the top sees before it is subscribed, so the first render has cards', () => {
    const scroller = new FeedScroller(layout(100));
    // 1000 px of window over 250 px rows: rows 0-4 touch it, and two more of overscan.
    expect(scroller.getWindow()).toEqual({ first: 0, last: 6, shift: 0 });
    expect(new FeedScroller(layout(3)).getWindow()).toEqual({ first: 0, last: 2, shift: 0 });
  });

  it('tells the rows in view apart from the overscan around them', () => {
    const scroller = new FeedScroller(layout(100, 300));
    const unsubscribe = scroller.subscribe(() => undefined);
    scrollY = 5000;
    window.dispatchEvent(new Event('scroll'));
    // 4,700 px into the list: rows 18 (partly) to 22 (partly) are on screen.
    expect(scroller.rowsInView()).toEqual({ first: 18, last: 22 });
    expect(scroller.getWindow()).toMatchObject({ first: 16, last: 24 });
    unsubscribe();
  });

  it('places a longer list from the last scroll event, and reads the position again for a shorter one', () => {
    const scroller = new FeedScroller(layout(100));
    const unsubscribe = scroller.subscribe(() => undefined);
    scrollY = 5000;
    window.dispatchEvent(new Event('scroll'));
    expect(scroller.getWindow().first).toBe(18);

    // A page landed: the list grew, the scroll position cannot have moved by itself.
    const readsBefore = scrollReads;
    scroller.setLayout(layout(120));
    expect(scrollReads).toBe(readsBefore);
    expect(scroller.getWindow().first).toBe(18);

    // A search left 10 rows: the browser pulls the window back to the end of the shorter page.
    scrollY = 1500;
    scroller.setLayout(layout(10));
    expect(scrollReads).toBeGreaterThan(readsBefore);
    expect(scroller.getWindow()).toEqual({ first: 4, last: 9, shift: 0 });
    unsubscribe();
  });

  it('leaves the position unread when a shorter list cannot have moved it', () => {
    const scroller = new FeedScroller(layout(100, 300));
    const unsubscribe = scroller.subscribe(() => undefined);
    scrollY = 2000;
    window.dispatchEvent(new Event('scroll'));
    const readsBefore = scrollReads;

    // A letter narrowed the search to 60 rows: the page still reaches past the window's bottom.
    scroller.setLayout(layout(60, 300));
    expect(scrollReads).toBe(readsBefore);
    expect(scroller.getWindow()).toMatchObject({ first: 4, last: 12 });

    // Back at the top, where a reader types: a search that leaves 2 rows cannot move it either.
    scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    const readsAtTop = scrollReads;
    scroller.setLayout(layout(2, 300));
    expect(scrollReads).toBe(readsAtTop);
    expect(scroller.getWindow()).toEqual({ first: 0, last: 1, shift: 0 });
    unsubscribe();
  });
});
