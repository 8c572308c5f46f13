/**
 * Calls `measure` once the browser has laid `target` out for a frame, and again whenever its size
 * changes; returns the function that stops it. A ResizeObserver reports the first size after the
 * frame's own layout, so reading sizes then costs nothing: measuring straight away, in React's
 * commit, would force a layout of the whole page in the middle of it. Without ResizeObserver
 * (jsdom), it measures once, now.
 */
export function observeLayout(target: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => undefined;
  }
  const observer = new ResizeObserver(measure);
  observer.observe(target);
  return () => observer.disconnect();
}
