import { boxHeight, follow, ratio, scrollFor, type ScrollGeometry } from './scroll-map';

/** What the grid renders: rows first..last, each at `row * rowHeight + shift` in the box. */
export interface FeedWindow {
  first: number;
  last: number;
  shift: number;
}

export interface FeedLayout {
  rows: number;
  rowHeight: number;
  /** The feed box's distance from the document's top. */
  margin: number;
  overscan: number;
}

/** An input that scrolls step by step, and how recently one happened. */
const STEPWISE_MS = 200;
/** Scrolling counts as paused after this long without a scroll event. */
const SETTLE_MS = 150;

/**
 * Follows the window's scroll for a feed of fixed-height rows and says which rows to render and
 * where (see scroll-map.ts for lists taller than a browser can lay out). An external store: the
 * grid re-renders only when the rows in view change, or, above the height cap, when the shift
 * between box and list changes.
 */
export class FeedScroller {
  #layout: FeedLayout = { rows: 0, rowHeight: 1, margin: 0, overscan: 2 };
  #virtual = 0;
  #scroll = 0;
  #stepwiseAt = -Infinity;
  /** A scroll we made ourselves and the list position it stands for. */
  #exact: { scroll: number; virtual: number } | undefined;
  #settle: ReturnType<typeof setTimeout> | undefined;
  #window: FeedWindow = { first: 0, last: -1, shift: 0 };
  #listeners = new Set<() => void>();
  /**
   * The window's scroll position and height as of the last scroll or resize event, or the last
   * jump. A new layout (a page landed, the first render) is placed from them: reading
   * window.scrollY or innerHeight there, in the grid's layout effect, would force the browser to
   * lay out the whole page in the middle of React's commit. Only a list that got shorter reads
   * them again, where the browser may have pulled the scroll position back to the new end.
   */
  #scrollY = 0;
  #viewport = typeof window === 'undefined' ? 0 : window.innerHeight;

