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

function startWorker(): ClientPort {
  return new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'channels-database',
  });
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
