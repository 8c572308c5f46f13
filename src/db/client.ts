import { deserializeError, LocalDbError } from './errors';
import type { Args, FromWorker, Method, Result, ToWorker, WorkerEvent } from './protocol';

/** The app's side of the worker's port. */
export interface ClientPort {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** The reason a signal was aborted with, as an Error (react-query's is one already). */
function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls into the database worker: each call a request with an id, answered once; an aborted
 * signal cancels the request in the worker (a superseded keystroke's count stops there too).
 */
export class LocalDb {
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #listeners = new Set<(event: WorkerEvent) => void>();
  /**
   * What the worker said before anyone listened: a return visit starts the worker before the
   * app's first render subscribes, and a notice said then (the copy is in memory, or was reset)
   * must still reach the page. Changes are not kept: a listener reads the copy as it is anyway.
   */
  #unheard: WorkerEvent[] | null = [];
  #failure: LocalDbError | undefined;

  constructor(private readonly port: ClientPort) {
    port.addEventListener('message', ({ data }) => this.#receive(data));
    port.addEventListener('error', () => {
      // The worker's script or SQLite itself could not load: every call fails from now on.
      this.#failure = new LocalDbError('unavailable', 'The local database could not start.');
      for (const pending of this.#pending.values()) pending.reject(this.#failure);
      this.#pending.clear();
    });
  }

  #receive(message: FromWorker): void {
    if (message.type !== 'result') {
      if (this.#unheard && this.#listeners.size === 0 && message.type !== 'changed') {
        this.#unheard.push(message);
      }
      for (const listener of this.#listeners) listener(message);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(deserializeError(message.error));
  }

  call<M extends Method>(method: M, args: Args<M>, signal?: AbortSignal): Promise<Result<M>> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const id = this.#nextId++;
    return new Promise<Result<M>>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      signal?.addEventListener(
        'abort',
        () => {
          if (!this.#pending.delete(id)) return;
          this.port.postMessage({ type: 'cancel', id });
          reject(abortError(signal));
        },
        { once: true },
      );
      this.port.postMessage({ type: 'call', id, method, args } as ToWorker);
    });
  }

  /** Events the worker sends unasked (a copy changed, a copy was reset). */
  subscribe(listener: (event: WorkerEvent) => void): () => void {
    this.#listeners.add(listener);
    const unheard = this.#unheard;
    this.#unheard = null;
    for (const event of unheard ?? []) listener(event);
    return () => this.#listeners.delete(listener);
  }
}

/**
 * The walk's fetch worker as a shared worker of this page's own (a name nobody else uses), when
 * the browser has them. Every request a dedicated worker makes is also reported to the page's
 * main thread (four messages a request in a Chromium trace). A loop of 2,000 requests over
 * loopback took 3.4–5.3 ms a request from a dedicated worker, 4.5–5.1 ms from the page itself and
 * 1.9–3.6 ms from a shared worker; walking 200,000 channels, the page's main thread was busy 28–31%
 * of the time instead of 38–41% (2026-11-28, README ²⁸). Only a page can start one, so its port is
 * handed to the database worker. Without it, the database worker starts its own.
 */
function startFetcher(database: Worker): void {
  let fetcher: SharedWorker;
  try {
    const name = `channels-fetch-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    fetcher = new SharedWorker(new URL('./fetch-worker.ts', import.meta.url), {
      type: 'module',
      name,
    });
  } catch {
    return;
  }
  const { port } = fetcher;
  database.postMessage({ type: 'fetcher', port } satisfies ToWorker, [port]);
  // A script that fails to load says so here, not on the port: the database worker is told.
  fetcher.addEventListener('error', () =>
    database.postMessage({ type: 'fetcher', port: null } satisfies ToWorker),
  );
}

/** The database worker this page started, while its walks have no fetch worker from the page. */
let fetcherless: Worker | undefined;

function startWorker(): ClientPort {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'channels-database',
  });
  if (typeof SharedWorker === 'function') fetcherless = worker;
  return worker;
}

/**
 * Gives the database worker the page's fetch worker (see startFetcher) before its first walk to
 * the end: started then, not with the database, so a visit that never walks never starts it.
 */
export function startWalkFetcher(): void {
  if (!fetcherless) return;
  startFetcher(fetcherless);
  fetcherless = undefined;
}

let connect: () => ClientPort = startWorker;
let instance: LocalDb | undefined;
const startListeners = new Set<() => void>();

/** The database worker, started on first use (after the first cards, never before). */
export function localDb(): LocalDb {
  if (!instance) {
    instance = new LocalDb(connect());
    for (const listener of startListeners) listener();
  }
  return instance;
}

/** Whether the worker has been started (nothing in the page asks it before that). */
export function localDbStarted(): boolean {
  return instance !== undefined;
}

export function onLocalDbStart(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/** For tests: run the database in this thread instead of a worker (see test/in-process.ts). */
export function connectLocalDb(factory: () => ClientPort): void {
  connect = factory;
  instance = undefined;
}
