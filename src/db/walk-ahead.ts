import type { ChannelsPage } from '@/api/parse-page';
import type { PageStream } from './page-stream';
import type { StoredPage } from './store';
import { walkTrap } from './walk-state';

export interface AheadSteps {
  /** The walk's pages from the start link on, fetched and validated ahead. */
  pages: PageStream;
  /** Stores the page in the walk (and tells the app the copy changed). */
  store(link: string, page: ChannelsPage): StoredPage;
}

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
 * A walk to the end with its pages fetched ahead: each ask of the page (`take`) stores the pages
 * that arrived meanwhile (at least one) and answers for all of them as one summary. Asked one page
 * at a time and fetching it then, a walk paid a request and a round trip to the main thread per
 * page with the network idle; here requests follow the `next` links on their own while pages are
 * written. The run ends at the last page, a trap (a loop, pages with nothing new), a page that
 * could not be fetched (the page then asks for it itself, and meets its error as any page's) or
 * `stop()`.
 */
export class WalkAhead {
  /** The link the next take starts at. */
  #from: string;
  #ended = false;
  /** Stopped because the walk is gone: a page that lands is not stored. */
  #dropped = false;
  #failed = false;

  constructor(
    start: string,
    private readonly steps: AheadSteps,
  ) {
    this.#from = start;
  }

  /** Whether asking for `link` takes this run's next pages. */
  continues(link: string): boolean {
    return !this.#ended && this.#from === link;
  }

  /** The run ended at a page it could not fetch (the page asks for it itself, not a new run). */
  get failed(): boolean {
    return this.#failed;
  }

  /**
   * Nothing more is fetched. The pages already fetched are still handed over by the next takes
   * (a Cancel keeps them: asked for again they would cost the server twice), unless `drop` (the
   * walk is gone: a new walk, a deleted copy), which ends the run and stores nothing more.
   */
  stop(drop = false): void {
    if (drop) this.#ended = this.#dropped = true;
    this.steps.pages.stop(drop);
  }

  /** Stores the next pages and sums them up; null when there are none (the run has ended). */
  async take(signal: AbortSignal): Promise<StoredPage | null> {
    let pages: ChannelsPage[];
    try {
      pages = await this.steps.pages.take(this.#from, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      this.#ended = this.#failed = true;
      return null;
    }
    if (this.#dropped) return null;
    // Stopped, and everything fetched before the stop handed over.
    if (pages.length === 0) this.#ended = true;
    let gathered: StoredPage | null = null;
    for (const page of pages) {
      const stored = this.steps.store(this.#from, page);
      gathered = gathered ? mergeStored(gathered, stored) : stored;
      if (stored.next === null || walkTrap(stored)) {
        this.#ended = true;
        this.steps.pages.stop();
        break;
      }
      this.#from = stored.next;
    }
    return gathered;
  }
}
