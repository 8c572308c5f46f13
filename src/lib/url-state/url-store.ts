/**
 * The address's query string as the app's state: filters, the open channel, the view and the API
 * live there, so every screen is a link and Back undoes a choice.
 *
 * A change shows at once (the snapshot carries it) and reaches the address a little later: the
 * changes of one moment become one history entry, and a key that asks for it (the search box) is
 * written once its changes have paused for `quietMs`, so typing does not rewrite the address per
 * letter. Not at the first letter either: `history.replaceState` took Chromium's main thread
 * 5–8 ms, in the task right after the key's own, while the key's cards were on their way.
 */

export type HistoryMode = 'push' | 'replace';

/** A key's values in the address: one, several (`?flag=a&flag=b`), or none (`null`). */
export type RawValue = string | readonly string[] | null;

export interface UrlWrite {
  /** The whole query string to show: `?a=1&b=2`, or `''`. */
  search: string;
  history: HistoryMode;
}

/** Where the query string lives: the browser's address, or a test's memory. */
export interface UrlLocation {
  read: () => string;
  write: (update: UrlWrite) => void;
  /** Calls back when the address changes by itself (Back, Forward); returns the unsubscribe. */
  listen: (onChange: () => void) => () => void;
}

export const browserLocation: UrlLocation = {
  read: () => window.location.search,
  write: ({ search, history }) => {
    const url = new URL(window.location.href);
    url.search = search;
    // The state object is kept: the browser and other code may keep things there.
    if (history === 'push') window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
  },
  listen: (onChange) => {
    window.addEventListener('popstate', onChange);
    return () => window.removeEventListener('popstate', onChange);
  },
};

/**
 * Values as people read them: `:`, `/`, `@` and `,` stay as they are (`?api=https://host/api`
 * rather than `https%3A%2F%2Fhost%2Fapi`), a space is `+`; everything else is percent-encoded.
 */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%(3A|2F|40|2C)/gi, (escape) => decodeURIComponent(escape))
    .replaceAll('%20', '+');
}

/** `search` with `changes` applied: a key set to one value keeps its place, others go last. */
export function applyChanges(search: string, changes: ReadonlyMap<string, RawValue>): string {
  const entries: [string, string][] = [...new URLSearchParams(search)];
  const out: [string, string][] = [];
  const placed = new Set<string>();
  for (const [key, value] of entries) {
    const change = changes.get(key);
    if (change === undefined) out.push([key, value]);
    else if (typeof change === 'string' && !placed.has(key)) out.push([key, change]);
    placed.add(key);
  }
  for (const [key, change] of changes) {
    if (change === null) continue;
    if (typeof change === 'string') {
      if (!entries.some(([name]) => name === key)) out.push([key, change]);
    } else for (const value of change) out.push([key, value]);
  }
  const text = out.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  return text === '' ? '' : `?${text}`;
}

export interface SetOptions {
  /** Push when any change of the moment asks for it; replace otherwise. */
  history: HistoryMode;
  /**
   * The address is written once no change asking for a wait has come for this many ms; 0: at the
   * end of this task, with every change pending.
   */
  quietMs: number;
}

export class UrlStore {
  readonly #location: UrlLocation;
  #pending = new Map<string, RawValue>();
  #history: HistoryMode = 'replace';
  #listeners = new Set<() => void>();
  #unlisten: (() => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The timer set writes at the end of this task (a change that does not wait). */
  #soon = false;
  #waiters: (() => void)[] = [];
  #snapshot = { read: '', pending: -1, search: '' };
  #version = 0;

  constructor(location: UrlLocation) {
    this.#location = location;
  }

  subscribe = (listener: () => void): (() => void) => {
    if (this.#listeners.size === 0) this.#unlisten = this.#location.listen(this.#moved);
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) {
        this.#unlisten?.();
        this.#unlisten = undefined;
      }
    };
  };

  /** The query string as the app sees it: the address with the changes not yet written. */
  getSnapshot = (): string => {
    // Read afresh each time: code outside (a test, a reload) may have set the address itself.
    const read = this.#location.read();
    const cached = this.#snapshot;
    if (cached.read !== read || cached.pending !== this.#version) {
      const search = this.#pending.size === 0 ? read : applyChanges(read, this.#pending);
      this.#snapshot = { read, pending: this.#version, search };
    }
    return this.#snapshot.search;
  };

  /** Shows `changes` now; resolves once the address has them. */
  set(changes: Readonly<Record<string, RawValue>>, options: SetOptions): Promise<void> {
    for (const [key, value] of Object.entries(changes)) this.#pending.set(key, value);
    if (options.history === 'push') this.#history = 'push';
    this.#version += 1;
    const written = new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.#schedule(options.quietMs);
    this.#notify();
    return written;
  }

  #schedule(quietMs: number): void {
    // A write at the end of this task is coming, and takes every pending change with it.
    if (this.#soon) return;
    clearTimeout(this.#timer);
    this.#soon = quietMs === 0;
    this.#timer = setTimeout(this.#flush, quietMs);
  }

  #stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#soon = false;
  }

  #flush = (): void => {
    this.#stop();
    const search = applyChanges(this.#location.read(), this.#pending);
    const history = this.#history;
    this.#pending = new Map();
    this.#history = 'replace';
    this.#version += 1;
    // Setting what is already there adds no history entry.
    if (search !== this.#location.read()) this.#location.write({ search, history });
    this.#settle();
  };

  /** Back or Forward: the address wins over changes not written yet. */
  #moved = (): void => {
    this.#stop();
    this.#pending = new Map();
    this.#history = 'replace';
    this.#version += 1;
    this.#settle();
    this.#notify();
  };

  #settle(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const resolve of waiters) resolve();
  }

  #notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
