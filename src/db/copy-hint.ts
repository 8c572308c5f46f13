import * as z from 'zod/mini';
import { forgetStored, readStored, writeStored } from '@/lib/stored-json';
import { COPY_HINT_PREFIX, FIRST_SCREEN_PREFIX } from './copy-hint-key';

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

const keyFor = (apiBase: string) => `${COPY_HINT_PREFIX}${apiBase}`;
const local = () => localStorage;

export function readCopyHint(apiBase: string): CopyHint | undefined {
  const hint = readStored(local, keyFor(apiBase), CopyHint);
  return hint && hint.total > 0 ? hint : undefined;
}

export function writeCopyHint(apiBase: string, hint: CopyHint): void {
  writeStored(local, keyFor(apiBase), hint);
}

export function forgetCopyHint(apiBase: string): void {
  forgetStored(local, keyFor(apiBase));
  // The first cards kept for the copy go with it (first-screen.ts).
  forgetStored(local, firstScreenKey(apiBase));
}

/** Where first-screen.ts keeps a copy's first cards (beside the hint, forgotten with it). */
export const firstScreenKey = (apiBase: string) => `${FIRST_SCREEN_PREFIX}${apiBase}`;
