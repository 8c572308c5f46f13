/**
 * Whether the local copy of an API can answer yet. On a fresh visit the first page is shown from
 * its network answer while the worker starts and stores it; the grid switches to the database
 * once that is done. Kept outside React so the query functions and the components read the same.
 */
export type CopyReadiness =
  | { state: 'none' }
  | { state: 'starting' }
  | { state: 'ready' }
  | { state: 'failed'; error: Error };

const NONE: CopyReadiness = { state: 'none' };
const states = new Map<string, CopyReadiness>();
const promises = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function set(apiBase: string, state: CopyReadiness): void {
  states.set(apiBase, state);
  for (const listener of listeners) listener();
}

/** Follows `work` (the copy being opened or its first page stored) as the copy of `apiBase`. */
export function trackCopy(apiBase: string, work: Promise<unknown>): Promise<void> {
  const promise = work.then(
    () => {
      if (promises.get(apiBase) === promise) set(apiBase, { state: 'ready' });
    },
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (promises.get(apiBase) === promise) set(apiBase, { state: 'failed', error: failure });
      throw failure;
    },
  );
  promise.catch(() => undefined);
  promises.set(apiBase, promise);
  set(apiBase, { state: 'starting' });
  return promise;
}

export function copyReadiness(apiBase: string): CopyReadiness {
  return states.get(apiBase) ?? NONE;
}

/** Resolves once the copy is ready; rejects with why it is not (or when it was never started). */
export function whenCopyReady(apiBase: string): Promise<void> {
  return promises.get(apiBase) ?? Promise.reject(new Error('The local copy was not started'));
}

export function subscribeCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let era = 0;

/** Changes when every copy is forgotten: work started before that must not go on after it. */
export function copyEra(): number {
  return era;
}

/** For tests: forget every copy (and the starts still waiting their turn). */
export function forgetCopies(): void {
  era += 1;
  states.clear();
  promises.clear();
}
