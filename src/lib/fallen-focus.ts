/**
 * Tells a focus that fell to the page from one the reader put there. A control that goes away
 * with the focus (Cancel at the end of a walk, a button hidden offline) leaves it on the page's
 * body, and the keyboard starts over from the top: such a focus should be handed on. But the body
 * also has it when the reader clicked an empty part of the page, and pulling it back then would
 * scroll the page away under them.
 */
interface Focused {
  element: Element;
  /** Its ancestors when it took the focus: once removed, it no longer has any. */
  path: readonly EventTarget[];
}

let last: Focused | null = null;

function watch(): void {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element)
      last = { element: event.target, path: event.composedPath() };
  });
  document.addEventListener('focusout', (event) => {
    const { target } = event;
    if (event.relatedTarget !== null || !(target instanceof Element)) return;
    // The focus left for the page: removed (it fell), or the reader put it there. Chromium says
    // neither at this point (the element is still in the document), so it is told after.
    queueMicrotask(() => {
      if (target.isConnected && last?.element === target) last = null;
    });
  });
}

if (typeof document !== 'undefined') watch();

/**
 * Whether the focus is on the page itself because the element that had it was removed, and,
 * given `from`, that element was inside `from`.
 */
export function focusFell(from?: Element | null): boolean {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return false;
  if (last === null || last.element.isConnected) return false;
  return from === undefined || (from !== null && last.path.includes(from));
}
