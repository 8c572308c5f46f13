/**
 * Maps the window's scroll position onto a list taller than a browser can lay out.
 *
 * Browsers cap an element's height (Chromium near 33.5 million px, Firefox near 17.9 million):
 * a million channels in one column is 228 million px. Above MAX_HEIGHT the feed's box is capped
 * and the list is "virtual": `virtual` is how far down the list the viewport's top is, `scroll`
 * how far down the capped box it is. While the two are 1:1 (every list under the cap) nothing
 * special happens. Above it:
 * - the wheel, touch and keys move the list by exactly what they scroll (reading stays reading);
 * - a jump (the scrollbar dragged, End, Home, a large programmatic scroll) lands proportionally,
 *   so the scrollbar's thumb still says where in the list you are;
 * - the top of the box is the top of the list, the bottom of the box its end, always: End or a
 *   drag to the bottom shows the last card in one move;
 * - when scrolling pauses, the box is scrolled (silently) to where the list's place is
 *   proportionally, so the next drag starts from the right thumb position.
 */
export const MAX_HEIGHT = 15_000_000;

export interface ScrollGeometry {
  /** The list's full height (rows × row height). */
  listHeight: number;
  /** The viewport's height. */
  viewport: number;
}

/** The feed box's height: the list's, capped. */
export function boxHeight({ listHeight }: ScrollGeometry): number {
  return Math.min(listHeight, MAX_HEIGHT);
}

/** List px per box px when jumping: 1 under the cap. */
export function ratio(geometry: ScrollGeometry): number {
  const box = boxHeight(geometry);
  const room = box - geometry.viewport;
  if (geometry.listHeight <= MAX_HEIGHT || room <= 0) return 1;
  return (geometry.listHeight - geometry.viewport) / room;
}

export interface ScrollStep {
  /** The previous scroll (px into the box; negative while the box is below the window's top). */
  from: number;
  to: number;
  /** Where the list was (px into the list at the viewport's top) for `from`. */
  virtual: number;
  /** The move came from the wheel, touch or keys (not a drag of the scrollbar or a jump). */
  stepwise: boolean;
}

/** Moves larger than this many viewports count as jumps even when a key made them. */
const STEP_LIMIT = 3;

/** Where the list is for the new scroll position. */
export function follow(geometry: ScrollGeometry, step: ScrollStep): number {
  const k = ratio(geometry);
  const { to } = step;
  if (k === 1 || to <= 0) return to;
  const boxEnd = boxHeight(geometry) - geometry.viewport;
  const listEnd = geometry.listHeight - geometry.viewport;
  if (to >= boxEnd) return listEnd + (to - boxEnd);
  const delta = to - step.from;
  if (step.stepwise && Math.abs(delta) <= STEP_LIMIT * geometry.viewport) {
    return Math.min(listEnd - 1, Math.max(1, step.virtual + delta));
  }
  return to * k;
}

/** The box scroll that shows list position `virtual` at the viewport's top, proportionally. */
export function scrollFor(geometry: ScrollGeometry, virtual: number): number {
  const k = ratio(geometry);
  if (k === 1 || virtual <= 0) return virtual;
  const listEnd = geometry.listHeight - geometry.viewport;
  const boxEnd = boxHeight(geometry) - geometry.viewport;
  if (virtual >= listEnd) return boxEnd + (virtual - listEnd);
  return virtual / k;
}
