import { useCallback, useMemo } from 'react';
import {
  DEFAULT_SORT,
  FILTER_FLAGS,
  isFilterActive,
  normalizeCountryCode,
  type FilterCriteria,
  type FilterFlag,
  type SortOrder,
} from '@/lib/criteria';
import { useUrlParams } from '@/lib/url-state/use-url-params';
import { filterParams } from '../lib/filter-params';

/**
 * Resolves once the URL has been written (the changes of a moment are batched, typing written
 * once it pauses).
 */
type UrlWrite = Promise<void>;

export interface FilterState {
  criteria: FilterCriteria;
  /** Something narrows the list (query, country or a flag). */
  filtering: boolean;
  /** Anything differs from the default view, the sort order included. */
  changed: boolean;
  setQuery: (q: string) => UrlWrite;
  setCountry: (code: string | null) => UrlWrite;
  toggleFlag: (flag: FilterFlag) => UrlWrite;
  setSort: (sort: SortOrder) => UrlWrite;
  /** Clears query, country and flags; keeps the sort order. */
  clearFilters: () => UrlWrite;
  /** Back to the default view, sort order included. */
  clearAll: () => UrlWrite;
}

/** The filter criteria, read from and written to the query string (see `filterParams`). */
export function useFilterState(): FilterState {
  const [params, setParams] = useUrlParams(filterParams);
  const { q, country, flag, sort } = params;

  // Its own memo: a keystroke must not make a new flag set, or the deferred filter pass would
  // rerun in the urgent render too.
  const flags = useMemo(() => new Set(flag), [flag]);
  const criteria = useMemo<FilterCriteria>(
    () => ({ q, country, flags, sort }),
    [q, country, flags, sort],
  );

  const setQuery = useCallback(
    (next: string) =>
      // The first keystroke of a search pushes an entry, so Back leaves the search; the rest
      // replace it, so Back does not step through every letter typed.
      setParams({ q: next }, { history: q === '' && next !== '' ? 'push' : 'replace' }),
    [q, setParams],
  );
  const setCountry = useCallback(
    (code: string | null) => setParams({ country: normalizeCountryCode(code) }),
    [setParams],
  );
  const toggleFlag = useCallback(
    (toggled: FilterFlag) =>
      setParams((current) => {
        const on = new Set(current.flag);
        if (on.has(toggled)) on.delete(toggled);
        else on.add(toggled);
        // Canonical order, so the same filter is always the same link.
        return { flag: FILTER_FLAGS.filter((name) => on.has(name)) };
      }),
    [setParams],
  );
  const setSort = useCallback((next: SortOrder) => setParams({ sort: next }), [setParams]);
  const clearFilters = useCallback(
    () => setParams({ q: '', country: null, flag: [] }, { history: 'push' }),
    [setParams],
  );
  const clearAll = useCallback(
    () => setParams({ q: '', country: null, flag: [], sort: DEFAULT_SORT }, { history: 'push' }),
    [setParams],
  );

  // One object per change of the URL's filter, not per render: the filter bar is memoized on it
  // and must not re-render for every page that lands while "Search all channels" runs.
  return useMemo(() => {
    const filtering = isFilterActive(criteria);
    return {
      criteria,
      filtering,
      changed: filtering || criteria.sort !== DEFAULT_SORT,
      setQuery,
      setCountry,
      toggleFlag,
      setSort,
      clearFilters,
      clearAll,
    };
  }, [criteria, setQuery, setCountry, toggleFlag, setSort, clearFilters, clearAll]);
}
