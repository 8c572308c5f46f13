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

/**
 * A walk, extendable by the pages that follow. Its records live in per-page chunks shared along
 * the chain of walks (a walk owns the first `chunkCount`), and the flat list is built only when
 * someone reads `channels`: a walk of 2,500 pages asks for the next link several times per page,
 * and copying the whole list each time made it quadratic; the screen reads the list a few times
 * a second at most.
 */
class WalkState implements Walk {
  /** The id set now belongs to a longer walk: this state cannot be extended again. */
  extended = false;
  #channels: Channel[] | undefined;

  constructor(
    readonly pages: readonly ChannelsPage[],
    readonly ids: Set<number>,
    readonly chunks: Channel[][],
    readonly chunkCount: number,
    readonly rejected: ChannelsPage['rejected'],
    readonly staleRun: number,
  ) {}

  get channels(): Channel[] {
    this.#channels ??= this.chunks.slice(0, this.chunkCount).flat();
    return this.#channels;
  }
}

// Keyed by the last page of a prefix, so loading one more page costs only that page's records
// (walking 50,000 channels must not re-scan every loaded page on every fetch).
const states = new WeakMap<ChannelsPage, WalkState>();
// And by the pages array itself: react-query asks for the next page link several times per page
// with the same array, and even comparing 2,500 pages each time adds up.
const byArray = new WeakMap<readonly ChannelsPage[], WalkState>();

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
  const chunks = reuse ? reuse.chunks : [];
  const rejected = reuse ? reuse.rejected.slice() : [];
  let staleRun = reuse ? reuse.staleRun : 0;
  for (const page of pages.slice(reuse ? reuse.pages.length : 0)) {
    const fresh: Channel[] = [];
    for (const channel of page.results) {
      if (ids.has(channel.id)) continue;
      ids.add(channel.id);
      fresh.push(channel);
    }
    chunks.push(fresh);
    rejected.push(...page.rejected);
    staleRun = fresh.length === 0 ? staleRun + 1 : 0;
  }
  return new WalkState(pages, ids, chunks, chunks.length, rejected, staleRun);
}

/** Flattens pages in order and de-duplicates by id, incrementally across calls. */
export function walkPages(pages: readonly ChannelsPage[]): Walk {
  const last = pages.at(-1);
  if (!last) return { channels: [], rejected: [], staleRun: 0 };
  const known = byArray.get(pages);
  if (known) return known;
  const cached = states.get(last);
  if (cached && cached.pages.length === pages.length && samePrefix(cached, pages)) {
    byArray.set(pages, cached);
    return cached;
  }

  const previous =
    pages.length > 1 ? states.get(pages[pages.length - 2] as ChannelsPage) : undefined;
  const base = previous && samePrefix(previous, pages) ? previous : undefined;
  const state = extend(base, pages);
  states.set(last, state);
  byArray.set(pages, state);
  // The state just extended can never be extended again: drop it, or every page would keep its
  // walk alive, with its list once read (quadratic memory: 400 MB of heap at 50,000 channels).
  if (base) states.delete(pages[pages.length - 2] as ChannelsPage);
  return state;
}

/**
 * Where each link was first fetched, shared along a chain of pageParams arrays: react-query hands
 * out a new array one link longer per page, and searching every link on every question (several
 * per page) made a walk of 2,500 pages quadratic. An array that is a prefix of another uses the
 * same index, counting only the positions it holds.
 */
interface LinkIndex {
  first: Map<unknown, number>;
  /** The longest array indexed so far. */
  params: readonly unknown[];
}

const linkIndexes = new WeakMap<readonly unknown[], LinkIndex>();
let latestIndex: LinkIndex | undefined;

function indexLinks(pageParams: readonly unknown[]): LinkIndex {
  const known = linkIndexes.get(pageParams);
  if (known) return known;
  const latest = latestIndex;
  // By reference: cheap even for thousands of links.
  const extendsLatest =
    latest !== undefined &&
    latest.params.length <= pageParams.length &&
    latest.params.every((param, i) => param === pageParams[i]);
  const index = extendsLatest ? latest : { first: new Map<unknown, number>(), params: [] };
  for (let i = index.params.length; i < pageParams.length; i += 1) {
    if (!index.first.has(pageParams[i])) index.first.set(pageParams[i], i);
  }
  index.params = pageParams;
  linkIndexes.set(pageParams, index);
  latestIndex = index;
  return index;
}

function alreadyFetched(link: string, pageParams: readonly unknown[]): boolean {
  const at = indexLinks(pageParams).first.get(link);
  return at !== undefined && at < pageParams.length;
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
  if (alreadyFetched(next, pageParams)) return { reason: 'loop', link: next };
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
