import { fetchChannelsPage, readAheadChannelsPage } from '@/api/channels';
import { resolvePageLink } from '@/api/links';
import type { ChannelsPage } from '@/api/parse-page';
import { CancelledError } from './errors';

/** The pages of a walk from a start link on, fetched ahead and handed over in order. */
export interface PageStream {
  /**
   * The page at `link` (the stream's next) and those after it already fetched, at most
   * TAKE_LIMIT; none once stopped and everything fetched before is handed over; rejects when the
   * page at `link` could not be fetched.
   */
  take(link: string, signal: AbortSignal): Promise<ChannelsPage[]>;
  /**
   * Nothing more is asked for; the page on its way still lands for its take, unless `abort`
   * (the walk is gone: a new walk, a deleted copy), which drops it.
   */
  stop(abort?: boolean): void;
}

export type OpenPageStream = (apiBase: string, start: string) => PageStream;

/**
 * The page at `link`, the next one asked for as soon as its JSON is read while `goingOn()` says
 * the walk goes on (a Cancel must not cost the server a page nobody asked for).
 */
function readAheadPages(
  apiBase: string,
  link: string,
  signal: AbortSignal,
  goingOn: () => boolean,
): Promise<ChannelsPage> {
  return fetchChannelsPage(resolvePageLink(link, apiBase), signal, {
    onNextLink: (next) => {
      if (goingOn()) readAheadChannelsPage(resolvePageLink(next, apiBase));
    },
  });
}

/**
 * Pages fetched in this thread (tests, and a browser that cannot start the fetch worker): the
 * next request leaves as soon as a page's JSON is read, but is read only between two pages.
 */
export const inThreadPages: OpenPageStream = (apiBase) => {
  let stopped = false;
  return {
    take: async (link, signal) =>
      stopped ? [] : [await readAheadPages(apiBase, link, signal, () => !stopped)],
    stop: () => {
      stopped = true;
    },
  };
};

/** Pages the fetch worker fetches ahead of those taken (see fetch-worker.ts). */
export const FETCH_WINDOW = 8;
/**
 * Pages one take hands over at most: storing them is one task of the database worker, and a
 * keystroke's count and rows wait for it (5–7 ms a page into a copy of a million). Two, not
 * four: a key typed during a walk waits for half as much (bench/HISTORY.md ⁴²).
 */
export const TAKE_LIMIT = 2;

export type ToFetcher =
  | { type: 'walk'; run: number; apiBase: string; link: string }
  | { type: 'want'; run: number }
  | { type: 'stop'; run: number; abort: boolean };

export type FromFetcher =
  | { type: 'pages'; run: number; link: string; pages: ChannelsPage[] }
  | { type: 'failed'; run: number; link: string };

export interface FetcherPort {
  postMessage(message: ToFetcher): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromFetcher>) => void): void;
}

