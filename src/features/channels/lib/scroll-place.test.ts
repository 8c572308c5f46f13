import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetScrollPlace, readScrollPlace, saveScrollPlace } from './scroll-place';

const api = 'http://api.test/api';
const key = `channels:place:${api}`;

afterEach(() => sessionStorage.clear());

describe('scroll place', () => {
  it('comes back as saved, per API', () => {
    saveScrollPlace(api, { index: 57, rowBottom: 12.5 });
    expect(readScrollPlace(api)).toEqual({ index: 57, rowBottom: 12.5 });
    expect(readScrollPlace('http://other.test/api')).toBeUndefined();
    forgetScrollPlace(api);
    expect(readScrollPlace(api)).toBeUndefined();
  });

  it('reads an entry written by hand with every field valid', () => {
    // The control for the cases below: each of them differs from this entry in one value only.
    sessionStorage.setItem(key, '{"index":0,"rowBottom":-40}');
    expect(readScrollPlace(api)).toEqual({ index: 0, rowBottom: -40 });
  });

  it.each([
    ['not JSON', 'not json'],
    ['not an object', '[]'],
    ['a card before the first', '{"index":-1,"rowBottom":-40}'],
    ['a fraction of a card', '{"index":0.5,"rowBottom":-40}'],
    ['a row edge that is not a number', '{"index":0,"rowBottom":"-40"}'],
    ['a row edge that is missing', '{"index":0}'],
  ])('ignores a damaged entry: %s', (_, raw) => {
    sessionStorage.setItem(key, raw);
    expect(readScrollPlace(api)).toBeUndefined();
  });

  it('works when storage refuses: nothing is read, saving and forgetting do not throw', () => {
    saveScrollPlace(api, { index: 3, rowBottom: 0 });
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(readScrollPlace(api)).toBeUndefined();
    expect(getItem).toHaveBeenCalledWith(key);
    expect(() => saveScrollPlace(api, { index: 3, rowBottom: 0 })).not.toThrow();
    expect(() => forgetScrollPlace(api)).not.toThrow();
  });
});
