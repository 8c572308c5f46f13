import type { Database } from '@sqlite.org/sqlite-wasm';
import { fetchChannelsPage } from '@/api/channels';
import { resolvePageLink } from '@/api/links';
import type { ChannelsPage } from '@/api/parse-page';
import { exportFile } from './export-file';
import { CancelledError, CopyFullError, DamagedCopyError } from './errors';
import { openStore } from './open-store';
import { inThreadPages, type OpenPageStream } from './page-stream';
import type {
  Args,
  CopyStatus,
  LocalDbMethods,
  Method,
  PageSummary,
  SavedCopy,
  Storage,
  WorkerEvent,
} from './protocol';
import { ChannelStore, type StoredPage } from './store';
import { ViewCounts, type IsCancelled } from './view-counts';
import { WalkAhead } from './walk-ahead';
import { WorkGate } from './work-gate';
import { nextMessage } from '@/lib/next-task';

/** Where databases come from: OPFS files in the browser, memory in tests and as the fallback. */
export interface CopyHost {
  open(apiBase: string): Promise<{ db: Database; storage: Storage; notice: string | null }>;
  /** Deletes the file of a copy (damaged, or deleted by the user): the next open starts empty. */
  remove(apiBase: string): Promise<void>;
  /**
   * The copies kept on the device but those of `except` (open already), each opened on its own
   * to read what it holds.
   */
  saved(except: readonly string[]): Promise<(() => Database)[]>;
}

/** What a copy's database says of itself, for the list of saved copies. */
function describeCopy(db: Database, storage: Storage): SavedCopy | null {
  const apiBase = db.selectValue("SELECT value FROM meta WHERE key = 'api'");
  if (typeof apiBase !== 'string') return null;
  const store = new ChannelStore(db);
  const pages = Number(db.selectValue('PRAGMA page_count'));
  const size = Number(db.selectValue('PRAGMA page_size'));
  return {
    apiBase,
    channels: store.total(),
    bytes: pages * size,
    savedAt: store.walkState().updatedAt,
    storage,
  };
}

/** Copies kept open at once (besides copies in memory, which are never closed). */
const OPEN_COPIES = 3;
/**
 * How long the pages of a walk gather in one transaction before they are committed: at most this
 * much walking is lost with a closed tab, and the walk resumes from the last committed page.
 */
export const COMMIT_MS = 500;

/**
 * How long a commit that is due waits for the end of the page's next reads (see #commitDue)
 * before it is made anyway: the page asks for its counts and rows every 200 ms while a walk goes
 * on (sync.ts), and when it does not ask (a hidden tab) nothing waits for an answer.
 */
export const COMMIT_WAIT_MS = 250;

/** Pages looked at for new channels before saying "many new channels": 1,000 at 20 a page. */
export const TOP_PAGES = 50;

/**
 * The longest a count, or a tally (countries, cities), works before it answers with what it
 * found so far (the page asks again until it is complete, and each later ask works longer: see
 * AGAIN in view-counts.ts): a search a letter long scans a million channels in most of a second,
 * and its status line, country list and map move meanwhile instead of showing the last search's
 * numbers.
 */
export const COUNT_ANSWER_MS = 30;

interface Copy {
  apiBase: string;
  /** New channels found above the copy, waiting to be shown. */
  top: ChannelsPage['results'];
  store: ChannelStore;
  counts: ViewCounts;
  storage: Storage;
  notice: string | null;
  /** The pending commit of the pages written since the last one (see `ChannelStore.batch`). */
  commit?: ReturnType<typeof setTimeout>;
  /** The commit is due, and is made once the page's reads under way are answered. */
  due?: boolean;
}

type Handlers = {
  [M in Method]: (
    args: Args<M>,
    isCancelled: IsCancelled,
    signal: AbortSignal,
  ) => Promise<ReturnType<LocalDbMethods[M]>>;
};

const SQLITE_FULL = 13;