  #readWindow(): void {
    this.#scrollY = window.scrollY;
    this.#viewport = window.innerHeight;
  }

  /**
   * With the layout known up front, the first window is the rows a reader at the top of the list
   * sees, so the grid's first render already has its cards. Otherwise they would come only in a
   * second, synchronous render once the scroller is subscribed, which no transition can split.
   */
  constructor(layout?: FeedLayout) {
    if (!layout) return;
    this.#layout = layout;
    const { rows, rowHeight, margin, overscan } = layout;
    const last = Math.floor((this.#viewport - margin) / rowHeight) + overscan;
    this.#window = { first: 0, last: Math.min(rows - 1, last), shift: 0 };
  }

  #geometry(): ScrollGeometry {
    return {
      listHeight: this.#layout.rows * this.#layout.rowHeight,
      viewport: this.#viewport,
    };
  }

  get boxHeight(): number {
    return boxHeight(this.#geometry());
  }

  /** Where the viewport's top is in the list (px; negative while the feed is below it). */
  get virtual(): number {
    return this.#virtual;
  }

  setLayout(layout: FeedLayout): void {
    const before = this.#layout;
    this.#layout = layout;
    if (this.#mayHaveBeenPulledBack(before)) this.#readWindow();
    if (before.rowHeight !== layout.rowHeight && before.rows > 0) {
      // Same place in the list at the new row height.
      this.#virtual = (this.#virtual / before.rowHeight) * layout.rowHeight;
    }
    this.#update(false);
  }

  /**
   * A shorter list can have pulled the scroll position back: the page may now end above where
   * the window was. It cannot have where the window still fits above the new list's end (at the
   * top of the page, say, where a reader types a search), and there the position is not read:
   * the read lays the page out in the middle of React's commit, and a letter that narrows a
   * search over a million channels spent about 10 ms on it (a trace, 2026-11-30).
   */
  #mayHaveBeenPulledBack(before: FeedLayout): boolean {
    if (this.#geometry().listHeight >= before.rows * before.rowHeight) return false;
    const end = this.#layout.margin + this.boxHeight;
    return this.#scrollY > Math.max(0, end - this.#viewport);
  }

  subscribe = (listener: () => void): (() => void) => {
    if (this.#listeners.size === 0) this.#attach();
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#detach();
    };
  };

  getWindow = (): FeedWindow => this.#window;

  #onScroll = () => {
    this.#readWindow();
    this.#update(true);
  };
  #onStep = () => {
    this.#stepwiseAt = performance.now();
  };
  #onKey = (event: KeyboardEvent) => {
    // Home, End and the like jump; arrows, Page Up/Down and Space step.
    if (event.key !== 'Home' && event.key !== 'End') this.#onStep();
  };

  #attach(): void {
    // No step to follow yet: the list position is where the scroll position puts it.
    this.#scroll = Number.NaN;
    this.#readWindow();
    window.addEventListener('scroll', this.#onScroll, { passive: true });
    window.addEventListener('resize', this.#onScroll, { passive: true });
    window.addEventListener('wheel', this.#onStep, { passive: true, capture: true });
    window.addEventListener('touchmove', this.#onStep, { passive: true, capture: true });
    window.addEventListener('keydown', this.#onKey, { capture: true });
    this.#update(false);
  }

  #detach(): void {
    clearTimeout(this.#settle);
    window.removeEventListener('scroll', this.#onScroll);
    window.removeEventListener('resize', this.#onScroll);
    window.removeEventListener('wheel', this.#onStep, { capture: true });
    window.removeEventListener('touchmove', this.#onStep, { capture: true });
    window.removeEventListener('keydown', this.#onKey, { capture: true });
  }

  #update(scrolled: boolean): void {
    const geometry = this.#geometry();
    const to = this.#scrollY - this.#layout.margin;
    const exact = this.#exact;
    if (exact && Math.abs(exact.scroll - to) < 2) {
      this.#virtual = exact.virtual;
    } else if (to === this.#scroll && ratio(geometry) !== 1) {
      // Only the layout changed (a page landed): the reader stays where they are in the list.
    } else {
      this.#exact = undefined;
      this.#virtual = follow(geometry, {
        from: this.#scroll,
        to,
        virtual: this.#virtual,
        stepwise: performance.now() - this.#stepwiseAt < STEPWISE_MS,
      });
    }
    this.#scroll = to;
    if (scrolled && ratio(geometry) !== 1) {
      clearTimeout(this.#settle);
      this.#settle = setTimeout(this.#resync, SETTLE_MS);
    }
    this.#publish();
  }

  /** After a pause: the box goes where the list position is proportionally (thumb in place). */
  #resync = () => {
    const target = scrollFor(this.#geometry(), this.#virtual);
    if (Math.abs(target - this.#scroll) < 1) return;
    this.#exact = { scroll: target, virtual: this.#virtual };
    window.scrollTo({ top: target + this.#layout.margin, behavior: 'instant' });
    this.#readWindow();
  };

  /** The rows the viewport shows, without the overscan around them. */
  rowsInView(): { first: number; last: number } {
    const { rows, rowHeight } = this.#layout;
    return {
      first: Math.floor(Math.max(0, this.#virtual) / rowHeight),
      last: Math.min(rows - 1, Math.floor((this.#virtual + this.#viewport) / rowHeight)),
    };
  }

  #publish(): void {
    const { rows, overscan } = this.#layout;
    const inView = this.rowsInView();
    const first = Math.max(0, inView.first - overscan);
    const last = Math.min(rows - 1, inView.last + overscan);
    const shift = Math.round(this.#scroll - this.#virtual);
    const current = this.#window;
    if (current.first === first && current.last === last && current.shift === shift) return;
    this.#window = { first, last, shift };
    for (const listener of this.#listeners) listener();
  }

  /** Scrolls so that list position `virtual` is at the viewport's top. */
  scrollToVirtual(virtual: number): void {
    const target = scrollFor(this.#geometry(), virtual);
    this.#exact = { scroll: target, virtual };
    window.scrollTo({ top: target + this.#layout.margin, behavior: 'instant' });
    this.#readWindow();
    // No scroll event comes when the position does not change: show it anyway.
    this.#update(false);
  }

  /** Brings row `row` into view: at the top ('start'), or only as far as needed ('auto'). */
  scrollToRow(row: number, align: 'start' | 'auto' = 'start'): void {
    const { rowHeight } = this.#layout;
    const rowTop = row * rowHeight;
    const viewport = this.#viewport;
    if (align === 'auto') {
      if (rowTop >= this.#virtual && rowTop + rowHeight <= this.#virtual + viewport) return;
      if (rowTop > this.#virtual) {
        this.scrollToVirtual(rowTop + rowHeight - viewport);
        return;
      }
    }
    this.scrollToVirtual(rowTop);
  }

  /** How far (px) the end of the list is below the viewport's bottom. */
  distanceToEnd(): number {
    const { rows, rowHeight } = this.#layout;
    return rows * rowHeight - (this.#virtual + this.#viewport);
  }
}
