import { useSyncExternalStore } from 'react';

type FlagTable = ReadonlyMap<string, string>;

let table: FlagTable | undefined;
let loading: Promise<FlagTable> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the table of flag URLs (once). Kept out of the initial bundle; the first flag on screen
 * asks for it. If its chunk cannot load (offline, a deployment replaced it), there are no flags
 * for this page's lifetime: the country names beside them still say everything.
 */
export function loadFlagUrls(): Promise<FlagTable> {
  loading ??= import('./flag-urls').then(
    (module) => module.flagUrls,
    (): FlagTable => new Map(),
  );
  return loading.then((loaded) => {
    if (!table) {
      table = loaded;
      listeners.forEach((listener) => listener());
    }
    return loaded;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!table) void loadFlagUrls();
  return () => listeners.delete(listener);
}

const snapshot = () => table;

/**
 * The URL of the flag for a (valid, upper-case) country code: `undefined` while the table is
 * loading, `null` when there is no flag for that code.
 */
export function useFlagUrl(code: string): string | null | undefined {
  const flags = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (!flags) return code ? undefined : null;
  return flags.get(code) ?? null;
}
