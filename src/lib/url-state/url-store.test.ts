import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from './memory-location';
import { applyChanges, UrlStore, type RawValue } from './url-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const now = { history: 'push', throttleMs: 0 } as const;
const typed = { history: 'replace', throttleMs: 300 } as const;

describe('UrlStore', () => {
  it('shows a change at once and writes the changes of one moment as one entry', async () => {
    const location = memoryLocation('?api=https://host/api');
    const store = new UrlStore(location);
    const first = store.set({ country: 'IE' }, now);
    void store.set({ flag: ['hiring', 'featured'] }, { history: 'replace', throttleMs: 0 });
    expect(store.getSnapshot()).toBe('?api=https://host/api&country=IE&flag=hiring&flag=featured');
    expect(location.writes).toEqual([]);

    await vi.runAllTimersAsync();
    await first;
    expect(location.writes).toEqual([
      { search: '?api=https://host/api&country=IE&flag=hiring&flag=featured', history: 'push' },
    ]);
    expect(location.read()).toBe(store.getSnapshot());
  });

  it('writes typing at most once per throttle, the first letter at once', async () => {
    const location = memoryLocation();
    const store = new UrlStore(location);
    void store.set({ q: 'k' }, typed);
    await vi.advanceTimersByTimeAsync(0);
    expect(location.writes.map((write) => write.search)).toEqual(['?q=k']);

    for (const q of ['ko', 'kol', 'koln']) {
      void store.set({ q }, typed);
      await vi.advanceTimersByTimeAsync(50);
      expect(store.getSnapshot()).toBe(`?q=${q}`);
    }
    expect(location.writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(location.writes.map((write) => write.search)).toEqual(['?q=k', '?q=koln']);
  });

  it('lets Back win over a change not yet written, and tells its listeners', async () => {
    const location = memoryLocation('?q=a');
    const store = new UrlStore(location);
    const listener = vi.fn();
    store.subscribe(listener);
    void store.set({ country: 'DE' }, now);
    await vi.runAllTimersAsync();
    void store.set({ q: 'ab' }, typed);
    void store.set({ q: 'abc' }, typed);
    expect(store.getSnapshot()).toBe('?q=abc&country=DE');

    location.back();
    expect(store.getSnapshot()).toBe('?q=a');
    expect(listener).toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(location.read()).toBe('?q=a');
  });

  it('adds no history entry for a value already in the address', async () => {
    const location = memoryLocation('?view=map');
    const store = new UrlStore(location);
    await Promise.all([store.set({ view: 'map' }, now), vi.runAllTimersAsync()]);
    expect(location.writes).toEqual([]);
  });
});

describe('applyChanges', () => {
  it('keeps other keys in place, removes nulls and keeps addresses readable', () => {
    const changes = new Map<string, RawValue>([
      ['q', 'a b & c'],
      ['channel', null],
      ['flag', ['x']],
    ]);
    expect(applyChanges('?q=old&api=http%3A%2F%2Fh%2Fapi&channel=4&flag=y&flag=z', changes)).toBe(
      '?q=a+b+%26+c&api=http://h/api&flag=x',
    );
    expect(applyChanges('?channel=4', new Map([['channel', null]]))).toBe('');
  });
});
