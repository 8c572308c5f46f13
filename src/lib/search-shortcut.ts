/**
 * The "/" shortcut and the search field live in different features: the field wears this
 * attribute, and the shortcut looks for it, so neither imports the other.
 */
export const SEARCH_SHORTCUT_TARGET = { 'data-shortcut': 'search' } as const;

/** Puts focus in the page's search field, its text selected; false when there is none. */
export function focusSearchField(): boolean {
  const field = document.querySelector<HTMLElement>('[data-shortcut="search"]');
  if (!field) return false;
  field.focus();
  if (field instanceof HTMLInputElement) field.select();
  return document.activeElement === field;
}
