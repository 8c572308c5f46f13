import * as z from 'zod/mini';

/**
 * Where the reader was in the directory, kept in sessionStorage (per tab, per API) so a reload of
 * the same address or a Back navigation comes back to the same card.
 *
 * The place is a card, not a pixel offset: after a reload the rows above are only estimated, and
 * the window may be another width (another column count), so "card 137, its row's bottom 40 px
 * below the window's top" survives where "scrollY 31,000" would not.
 */
const ScrollPlace = z.object({
  /** How many pages were loaded: a reload loads as many again before scrolling back. */
  pages: z.int().check(z.minimum(1)),
  /** 0-based index of the first card in the top visible row. */
  index: z.int().check(z.minimum(0)),
  /** Where that row's bottom edge was, in px below the window's top (see FeedPlace). */
  rowBottom: z.number(),
});

export type ScrollPlace = z.infer<typeof ScrollPlace>;

/** Above this many pages a reload starts at the top instead of walking the whole way back. */
export const MAX_RESTORED_PAGES = 50;

const keyFor = (apiBase: string) => `channels:place:${apiBase}`;

export function readScrollPlace(apiBase: string): ScrollPlace | undefined {
  try {
    const raw = sessionStorage.getItem(keyFor(apiBase));
    if (!raw) return undefined;
    const parsed = ScrollPlace.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Storage disabled or the entry is damaged: start at the top.
    return undefined;
  }
}

/** The saved place if a reload should come back to it (not too deep to walk back to). */
export function restorableScrollPlace(apiBase: string): ScrollPlace | undefined {
  const saved = readScrollPlace(apiBase);
  return saved && saved.pages <= MAX_RESTORED_PAGES ? saved : undefined;
}

export function saveScrollPlace(apiBase: string, place: ScrollPlace): void {
  try {
    sessionStorage.setItem(keyFor(apiBase), JSON.stringify(place));
  } catch {
    // Not kept; the directory still works, a reload just starts at the top.
  }
}

export function forgetScrollPlace(apiBase: string): void {
  try {
    sessionStorage.removeItem(keyFor(apiBase));
  } catch {
    // Nothing to forget.
  }
}
