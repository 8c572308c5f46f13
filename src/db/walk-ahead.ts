import type { ChannelsPage } from '@/api/parse-page';
import { waitForItem, type PageStream } from './page-stream';
import type { StoredPage } from './store';
import { walkTrap } from './walk-state';
import { nextTask } from '@/lib/next-task';

export interface AheadSteps {
  /** The walk's pages from the start link on, fetched and validated ahead. */
  pages: PageStream;
  /** Stores the page in the walk. */
  store(link: string, page: ChannelsPage): StoredPage;
  /** After each batch the run stored (the app is told the copy changed). */
  stored?: () => void;
  /** Between two batches: the worker answers what waits meanwhile (counts, rows, asks). */
  pause?: () => Promise<void>;
}

/**
 * Pages a run stores ahead of the asks at most: past this it waits for the page to ask. Bounds
 * what an auto-load that has found enough still walks before its stop arrives (the fetch worker
 * adds its own window), while the page's round trip (a render between two asks) no longer leaves
 * this thread idle.
 */
export const STORE_AHEAD = 32;

/** How long an ask waits for more pages once one is stored, while the run goes on. */
export const ANSWER_MS = 100;

/** Several stored pages in a row as one: the counts summed, the walk's state the last page's. */
function mergeStored(first: StoredPage, then: StoredPage): StoredPage {
  return {
    ...then,
    received: first.received + then.received,
    fresh: first.fresh + then.fresh,
    added: first.added + then.added,
    removed: first.removed + then.removed,
    firstId: first.firstId ?? then.firstId,
    lastId: then.lastId ?? first.lastId,
    rejected: [...first.rejected, ...then.rejected],
  };
}

/**
 * A walk to the end with its pages fetched ahead and stored as they arrive, a batch per task:
 * each ask of the page (`take`) answers for every page stored since the last ask as one summary.
 * Stored only when the page asked, the walk waited a round trip to the main thread (a render)
 * between batches with this thread idle; asked one page at a time, it also paid a request per
 * page with the network idle. The run ends at the last page, a trap (a loop, pages with nothing
 * new), a page that could not be fetched (the page then asks for it itself, and meets its error
 * as any page's), a store that failed (the next ask meets its error) or `stop()`.
 */
export class WalkAhead {
  /** The link the stream's next pages start at. */
  #from: string;
  /** The link the next ask starts at: the first page stored and not handed over yet. */
  #asked: string;
  /** What was stored since the last ask, and in how many pages. */
  #gathered: StoredPage | null = null;
  #pages = 0;
  /** Nothing more will be stored. */
  #ended = false;
  /** Stopped because the walk is gone: nothing more is stored or handed over. */
  #dropped = false;
  #failed = false;
  #error: { error: unknown } | null = null;
  /** An ask was told the run is over (null or the store's error): later asks start anew. */
  #told = false;
  readonly #halt = new AbortController();
  #wakeAsk: (() => void) | undefined;
  #wakeRun: (() => void) | undefined;

  constructor(
    start: string,
    private readonly steps: AheadSteps,
  ) {
    this.#from = this.#asked = start;
    void this.#run();
  }

  /** Whether asking for `link` takes this run's pages (or its failure). */
  continues(link: string): boolean {
    if (this.#dropped || this.#told || this.#asked !== link) return false;
    return !this.#ended || this.#gathered !== null || this.#failed || this.#error !== null;
  }

  /** The run ended at a page it could not fetch (the page asks for it itself, not a new run). */
  get failed(): boolean {
    return this.#failed;
  }

  /**
   * Nothing more is fetched. The pages already fetched are still stored and handed over by the
   * next asks (a Cancel keeps them: asked for again they would cost the server twice), unless
   * `drop` (the walk is gone: a new walk, a deleted copy), which ends the run at once.
   */
  stop(drop = false): void {
    if (drop) {
      this.#ended = this.#dropped = true;
      this.#halt.abort();
      this.#wakeAsk?.();
    }
    this.steps.pages.stop(drop);
  }

  async #run(): Promise<void> {
    const pause = this.steps.pause ?? nextTask;
    try {
      while (!this.#ended) {
        if (this.#pages >= STORE_AHEAD) {
          await waitForItem(this.#halt.signal, (wake) => (this.#wakeRun = wake));
          continue;
        }
        let pages: ChannelsPage[];
        try {
          pages = await this.steps.pages.take(this.#from, this.#halt.signal);
        } catch {
          if (!this.#dropped) this.#failed = true;
          return;
        }
        // Stopped, and everything fetched before the stop handed over; or the walk is gone.
        if (pages.length === 0 || this.#dropped) return;
        this.#storeAll(pages);
        this.steps.stored?.();
        this.#wakeAsk?.();
        if (!this.#ended) await pause();
      }
    } catch (error) {
      if (!this.#dropped) this.#error = { error };
      this.steps.pages.stop(true);
    } finally {
      this.#ended = true;
      this.#wakeAsk?.();
    }
  }

  /** Stores a batch page by page, up to the end of the walk or a trap. */
  #storeAll(pages: readonly ChannelsPage[]): void {
    for (const page of pages) {
      const stored = this.steps.store(this.#from, page);
      this.#gathered = this.#gathered ? mergeStored(this.#gathered, stored) : stored;
      this.#pages += 1;
      if (stored.next === null || walkTrap(stored)) {
        this.#ended = true;
        this.steps.pages.stop();
        return;
      }
      this.#from = stored.next;
    }
  }

  /**
   * What the run stored since the last ask, as one summary, waiting for a first page if there is
   * none yet; null when the run ended with nothing more (stopped, dropped, or a page it could
   * not fetch: see `failed`). Rejects with the error of a store that failed.
   */
  async take(signal: AbortSignal): Promise<StoredPage | null> {
    const asked = performance.now();
    while (this.#gathered === null && !this.#ended) {
      await waitForItem(signal, (wake) => (this.#wakeAsk = wake));
    }
    // While pages keep coming the answer waits a moment for more: answered after every batch,
    // the page rendered and asked again as fast as it could, and on two cores that time came out
    // of storing (the progress shown moves with the copy's counts, not with the answers).
    while (!this.#ended && this.#pages < STORE_AHEAD) {
      const left = asked + ANSWER_MS - performance.now();
      if (left <= 0) break;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await waitForItem(signal, (wake) => {
          this.#wakeAsk = wake;
          timer = setTimeout(wake, left);
        });
      } finally {
        clearTimeout(timer);
      }
    }
    this.#wakeAsk = undefined;
    if (this.#error) {
      this.#told = true;
      throw this.#error.error;
    }
    const taken = this.#dropped ? null : this.#gathered;
    if (taken === null) this.#told = true;
    this.#gathered = null;
    this.#pages = 0;
    if (taken?.next) this.#asked = taken.next;
    this.#wakeRun?.();
    return taken;
  }
}
