/** Shared look of the filter bar's inputs and selects (theme tokens, so dark mode follows). */
export const fieldClass =
  'min-h-10 rounded-lg border border-line bg-panel px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
