/** The grid as the keyboard sees it: a list of `count` cards laid out `columns` to a row. */
export interface GridShape {
  columns: number;
  count: number;
}

/**
 * The card (0-based) that `key` moves focus to from card `index`, the same index at an edge, or
 * null for a key the grid does not handle. Left/Right and Page Up/Down step through the list in
 * its order (across row ends: the rows are only how the window's width lays the list out);
 * Up/Down move a row, and Down onto a shorter last row lands on its last card; Home/End go to the
 * first/last loaded card (the browser's own Home/End would scroll the focused card out of the
 * virtualized grid, and focus with it).
 */
export function moveTarget(
  key: string,
  index: number,
  { columns, count }: GridShape,
): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return Math.min(index + 1, last);
    case 'ArrowLeft':
    case 'PageUp':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return Math.floor(index / columns) < Math.floor(last / columns)
        ? Math.min(index + columns, last)
        : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return 0;
    case 'End':
      return Math.max(last, 0);
    default:
      return null;
  }
}

/**
 * The one card whose focus target is in the tab order (roving tabindex): the card last focused
 * when it is rendered and loaded, else the first loaded card from the first row in view, else
 * none (-1: only placeholders are rendered).
 */
export function tabStopIndex({
  active,
  firstInView,
  last,
  loaded,
}: {
  active: number;
  /** The first card of the first row at least partly in view. */
  firstInView: number;
  /** The last rendered card. */
  last: number;
  /** Whether the card at an index is rendered with its channel (not a placeholder). */
  loaded: (index: number) => boolean;
}): number {
  if (loaded(active)) return active;
  for (let index = Math.max(0, firstInView); index <= last; index++) {
    if (loaded(index)) return index;
  }
  return -1;
}
