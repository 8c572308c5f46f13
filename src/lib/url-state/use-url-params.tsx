import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHydrating } from '@/lib/hydration';
import { readParams, type ParamValues, type UrlParam } from './url-param';
import { browserLocation, UrlStore, type HistoryMode, type UrlLocation } from './url-store';

const StoreContext = createContext<UrlStore | null>(null);
let browserStore: UrlStore | undefined;

/** The address the hooks below read and write; without it, the browser's. Tests give their own. */
export function UrlStateProvider({
  location,
  children,
}: {
  location: UrlLocation;
  children: ReactNode;
}) {
  const [store] = useState(() => new UrlStore(location));
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useUrlStore(): UrlStore {
  const provided = useContext(StoreContext);
  return provided ?? (browserStore ??= new UrlStore(browserLocation));
}

export type ParamUpdate<P extends Record<string, UrlParam<unknown>>> = Partial<ParamValues<P>>;

export type SetParams<P extends Record<string, UrlParam<unknown>>> = (
  update: ParamUpdate<P> | ((current: ParamValues<P>) => ParamUpdate<P>),
  options?: { history?: HistoryMode },
) => Promise<void>;

/**
 * The keys of `params` (a constant: its identity keys the memo) from the address, and a setter
 * that shows a change at once and resolves once the address has it.
 */
export function useUrlParams<P extends Record<string, UrlParam<unknown>>>(
  params: P,
): [ParamValues<P>, SetParams<P>] {
  const store = useUrlStore();
  const live = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The build rendered the page of an address without parameters: so does the render adopting it.
  const search = useHydrating() ? '' : live;
  const values = useMemo(() => readParams(params, search), [params, search]);
  const set = useCallback<SetParams<P>>(
    (update, options) => {
      const next =
        typeof update === 'function' ? update(readParams(params, store.getSnapshot())) : update;
      const changes: Record<string, ReturnType<UrlParam<unknown>['serialize']>> = {};
      let history: HistoryMode = 'replace';
      let quietMs = Number.POSITIVE_INFINITY;
      for (const [key, value] of Object.entries(next)) {
        const param = params[key];
        if (param === undefined || value === undefined) continue;
        changes[key] = param.serialize(value);
        if (param.history === 'push') history = 'push';
        quietMs = Math.min(quietMs, param.quietMs);
      }
      return store.set(changes, {
        history: options?.history ?? history,
        quietMs: Number.isFinite(quietMs) ? quietMs : 0,
      });
    },
    [params, store],
  );
  return [values, set];
}

/** One key: `[value, set]`. */
export function useUrlParam<T>(
  key: string,
  param: UrlParam<T>,
): [T, (value: T, options?: { history?: HistoryMode }) => Promise<void>] {
  const params = useMemo(() => ({ [key]: param }), [key, param]);
  const [values, setValues] = useUrlParams(params);
  const set = useCallback(
    (value: T, options?: { history?: HistoryMode }) => setValues({ [key]: value }, options),
    [key, setValues],
  );
  return [values[key] as T, set];
}
