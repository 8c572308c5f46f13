import type { ChannelsPage } from './parse-page';
import type { Channel } from './schemas';

/** Pages in a row that bring nothing new before the walk is declared stuck. */
export const NO_PROGRESS_LIMIT = 3;

export type WalkTrap = { reason: 'loop'; link: string } | { reason: 'no-progress'; pages: number };

/** What a walk over the loaded pages amounts to. */
export interface Walk {
  /** Every record in the order received, each id once (a record seen again keeps its first place). */
  channels: Channel[];
  /** Records the server sent that could not be shown, with reasons. */
  rejected: ChannelsPage['rejected'];
  /** Pages at the end that brought no new record. */
  staleRun: number;
}

interface WalkState extends Walk {
  pages: readonly ChannelsPage[];
  ids: Set<number>;
  /** The id set now belongs to a longer walk: this state cannot be extended again. */
  extended: boolean;
}

// Keyed by the last page of a prefix, so loading one more page costs only that page's records
// (walking 50,000 channels must not re-scan every loaded page on every fetch).
const states = new WeakMap<ChannelsPage, WalkState>();

function samePrefix(state: WalkState, pages: readonly ChannelsPage[]): boolean {
  if (state.pages.length > pages.length) return false;
  for (let i = state.pages.length - 1; i >= 0; i -= 1)
    if (state.pages[i] !== pages[i]) return false;
  return true;
}

function extend(from: WalkState | undefined, pages: readonly ChannelsPage[]): WalkState {
  const reuse = from && !from.extended ? from : undefined;
  if (reuse) reuse.extended = true;
  const ids = reuse ? reuse.ids : new Set<number>();
  const fresh: Channel[] = [];
  const rejected = reuse ? reuse.rejected.slice() : [];
  let staleRun = reuse ? reuse.staleRun : 0;
  for (const page of pages.slice(reuse ? reuse.pages.length : 0)) {
    let added = 0;
    for (const channel of page.results) {
      if (ids.has(channel.id)) continue;
      ids.add(channel.id);
      fresh.push(channel);
      added += 1;
    }
    rejected.push(...page.rejected);
    staleRun = added === 0 ? staleRun + 1 : 0;
  }
  // concat allocates the new array once at its final size: about 3x cheaper than slice + push.
  const channels = reuse ? reuse.channels.concat(fresh) : fresh;
  return { pages, ids, channels, rejected, staleRun, extended: false };
}

/** Flattens pages in order and de-duplicates by id, incrementally across calls. */
export function walkPages(pages: readonly ChannelsPage[]): Walk {
  const last = pages.at(-1);
  if (!last) return { channels: [], rejected: [], staleRun: 0 };
  const cached = states.get(last);
  if (cached && cached.pages.length === pages.length && samePrefix(cached, pages)) return cached;

  const previous =
    pages.length > 1 ? states.get(pages[pages.length - 2] as ChannelsPage) : undefined;
  const base = previous && samePrefix(previous, pages) ? previous : undefined;
  const state = extend(base, pages);
  states.set(last, state);
  // The state just extended can never be extended again: drop it, or every page would keep its
  // own copy of the channel list alive (quadratic memory: 400 MB of heap at 50,000 channels).
  if (base) states.delete(pages[pages.length - 2] as ChannelsPage);
  return state;
}

/**
 * Why the walk must stop although the last page has a `next` link: the link was already fetched
 * (a loop), or several pages in a row brought nothing new (empty, or only records already seen).
 */
export function detectWalkTrap(
  pages: readonly ChannelsPage[],
  pageParams: readonly unknown[],
): WalkTrap | undefined {
  const next = pages.at(-1)?.next;
  if (!next) return undefined;
  if (pageParams.includes(next)) return { reason: 'loop', link: next };
  const { staleRun } = walkPages(pages);
  if (staleRun >= NO_PROGRESS_LIMIT) return { reason: 'no-progress', pages: staleRun };
  return undefined;
}

/** `getNextPageParam` that refuses to walk into a trap. */
export function nextPageLink(
  pages: readonly ChannelsPage[],
  pageParams: readonly unknown[],
): string | undefined {
  const next = pages.at(-1)?.next;
  if (!next || detectWalkTrap(pages, pageParams)) return undefined;
  return next;
}