function isFull(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'resultCode' in error &&
    typeof error.resultCode === 'number' &&
    (error.resultCode & 0xff) === SQLITE_FULL
  );
}

function summary(
  stored: StoredPage,
  total: number,
  results?: ChannelsPage['results'],
): PageSummary {
  const { added: _added, removed: _removed, ...page } = stored;
  return { ...page, total, ...(results ? { results } : {}) };
}

/**
 * What the database worker does, apart from how messages reach it: one copy open at a time (the
 * API in use), pages fetched and stored, views read back. A damaged copy is dropped and started
 * over, and the app is told.
 */
export class LocalDbService {
  /**
   * The copies open, most recently used last. A few stay open so switching back and forth
   * between APIs costs nothing; copies in memory are never closed (closing would lose them).
   */
  #copies = new Map<string, Promise<Copy>>();
  /** APIs being walked to the end (see the `readAhead` method). */
  #readingAhead = new Set<string>();
  /** The worker's own runs of those walks, by API (see WalkAhead). */
  #runs = new Map<string, WalkAhead>();
  /** APIs whose walk is held (see the `holdWalk` method), with the runs waiting for its release. */
  #held = new Map<string, (() => void)[]>();

  constructor(
    private readonly host: CopyHost,
    private readonly emit: (event: WorkerEvent) => void,
    private readonly countsOptions: ConstructorParameters<typeof ViewCounts>[1] = {},
    /** Where a walk to the end gets its pages: the fetch worker in the browser. */
    private readonly openPages: OpenPageStream = inThreadPages,
  ) {}

  #open(apiBase: string): Promise<Copy> {
    const open = this.#copies.get(apiBase);
    if (open) {
      this.#copies.delete(apiBase);
      this.#copies.set(apiBase, open);
      return open;
    }
    const copy = this.#create(apiBase);
    this.#copies.set(apiBase, copy);
    // A failed open is not kept: the next call tries again.
    copy.catch(() => {
      if (this.#copies.get(apiBase) === copy) this.#copies.delete(apiBase);
    });
    void this.#closeUnused();
    return copy;
  }

