import * as z from 'zod/mini';
import { forgetStored, readStored, writeStored } from '@/lib/stored-json';

/**
 * Where the reader was in the directory, kept in sessionStorage (per tab, per API) so a reload of
 * the same address or a Back navigation comes back to the same card. The channels themselves
 * are in the local copy, so coming back costs no request.
 *
 * The place is a card, not a pixel offset: the window may be another width (another column
 * count), so "card 137, its row's bottom 40 px below the window's top" survives where
 * "scrollY 31,000" would not.
 */
const ScrollPlace = z.object({
  /** 0-based index of the first card in the top visible row. */
  index: z.int().check(z.minimum(0)),
  /** Where that row's bottom edge was, in px below the window's top (see FeedPlace). */
  rowBottom: z.number(),
});

export type ScrollPlace = z.infer<typeof ScrollPlace>;

const keyFor = (apiBase: string) => `channels:place:${apiBase}`;
const session = () => sessionStorage;

export function readScrollPlace(apiBase: string): ScrollPlace | undefined {
  return readStored(session, keyFor(apiBase), ScrollPlace);
}

/** Not kept when storage refuses: the directory still works, a reload just starts at the top. */
export function saveScrollPlace(apiBase: string, place: ScrollPlace): void {
  writeStored(session, keyFor(apiBase), place);
}

export function forgetScrollPlace(apiBase: string): void {
  forgetStored(session, keyFor(apiBase));
}
