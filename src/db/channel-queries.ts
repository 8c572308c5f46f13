import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchChannelsPage } from '@/api/channels';
import type { ChannelsPage } from '@/api/parse-page';
import type { Channel } from '@/api/schemas';
import { whenIdle } from '@/lib/when-idle';
import { localDb, startWalkFetcher } from './client';
import { writeFirstScreen } from './first-screen';
import { copyEra, copyReadiness, trackCopy, whenCopyReady } from './copy-readiness';
import type { PageSummary } from './protocol';
import { askToPersist } from './persist';
import { logRejected } from './rejected-log';
import type { ChannelView } from './view';
import { walkTrap } from './walk-state';
import { watchTyping } from '@/lib/fast-scrolling';
import { nextTask } from '@/lib/next-task';

/** How long the newest page counts as fresh before a return to the tab checks it again. */
export const HEAD_FRESH_MS = 5 * 60 * 1000;
/** Channels per window the grid asks for: a multiple of every column count (1–4). */
export const ROW_BLOCK = 48;
/**
 * Pages react-query keeps: enough for the walk's bookkeeping (the last page's link and counts).
 * The records are in the database, so a million-channel walk costs the page nothing per page.
 */
export const KEPT_PAGES = 10;

/** What filters a view (its order aside): counts and country tallies depend on nothing else. */
export type ChannelFilter = Omit<ChannelView, 'sort'>;

export function filterOf(view: ChannelView): ChannelFilter {
  return { q: view.q, country: view.country, flags: view.flags };
}

/** The APIs walked to the end: how many runs want it, and how the walk stops watching the keys. */
const walking = new Map<string, { runs: number; unwatch: () => void }>();

/**
 * While an API is walked to the end, its pages are fetched ahead in the workers and each page
 * asked for brings every page that arrived meanwhile (see `readAhead` in protocol.ts). While the
 * reader types a search, the walk is held (see `holdWalk`): on two cores a walk of a million
 * takes them both, and a key typed meanwhile took half as long again to show its channels.
 * Returns the function that ends it.
 */
export function readAheadWhileWalking(apiBase: string): () => void {
  const current = walking.get(apiBase);
  if (current) current.runs += 1;
  else {
    const db = localDb();
    startWalkFetcher();
    void db.call('readAhead', [apiBase, true]).catch(() => undefined);
    const hold = (held: boolean) =>
      void db.call('holdWalk', [apiBase, held]).catch(() => undefined);
    const unwatch = watchTyping(hold);
    walking.set(apiBase, {
      runs: 1,
      unwatch: () => {
        unwatch();
        hold(false);
      },
    });
  }
  let ended = false;
  return () => {
    const run = walking.get(apiBase);
    if (ended || !run) return;
    ended = true;
    run.runs -= 1;
    if (run.runs > 0) return;
    walking.delete(apiBase);
    run.unwatch();
    void localDb()
      .call('readAhead', [apiBase, false])
      .catch(() => undefined);
  };
}

/** The first page as the walk's first summary: its records too, de-duplicated as the copy does. */
export function firstPageSummary(link: string, page: ChannelsPage): PageSummary {
  const seen = new Set<number>();
  const results: Channel[] = [];
  for (const channel of page.results) {
    if (seen.has(channel.id)) continue;
    seen.add(channel.id);
    results.push(channel);
  }
  return {
    next: page.next,
    received: page.results.length,
    fresh: results.length,
    seen: results.length,
    firstId: results[0]?.id ?? null,
    lastId: results.at(-1)?.id ?? null,
    nextSeen: page.next === link,
    staleRun: results.length === 0 ? 1 : 0,
    rejected: page.rejected,
    complete: page.next === null,
    total: results.length,
    results,
  };
}

const firstPages = new Map<string, { link: string; page: ChannelsPage }>();

/**
 * Starts the local copy with a first page the app fetched itself. The worker and SQLite (0.9 MB
 * of wasm) load once the first cards are painted, never before them. Over a copy already open
 * it answers the copy's summary of the page (its counts are the copy's); otherwise nothing.
 */
export function startCopy(
  apiBase: string,
  link: string,
  page: ChannelsPage,
): Promise<PageSummary | undefined> {
  firstPages.set(apiBase, { link, page });
  const store = () =>
    localDb()
      .call('storeFirstPage', [apiBase, link, page])
      .then((stored) => {
        // The cards a return visit shows before the copy is open (first-screen.ts), written
        // with the copy, at idle time, never on the way to the first cards.
        if (link === `${apiBase}/channels`) {
          writeFirstScreen(apiBase, firstPageSummary(link, page).results ?? []);
        }
        askToPersist();
        return stored;
      });
  // A copy already open takes the new walk as it is (Refresh everything): it stays readable.
  if (copyReadiness(apiBase).state === 'ready') return store();
  const era = copyEra();
  const idle = new Promise<void>((resolve) => whenIdle(resolve, 300));
  return trackCopy(
    apiBase,
    idle.then(() => {
      if (copyEra() !== era) throw new Error('The copies were forgotten meanwhile');
      return store();
    }),
  ).then(() => undefined);
}