  async #create(apiBase: string): Promise<Copy> {
    const { db, storage, notice } = await this.host.open(apiBase);
    let outcome;
    try {
      outcome = openStore(db, apiBase);
    } catch (error) {
      db.close();
      throw error;
    }
    const store = new ChannelStore(db);
    const rebuilt =
      outcome.kind === 'rebuilt' && outcome.reason !== 'other-api'
        ? 'The saved copy was made by another version of the app and has been started over.'
        : null;
    const said = notice ?? rebuilt;
    if (said) this.emit({ type: 'notice', apiBase, notice: said });
    return {
      apiBase,
      top: [],
      store,
      counts: new ViewCounts(store, this.countsOptions),
      storage,
      notice: said,
    };
  }

  /** Closes the least recently used copies kept on the device beyond OPEN_COPIES. */
  async #closeUnused(): Promise<void> {
    const open = [...this.#copies];
    for (const [apiBase, pending] of open.slice(0, Math.max(0, open.length - OPEN_COPIES))) {
      const copy = await pending.catch(() => undefined);
      if (!copy || copy.storage === 'memory' || this.#copies.get(apiBase) !== pending) continue;
      this.#copies.delete(apiBase);
      copy.store.close();
    }
  }

  /** The copy of `apiBase` if it is open, without opening it. */
  async #ifOpen(apiBase: string): Promise<Copy | undefined> {
    return this.#copies.get(apiBase)?.catch(() => undefined);
  }

  /** Runs `work` on the copy of `apiBase`; a damaged copy is dropped and the app told. */
  async #with<T>(apiBase: string, work: (copy: Copy) => T | Promise<T>): Promise<T> {
    const copy = await this.#open(apiBase);
    try {
      return await work(copy);
    } catch (error) {
      if (error instanceof DamagedCopyError) await this.#startOver(copy);
      if (isFull(error)) {
        throw new CopyFullError(
          copy.storage === 'memory'
            ? 'The copy in memory is full.'
            : "The browser's storage for this site is full.",
        );
      }
      throw error;
    }
  }

  /** Reads being answered; a walk stores its next batch once there are none (see #readsDone). */
  #reads = new WorkGate();

  /**
   * Runs a read of the copy (rows, counts, a channel) as #with does. Reads come before a walk's
   * next batch: storing back to back, a walk made each step of a count wait for a batch, and the
   * status line and a keystroke's window waited for the walk.
   */
  #read<T>(apiBase: string, work: (copy: Copy) => T | Promise<T>): Promise<T> {
    let read: Copy | undefined;
    const answer = this.#reads.run(() =>
      this.#with(apiBase, (copy) => {
        read = copy;
        return work(copy);
      }),
    );
    // A commit that is due goes after the answer (see #commitDue): a task of its own, so the
    // answer is on its way to the page first.
    const then = () => {
      const copy = read;
      if (copy?.due) setTimeout(() => this.#commitAfterReads(copy), 0);
    };
    void answer.then(then, then);
    return answer;
  }

  /** A walk's pause between two batches: the messages waiting are taken, and their reads answered. */
  #readsDone = (): Promise<void> => nextMessage().then(() => this.#reads.idle());

  /** Resolves once the walk of `apiBase` is not held (at once when it is not). */
  #released(apiBase: string): Promise<void> {
    const waiting = this.#held.get(apiBase);
    if (!waiting) return Promise.resolve();
    return new Promise((resume) => waiting.push(resume));
  }

  /** Lets the walk's pages share a transaction, committed after COMMIT_MS (see #commitDue). */
  #batch(copy: Copy): void {
    copy.store.batch();
    copy.commit ??= setTimeout(() => this.#commitDue(copy), COMMIT_MS);
  }

  /**
   * A commit blocks this worker for as long as it writes (50–250 ms into a million-channel copy:
   * the trigram index takes the batch's channels, then the file its pages), and the page's reads
   * wait behind it. Made at a random moment it often held up the count the status line waits for,
   * which then stood still for that long on top of its 200 ms refresh. Made right after the page's
   * reads are answered, it has the time until the next ones. If the page asks for nothing within
   * COMMIT_WAIT_MS, it is made then.
   */
  #commitDue(copy: Copy): void {
    copy.due = true;
    copy.commit = setTimeout(() => this.#commitNow(copy), COMMIT_WAIT_MS);
  }

  /** Makes a commit that is due once no read is under way (after the last of a run of them). */
  #commitAfterReads(copy: Copy): void {
    if (copy.due && !this.#reads.busy) this.#commitNow(copy);
  }

  /** Commits the pages gathered so far (see #batch) now. */
  #commitNow(copy: Copy): void {
    if (copy.commit === undefined) return;
    clearTimeout(copy.commit);
    copy.commit = undefined;
    copy.due = false;
    try {
      copy.store.commit();
    } catch {
      // The file refused the pages (full or damaged): they are not in it, so the copy starts
      // over rather than claim a walk it does not hold.
      void this.#startOver(copy);
    }
  }

  async #startOver(copy: Copy): Promise<void> {
    this.#stopRun(copy.apiBase);
    copy.store.close();
    this.#copies.delete(copy.apiBase);
    await this.host.remove(copy.apiBase);
    this.emit({
      type: 'reset',
      apiBase: copy.apiBase,
      notice: 'The saved copy was damaged and has been cleared; channels load again from the API.',
    });
  }

  #changed(copy: Copy): number {
    const total = copy.store.total();
    const walk = copy.store.walkState();
    this.emit({
      type: 'changed',
      apiBase: copy.apiBase,
      // A copy in memory leaves nothing for a later visit to resume, and must not overwrite the
      // page's note of the saved copy another tab is keeping.
      copy:
        copy.storage === 'persistent'
          ? { total, savedAt: walk.updatedAt, next: walk.next, complete: walk.complete }
          : null,
    });
    return total;
  }

  #stored(copy: Copy, stored: StoredPage, results?: ChannelsPage['results']): PageSummary {
    return summary(stored, this.#changed(copy), results);
  }

  /**
   * Stores a later page of the walk: gathered in the batch, the walk's end committed at once. The
   * app is told the copy changed once per batch a run stores and once per ask, not per page.
   */
  #storePage(copy: Copy, link: string, page: ChannelsPage): StoredPage {
    this.#batch(copy);
    const stored = copy.store.writePage(link, page);
    // The end of a walk is committed at once, as the page notes it at once (sync.ts): a reload
    // right after must find the last pages in the file, not lose up to COMMIT_MS.
    if (stored.complete) this.#commitNow(copy);
    return stored;
  }

  /** Ends the run of a walk that is gone (a new walk, a deleted copy): nothing more is stored. */
  #stopRun(apiBase: string): void {
    this.#runs.get(apiBase)?.stop(true);
    this.#runs.delete(apiBase);
  }

  /**
   * The pages a run of the walk stored from `link` on, starting the run when the walk goes to
   * the end from there; null when `link` is asked for on its own.
   */
  async #fromRun(copy: Copy, link: string, signal: AbortSignal): Promise<StoredPage | null> {
    const { apiBase } = copy;
    const running = this.#runs.get(apiBase);
    if (running?.continues(link)) {
      const taken = await running.take(signal);
      // A page that could not be fetched is asked for on its own: its error is the page's.
      if (taken || running.failed) return taken;
    }
    this.#stopRun(apiBase);
    if (!this.#readingAhead.has(apiBase) || copy.store.walkState().next !== link) return null;
    const run = new WalkAhead(link, {
      pages: this.openPages(apiBase, link),
      store: (at, page) => this.#storePage(copy, at, page),
      stored: () => void this.#changed(copy),
      // Between two batches the page's reads come first, and a held walk waits for its release.
      pause: () => this.#readsDone().then(() => this.#released(apiBase)),
    });
    this.#runs.set(apiBase, run);
    return run.take(signal);
  }

  readonly handlers: Handlers = {
    open: ([apiBase]) =>
      this.#with(apiBase, (copy): CopyStatus => ({
        apiBase,
        storage: copy.storage,
        notice: copy.notice,
        total: copy.store.total(),
        walk: copy.store.walkState(),
      })),
    storeFirstPage: ([apiBase, link, page]) =>
      this.#with(apiBase, (copy) => {
        this.#stopRun(apiBase);
        copy.store.startWalk();
        return this.#stored(copy, copy.store.writePage(link, page), page.results);
      }),
    readAhead: ([apiBase, on]) => {
      if (on) this.#readingAhead.add(apiBase);
      else {
        this.#readingAhead.delete(apiBase);
        // What the run stored stays to be taken by the page's next ask.
        this.#runs.get(apiBase)?.stop();
      }
      return Promise.resolve();
    },
    holdWalk: ([apiBase, held]) => {
      const waiting = this.#held.get(apiBase);
      if (held && !waiting) this.#held.set(apiBase, []);
      if (!held && waiting) {
        this.#held.delete(apiBase);
        for (const resume of waiting) resume();
      }
      return Promise.resolve();
    },
    fetchPage: ([apiBase, link], _isCancelled, signal) =>
      this.#with(apiBase, async (copy) => {
        const ran = await this.#fromRun(copy, link, signal);
        if (ran) return this.#stored(copy, ran);
        const passed = copy.store.walkedPast(link);
        if (passed) return this.#stored(copy, passed);
        // A link the file's walk has not reached: the page's note of the walk is ahead of the
        // file (a tab closed or crashed before its last pages were committed, so the file rolled
        // back). Fetched, the page would be refused below and the walk would stop without a word;
        // the answer is where the file's walk goes on, and the walk goes on from there.
        const { walk, next } = copy.store.walkState();
        if (walk !== 0 && next !== null && next !== link) {
          return this.#stored(copy, copy.store.storedWalk());
        }
        // One page asked for on its own (scrolling, a retry): nothing is fetched ahead of it.
        const page = await fetchChannelsPage(resolvePageLink(link, apiBase), signal);
        if (signal.aborted) throw new CancelledError('Cancelled');
        // The walk may have moved while the page was on its way: the same page stored by an
        // ask beside this one, or a new walk begun ("Refresh everything", back at page 2).
        const storedMeanwhile = copy.store.walkedPast(link);
        if (storedMeanwhile) return this.#stored(copy, storedMeanwhile);
        // Stored now, a page of the old walk would carry the new one past every page in
        // between, and its end would then remove their channels as gone from the server.
        if (copy.store.walkState().next !== link) throw new CancelledError('The walk started over');
        return this.#stored(copy, this.#storePage(copy, link, page));
      }),
    checkTop: ([apiBase], _isCancelled, signal) =>
      this.#with(apiBase, async (copy) => {
        const found: ChannelsPage['results'] = [];
        let link: string | null = `${apiBase}/channels`;
        let joined = false;
        for (let pages = 0; link !== null && pages < TOP_PAGES && !joined; pages += 1) {
          const page = await fetchChannelsPage(resolvePageLink(link, apiBase), signal);
          for (const channel of page.results) {
            if (copy.store.has(channel.id)) {
              joined = true;
              break;
            }
            found.push(channel);
          }
          link = page.next;
        }
        copy.top = found;
        return {
          count: new Set(found.map((channel) => channel.id)).size,
          joined: joined || link === null,
        };
      }),
    showTop: ([apiBase]) =>
      this.#with(apiBase, (copy) => {
        const added = copy.store.addAbove(copy.top);
        copy.top = [];
        if (added > 0) this.#changed(copy);
        return added;
      }),
    rows: ([apiBase, view, offset, limit], isCancelled) =>
      this.#read(apiBase, (copy) => copy.counts.window(view, offset, limit, isCancelled)),
    count: ([apiBase, view], isCancelled) =>
      this.#read(apiBase, (copy) => copy.counts.count(view, isCancelled, COUNT_ANSWER_MS)),
    countries: ([apiBase, view], isCancelled) =>
      this.#read(apiBase, (copy) => copy.counts.countries(view, isCancelled, COUNT_ANSWER_MS)),
    cities: ([apiBase, view], isCancelled) =>
      this.#read(apiBase, (copy) => copy.counts.cities(view, isCancelled, COUNT_ANSWER_MS)),
    channel: ([apiBase, id]) => this.#read(apiBase, (copy) => copy.store.channel(id)),
    neighbours: ([apiBase, view, id]) =>
      this.#read(apiBase, (copy) => copy.store.neighbours(view, id)),
    copies: async () => {
      const found: SavedCopy[] = [];
      for (const pending of this.#copies.values()) {
        const copy = await pending.catch(() => undefined);
        const described = copy && describeCopy(copy.store.db, copy.storage);
        if (described) found.push(described);
      }
      for (const open of await this.host.saved([...this.#copies.keys()])) {
        let db: Database | undefined;
        try {
          db = open();
          const described = describeCopy(db, 'persistent');
          if (described) found.push(described);
        } catch {
          // A file that cannot be read is not listed (it is replaced when its API is next used).
        } finally {
          db?.close();
        }
      }
      return found;
    },
    deleteCopy: async ([apiBase]) => {
      this.#stopRun(apiBase);
      const copy = await this.#ifOpen(apiBase);
      this.#copies.delete(apiBase);
      copy?.store.close();
      await this.host.remove(apiBase);
    },
    position: ([apiBase, view, id]) => this.#read(apiBase, (copy) => copy.store.position(view, id)),
    exportFile: ([apiBase, view, format], isCancelled) =>
      this.#with(apiBase, (copy) =>
        exportFile(copy.store, view, format, isCancelled, (written) =>
          this.emit({ type: 'exporting', apiBase, written }),
        ),
      ),
  };
}
