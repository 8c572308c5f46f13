import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from '@/lib/url-state/memory-location';
import { UrlStateProvider } from '@/lib/url-state/use-url-params';
import { useFilterState } from './use-filter-state';

function setup(searchParams = '') {
  const location = memoryLocation(searchParams);
  const view = renderHook(() => useFilterState(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <UrlStateProvider location={location}>{children}</UrlStateProvider>
    ),
  });
  const lastUrl = () => location.writes.at(-1);
  const lastParams = () => new URLSearchParams(lastUrl()?.search);
  return { ...view, location, lastUrl, lastParams };
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
    const { result, lastUrl, lastParams } = setup('?flag=hiring');
    await act(() => result.current.toggleFlag('featured'));
    expect(lastUrl()?.search).toBe('?flag=featured&flag=hiring');
    expect(lastUrl()?.history).toBe('push');

    await act(() => result.current.setCountry('ie'));
    expect(lastParams().get('country')).toBe('IE');
    await act(() => result.current.setSort('views'));
    expect(lastParams().get('sort')).toBe('views');
    await act(() => result.current.toggleFlag('hiring'));
    expect(lastParams().getAll('flag')).toEqual(['featured']);
  });

  it('pushes the first keystroke of a search and replaces the rest', async () => {
    const { result, lastUrl } = setup();
    await act(() => result.current.setQuery('k'));
    expect(lastUrl()?.history).toBe('push');
    await act(() => result.current.setQuery('ko'));
    expect(lastUrl()?.search).toBe('?q=ko');
    expect(lastUrl()?.history).toBe('replace');
  });

  it('clears filters but keeps the sort, or clears everything', async () => {
    const { result, lastUrl } = setup('?q=x&country=IE&flag=partner&sort=name');
    await act(() => result.current.clearFilters());
    expect(lastUrl()?.search).toBe('?sort=name');
    expect(result.current.filtering).toBe(false);
    expect(result.current.changed).toBe(true);
    await act(() => result.current.clearAll());
    expect(lastUrl()?.search).toBe('');
    expect(result.current.changed).toBe(false);
  });
});