/** The copy, started again from its first page if starting it failed (a Retry). */
function copyOf(apiBase: string): Promise<void> {
  const first = firstPages.get(apiBase);
  if (copyReadiness(apiBase).state === 'failed' && first) {
    return startCopy(apiBase, first.link, first.page).then(() => undefined);
  }
  return whenCopyReady(apiBase);
}

async function fetchFirstPage(apiBase: string, signal: AbortSignal): Promise<PageSummary> {
  const link = `${apiBase}/channels`;
  const page = await fetchChannelsPage(link, signal);
  logRejected(apiBase, page.rejected, true);
  const summary = firstPageSummary(link, page);
  // A saved copy still opening ("Refresh everything" pressed as a return visit begins): this walk
  // is one over that copy, and waits for it. Taken for a first walk, it counted "Loaded 3,003
  // channels so far" until its second page, and stored its first only once the browser was idle.
  if (copyReadiness(apiBase).state === 'starting') {
    await whenCopyReady(apiBase).catch(() => undefined);
  }
  if (copyReadiness(apiBase).state !== 'ready') {
    void startCopy(apiBase, link, page).catch(() => undefined);
    return summary;
  }
  // A new walk over a copy already open ("Refresh everything"): its counts are the copy's, as
  // every later page's are, so the progress reads "Checked 20 of 200,025 channels" from the
  // first page on, not "Loaded 200,025 channels so far" until the second.
  const stored = await startCopy(apiBase, link, page).catch(() => undefined);
  return stored ? { ...summary, total: stored.total, seen: stored.seen } : summary;
}

async function fetchLaterPage(apiBase: string, link: string, signal: AbortSignal) {
  await copyOf(apiBase);
  const summary = await localDb().call('fetchPage', [apiBase, link], signal);
  logRejected(apiBase, summary.rejected);
  return summary;
}

/**
 * One factory for the channels resource. The walk is react-query's infinite query, keyed by the
 * API base, its page param the link itself (the first page is `${apiBase}/channels`, later ones
 * the `next` links copied as the server gave them); its pages are small summaries, the records
 * go to the local database. Everything shown is read from that database by the queries below,
 * each keyed by every input it sends.
 */
/**
 * A count or tally answered before it was done (a long one answers what it found so far) is
 * asked again at once: the worker goes on from where it stopped.
 */
function untilComplete(query: { state: { data?: { complete: boolean } | undefined } }) {
  return query.state.data?.complete === false ? 1 : false;
}

