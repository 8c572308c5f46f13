import { act, renderHook } from '@testing-library/react';
import { withNuqsTestingAdapter, type UrlUpdateEvent } from 'nuqs/adapters/testing';
import { describe, expect, it, vi } from 'vitest';
import { useFilterState } from './use-filter-state';

function setup(searchParams = '') {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const view = renderHook(() => useFilterState(), {
    wrapper: withNuqsTestingAdapter({ searchParams, onUrlUpdate, hasMemory: true }),
  });
  const lastUrl = () => onUrlUpdate.mock.lastCall?.[0];
  return { ...view, onUrlUpdate, lastUrl };
}

describe('useFilterState', () => {
  it('survives bad values in a hand-edited link', () => {
    const { result } = setup('?flag=bogus&flag=hiring&sort=nope&country=<script>&q=k%C3%B6ln');
    const { criteria, filtering, changed } = result.current;
    expect(criteria.q).toBe('köln');
    expect(criteria.country).toBeNull();
    expect([...criteria.flags]).toEqual(['hiring']);
    expect(criteria.sort).toBe('newest');
    expect(filtering).toBe(true);
    expect(changed).toBe(true);
  });

  it('starts empty without parameters', () => {
    const { result } = setup();
    expect(result.current.filtering).toBe(false);
    expect(result.current.changed).toBe(false);
  });

  it('pushes discrete choices to history in a canonical order', async () => {
    const { result, lastUrl } = setup('?flag=hiring');
    await act(() => result.current.toggleFlag('featured'));
    expect(lastUrl()?.queryString).toBe('?flag=featured&flag=hiring');
    expect(lastUrl()?.options.history).toBe('push');

    await act(() => result.current.setCountry('ie'));
    expect(lastUrl()?.searchParams.get('country')).toBe('IE');
    await act(() => result.current.setSort('views'));
    expect(lastUrl()?.searchParams.get('sort')).toBe('views');
    await act(() => result.current.toggleFlag('hiring'));
    expect(lastUrl()?.searchParams.getAll('flag')).toEqual(['featured']);
  });

  it('pushes the first keystroke of a search and replaces the rest', async () => {
    const { result, lastUrl } = setup();
    await act(() => result.current.setQuery('k'));
    expect(lastUrl()?.options.history).toBe('push');
    await act(() => result.current.setQuery('ko'));
    expect(lastUrl()?.queryString).toBe('?q=ko');
    expect(lastUrl()?.options.history).toBe('replace');
  });

  it('clears filters but keeps the sort, or clears everything', async () => {
    const { result, lastUrl } = setup('?q=x&country=IE&flag=partner&sort=name');
    await act(() => result.current.clearFilters());
    expect(lastUrl()?.queryString).toBe('?sort=name');
    expect(result.current.filtering).toBe(false);
    expect(result.current.changed).toBe(true);
    await act(() => result.current.clearAll());
    expect(lastUrl()?.queryString).toBe('');
    expect(result.current.changed).toBe(false);
  });
});
