/**
 * Where index.html's first cards script (FIRST_CARDS_SCRIPT, boot-scripts.ts) leaves the promise
 * that its preview cards have been painted. Apart from boot-scripts.ts, with no imports: main.tsx
 * reads it, and the entry chunk stays a few hundred bytes.
 */
export const PREVIEW = '__channelsPreview';

/**
 * Settles once the preview cards have been painted (the frame after them), at once when the
 * script paints none or is not there (`npm run dev`), and after `maxMs` at the latest.
 */
export function previewPainted(maxMs: number): Promise<void> {
  const preview = (window as unknown as Record<string, unknown>)[PREVIEW];
  if (!(preview instanceof Promise)) return Promise.resolve();
  const limit = new Promise<void>((resolve) => setTimeout(resolve, maxMs));
  return Promise.race([preview.then(() => undefined), limit]);
}
