/**
 * Whether focus went somewhere else (a click, Tab) since `origin` had it: a late focus must not
 * pull it back. Focus that merely fell to the page (a closed dialog, a removed element) has not
 * moved on.
 */
export function focusMovedOn(origin: Element | null): boolean {
  const now = document.activeElement;
  return now !== origin && now !== document.body && now !== null;
}