export const channelQueries = {
  all: () => ['channels'] as const,
  list: (apiBase: string) =>
    infiniteQueryOptions({
      queryKey: [...channelQueries.all(), apiBase] as const,
      queryFn: ({ pageParam, signal }) =>
        pageParam === `${apiBase}/channels`
          ? fetchFirstPage(apiBase, signal)
          : fetchLaterPage(apiBase, pageParam, signal),
      initialPageParam: `${apiBase}/channels`,
      // Stops at a loop or a run of pages with nothing new, instead of walking forever.
      getNextPageParam: (page: PageSummary) =>
        walkTrap(page) ? undefined : (page.next ?? undefined),
      maxPages: KEPT_PAGES,
    }),
  /**
   * Channels added above the copy since it was walked (see the worker's checkTop): asked for
   * when the reader comes back to the tab after HEAD_FRESH_MS, and every HEAD_FRESH_MS while the
   * tab is visible.
   */
  top: (apiBase: string) =>
    queryOptions({
      queryKey: [...channelQueries.all(), apiBase, 'top'] as const,
      queryFn: ({ signal }) => localDb().call('checkTop', [apiBase], signal),
      staleTime: HEAD_FRESH_MS,
    }),
  /** Every copy kept on this device (the API settings list them). */
  copies: () =>
    queryOptions({
      queryKey: [...channelQueries.all(), 'copies'] as const,
      queryFn: ({ signal }) => localDb().call('copies', [], signal),
      staleTime: 0,
    }),
  /** What the copy of `apiBase` shows: every query below is invalidated together when it changes. */
  local: (apiBase: string) => [...channelQueries.all(), apiBase, 'local'] as const,
  rows: (apiBase: string, view: ChannelView, block: number) =>
    queryOptions({
      queryKey: [...channelQueries.local(apiBase), 'rows', view, block] as const,
      queryFn: ({ signal }) =>
        localDb().call('rows', [apiBase, view, block * ROW_BLOCK, ROW_BLOCK], signal),
      // Windows scrolled past are dropped soon: the page never holds the whole copy.
      gcTime: 15_000,
    }),
  count: (apiBase: string, filter: ChannelFilter) =>
    queryOptions({
      queryKey: [...channelQueries.local(apiBase), 'count', filter] as const,
      queryFn: ({ signal }) =>
        localDb().call('count', [apiBase, { ...filter, sort: 'newest' }], signal),
      refetchInterval: untilComplete,
    }),
  countries: (apiBase: string, filter: Omit<ChannelFilter, 'country'>) =>
    queryOptions({
      queryKey: [...channelQueries.local(apiBase), 'countries', filter] as const,
      queryFn: async ({ signal }) => {
        // A tally's ask leaves a task after the render that made it. A keystroke asks for the
        // view's country list, rows and count in one render, the list's message a few ms before
        // the others (the filter bar's effects run before the feed's), and the worker began a
        // step of the list (7–12 ms over 10,000 channels for a two-letter search) before the
        // count's message reached it: the status line's number waited for that step. Asked a
        // task later, the list finds the count under way and waits for it (view-counts.ts).
        await nextTask();
        return localDb().call(
          'countries',
          [apiBase, { ...filter, country: null, sort: 'newest' }],
          signal,
        );
      },
      refetchInterval: untilComplete,
    }),
  /** The view's channels per city with a position (a map's dots). */
  cities: (apiBase: string, filter: ChannelFilter) =>
    queryOptions({
      queryKey: [...channelQueries.local(apiBase), 'cities', filter] as const,
      queryFn: async ({ signal }) => {
        // A task later, as the country list (above).
        await nextTask();
        return localDb().call('cities', [apiBase, { ...filter, sort: 'newest' }], signal);
      },
      refetchInterval: untilComplete,
    }),
  /**
   * One channel from the copy. `walked` (channels in the copy when asked) is part of the key: a
   * lookup waiting for a channel asks again after every page, and never takes an answer given
   * before the page that has it for "not there".
   */
  channel: (apiBase: string, id: number, walked = 0) =>
    queryOptions({
      queryKey: [...channelQueries.local(apiBase), 'channel', id, walked] as const,
      queryFn: ({ signal }) => localDb().call('channel', [apiBase, id], signal),
    }),
  neighbours: (apiBase: string, view: ChannelView, id: number) =>
    queryOptions({
      queryKey: [...channelQueries.local(apiBase), 'neighbours', view, id] as const,
      queryFn: ({ signal }) => localDb().call('neighbours', [apiBase, view, id], signal),
    }),
  /** Where channel `id` stands in the view (0-based), or null when the view does not show it. */
  position: (apiBase: string, view: ChannelView, id: number) =>
    queryOptions({
      queryKey: [...channelQueries.local(apiBase), 'position', view, id] as const,
      queryFn: ({ signal }) => localDb().call('position', [apiBase, view, id], signal),
    }),
};

/**
 * Puts a first page fetched elsewhere (the API switch tries it before switching) into the cache
 * as the walk's first page, and starts the copy from it.
 */
export function seedFirstPage(client: QueryClient, apiBase: string, page: ChannelsPage): void {
  const options = channelQueries.list(apiBase);
  const link = options.initialPageParam;
  client.setQueryData(options.queryKey, {
    pages: [firstPageSummary(link, page)],
    pageParams: [link],
  });
  void startCopy(apiBase, link, page).catch(() => undefined);
  logRejected(apiBase, page.rejected, true);
}

/**
 * Walks the API again from its first page ("Refresh everything") without emptying the walk's
 * query: the page keeps showing the copy (no loading screen; the grid keeps its place and the
 * focus) while the first page is fetched again, which starts a new walk over the copy. Until it
 * lands, the last page's summary stands in as the only page: its counts are still the copy's.
 */
export async function restartWalk(client: QueryClient, apiBase: string): Promise<void> {
  const { queryKey, initialPageParam } = channelQueries.list(apiBase);
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(
    queryKey,
    (data) => data && { pages: data.pages.slice(-1), pageParams: [initialPageParam] },
  );
  await client.refetchQueries({ queryKey, exact: true });
  if (client.getQueryState(queryKey)?.status === 'error') return;
  // The channels found above the copy are the new walk's first ones: nothing is waiting any more.
  client.setQueryData(channelQueries.top(apiBase).queryKey, { count: 0, joined: true });
}
