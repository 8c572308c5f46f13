import type { UrlLocation, UrlWrite } from './url-store';

export interface MemoryLocation extends UrlLocation {
  /** Every write, oldest first. */
  readonly writes: UrlWrite[];
  /** What Back does in a browser: the entry before, and a popstate. */
  back: () => void;
}

/** An address with its own history, for tests: `memoryLocation('?q=x')`. */
export function memoryLocation(initial = ''): MemoryLocation {
  const entries = [initial === '' || initial.startsWith('?') ? initial : `?${initial}`];
  let index = 0;
  const listeners = new Set<() => void>();
  const writes: UrlWrite[] = [];
  return {
    writes,
    read: () => entries[index] ?? '',
    write: (update) => {
      writes.push(update);
      if (update.history === 'push') {
        entries.splice(index + 1, entries.length, update.search);
        index += 1;
      } else entries[index] = update.search;
    },
    listen: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    back: () => {
      if (index === 0) return;
      index -= 1;
      for (const listener of [...listeners]) listener();
    },
  };
}
