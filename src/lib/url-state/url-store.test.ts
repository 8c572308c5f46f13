import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from './memory-location';
import { applyChanges, UrlStore, type RawValue } from './url-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const now = { history: 'push', quietMs: 0 } as const;
const typed = { history: 'replace', quietMs: 300 } as const;

describe('UrlStore', () => {
  it('shows a change at once and writes the changes of one moment as one entry', async () => {
    const location = memoryLocation('?api=https://host/api');
    const store = new UrlStore(location);
    const first = store.set({ country: 'IE' }, now);
    void store.set({ flag: ['hiring', 'featured'] }, { history: 'replace', quietMs: 0 });
    expect(store.getSnapshot()).toBe('?api=https://host/api&country=IE&flag=hiring&flag=featured');
    expect(location.writes).toEqual([]);

    await vi.runAllTimersAsync();
    await first;
    expect(location.writes).toEqual([
      { search: '?api=https://host/api&country=IE&flag=hiring&flag=featured', history: 'push' },
    ]);
    expect(location.read()).toBe(store.getSnapshot());
  });

  it('writes typing once it pauses, not per letter and not at the first', async () => {
    const location = memoryLocation();
    const store = new UrlStore(location);
    for (const q of ['k', 'ko', 'kol', 'koln']) {
      void store.set({ q }, typed);
      await vi.advanceTimersByTimeAsync(250);
      expect(store.getSnapshot()).toBe(`?q=${q}`);
    }
    // A second of typing, each letter 250 ms after the last: nothing written yet.
    expect(location.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(location.writes.map((write) => write.search)).toEqual(['?q=koln']);

    // A change that does not wait takes the typing with it, at once.
    void store.set({ q: 'kolnx' }, typed);
    void store.set({ country: 'DE' }, now);
    await vi.advanceTimersByTimeAsync(0);
    expect(location.writes.at(-1)).toEqual({ search: '?q=kolnx&country=DE', history: 'push' });
    await vi.advanceTimersByTimeAsync(300);
    expect(location.writes).toHaveLength(2);
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
