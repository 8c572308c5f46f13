import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from './memory-location';
import { listParam, literalParam, stringParam, withDefault } from './url-param';
import { UrlStateProvider, useUrlParam, useUrlParams } from './use-url-params';

const params = {
  q: withDefault(stringParam({ quietMs: 300 }), ''),
  tag: listParam(literalParam(['a', 'b', 'c']), { history: 'push' }),
};
const other = stringParam();

function setup(search: string) {
  const location = memoryLocation(search);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UrlStateProvider location={location}>{children}</UrlStateProvider>
  );
  const view = renderHook(() => ({ both: useUrlParams(params), one: useUrlParam('q', other) }), {
    wrapper,
  });
  return { ...view, location };
}

describe('useUrlParams', () => {
  it('keeps a value the same object while its part of the address is unchanged', async () => {
    const { result } = setup('?tag=b&tag=nope&tag=a');
    const tags = result.current.both[0].tag;
    expect(tags).toEqual(['b', 'a']);
    await act(() => result.current.both[1]({ q: 'x' }));
    expect(result.current.both[0].q).toBe('x');
    expect(result.current.both[0].tag).toBe(tags);
  });

  it('shows a change to every reader of the key at once, and updates from the latest values', async () => {
    const { result, location } = setup('?tag=a');
    act(() => {
      const [, set] = result.current.both;
      void set((current) => ({ tag: [...current.tag, 'b'] }));
      void set((current) => ({ tag: [...current.tag, 'c'], q: 'hi' }));
    });
    expect(result.current.one[0]).toBe('hi');
    expect(location.writes).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current.both[0].tag).toEqual(['a', 'b', 'c']);
    expect(location.writes.at(-1)).toEqual({ search: '?tag=a&tag=b&tag=c&q=hi', history: 'push' });
  });
});
