/** Viewport widths (CSS px) at which the grid gains a column: 1 on phones, up to 4 wide. */
const BREAKPOINTS = [640, 1024, 1280] as const;

export function columnsForWidth(width: number): number {
  return 1 + BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length;
}

/** Cuts the list into rows of `columns` cards: the virtualizer scrolls rows, not cards. */
export function rowCount(items: number, columns: number): number {
  return Math.ceil(items / Math.max(1, columns));
}
