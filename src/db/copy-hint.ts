import * as z from 'zod/mini';

/**
 * What the page knows about an API's saved copy before the database worker has started: kept in
 * localStorage (a few bytes per API), so a return visit can show the saved directory and continue
 * its walk at once, without asking the network for the first page. The worker's own answer,
 * a moment later, is what counts; the hint only lets the page start in the right state.
 */
const CopyHint = z.object({
  /** Channels in the copy. */
  total: z.int().check(z.minimum(0)),
  /** When its walk last stored a page (ms since the epoch). */
  savedAt: z.number(),
  /** Where its walk continues, or null when it reached the end. */
  next: z.nullable(z.string()),
  complete: z.boolean(),
});

export type CopyHint = z.infer<typeof CopyHint>;

const keyFor = (apiBase: string) => `channels:copy:${apiBase}`;

export function readCopyHint(apiBase: string): CopyHint | undefined {
  try {
    const raw = localStorage.getItem(keyFor(apiBase));
    if (!raw) return undefined;
    const parsed = CopyHint.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.total > 0 ? parsed.data : undefined;
  } catch {
    // Storage disabled or the entry is damaged: start as on a first visit.
    return undefined;
  }
}

export function writeCopyHint(apiBase: string, hint: CopyHint): void {
  try {
    localStorage.setItem(keyFor(apiBase), JSON.stringify(hint));
  } catch {
    // Not kept: the next visit starts as a first one, and the copy is found again by the worker.
  }
}

export function forgetCopyHint(apiBase: string): void {
  try {
    localStorage.removeItem(keyFor(apiBase));
  } catch {
    // Nothing to forget.
  }
}