/** Waits until `onItem`'s wake is called; rejects with a CancelledError once `signal` aborts. */
export function waitForItem(
  signal: AbortSignal,
  onItem: (wake: () => void) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(new CancelledError('Cancelled'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    onItem(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * Streams from the fetch worker: it follows the `next` links on its own thread, so the chain of
 * requests moves while this thread is busy writing pages, up to FETCH_WINDOW pages ahead. Pages
 * come only when asked for: pushed as they arrived, a nested worker's messages kept the database
 * worker's thread so busy that the app's own requests (counts, rows, the next ask) waited for the
 * whole walk to end.
 */
export function fetcherPages(connect: () => FetcherPort): OpenPageStream {
  let port: FetcherPort | undefined;
  let runs = 0;
  const streams = new Map<number, (item: FromFetcher) => void>();
  return (apiBase, start) => {
    if (!port) {
      port = connect();
      port.addEventListener('message', ({ data }) => streams.get(data.run)?.(data));
    }
    const fetcher = port;
    // One walk at a time: what an older run still sends is dropped.
    streams.clear();
    const run = (runs += 1);
    const items: FromFetcher[] = [];
    let wake: (() => void) | undefined;
    let asked = false;
    streams.set(run, (item) => {
      items.push(item);
      wake?.();
    });
    fetcher.postMessage({ type: 'walk', run, apiBase, link: start });
    return {
      async take(link, signal) {
        // A take cancelled while it waited left its ask: its answer is this take's.
        if (!asked) fetcher.postMessage({ type: 'want', run });
        asked = true;
        while (items.length === 0) {
          await waitForItem(signal, (resolve) => {
            wake = () => {
              wake = undefined;
              resolve();
            };
          });
        }
        asked = false;
        const item = items.shift() as FromFetcher;
        if (item.type === 'pages' && item.pages.length === 0) return [];
        if (item.type === 'failed' || item.link !== link) {
          throw new Error(`The page at ${link} could not be fetched ahead`);
        }
        // The next batch is asked for now, so that it arrives while this one is stored.
        fetcher.postMessage({ type: 'want', run });
        asked = true;
        return item.pages;
      },
      stop(abort = false) {
        fetcher.postMessage({ type: 'stop', run, abort });
      },
    };
  };
}

interface FetcherScope {
  postMessage(message: FromFetcher): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToFetcher>) => void): void;
}

interface Run {
  id: number;
  /** Nothing more is asked for (the page on its way still lands). */
  ending: boolean;
  aborted: AbortController;
  /** Pages fetched and not handed over yet, with the links they came from. */
  ready: { link: string; page: ChannelsPage }[];
  /** The failed link, once a page could not be fetched. */
  failed: string | null;
  /** An ask not answered yet. */
  wanted: boolean;
  /** Nothing more will be fetched: an ask beyond the pages ready is told so. */
  done: boolean;
  resume: (() => void) | undefined;
}

function answer(scope: FetcherScope, run: Run): void {
  if (!run.wanted) return;
  const first = run.ready[0];
  if (first) {
    const batch = run.ready.splice(0, TAKE_LIMIT);
    run.wanted = false;
    scope.postMessage({
      type: 'pages',
      run: run.id,
      link: first.link,
      pages: batch.map((ready) => ready.page),
    });
    run.resume?.();
  } else if (run.failed !== null) {
    run.wanted = false;
    scope.postMessage({ type: 'failed', run: run.id, link: run.failed });
  } else if (run.done) {
    run.wanted = false;
    scope.postMessage({ type: 'pages', run: run.id, link: '', pages: [] });
  }
}

/**
 * The fetch worker's side: one walk at a time, from its start link along `next` until the last
 * page, a failed page, a page that links to itself, or `stop`; never more than FETCH_WINDOW
 * pages ahead of those handed over. Validation happens here too (fetchChannelsPage), off the
 * database worker's thread.
 */
export function servePages(scope: FetcherScope): void {
  let current: Run | undefined;
  const fetchAll = async (run: Run, apiBase: string, start: string) => {
    let link: string | null = start;
    while (link !== null && !run.ending) {
      if (run.ready.length >= FETCH_WINDOW) {
        await new Promise<void>((resolve) => (run.resume = resolve));
        run.resume = undefined;
        continue;
      }
      try {
        const page = await readAheadPages(apiBase, link, run.aborted.signal, () => !run.ending);
        run.ready.push({ link, page });
        link = page.next === link ? null : page.next;
      } catch {
        if (!run.aborted.signal.aborted) run.failed = link;
        return;
      } finally {
        answer(scope, run);
      }
    }
  };
  // A run stopped still answers its ask: the page on its way, then "nothing more".
  const stop = (abort: boolean) => {
    if (!current) return;
    current.ending = true;
    if (abort) current.aborted.abort();
    current.resume?.();
  };
  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'walk') {
      stop(true);
      const run: Run = {
        id: data.run,
        ending: false,
        aborted: new AbortController(),
        ready: [],
        failed: null,
        wanted: false,
        done: false,
        resume: undefined,
      };
      current = run;
      void fetchAll(run, data.apiBase, data.link).then(() => {
        run.done = true;
        answer(scope, run);
      });
    } else if (current?.id === data.run) {
      if (data.type === 'stop') stop(data.abort);
      else {
        current.wanted = true;
        answer(scope, current);
      }
    }
  });
}
