import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetScrollPlace,
  MAX_RESTORED_PAGES,
  readScrollPlace,
  restorableScrollPlace,
  saveScrollPlace,
} from './scroll-place';

const api = 'http://api.test/api';
const key = `channels:place:${api}`;

afterEach(() => sessionStorage.clear());

describe('scroll place', () => {
  it('comes back as saved, per API', () => {
    saveScrollPlace(api, { pages: 4, index: 57, rowBottom: 12.5 });
    expect(readScrollPlace(api)).toEqual({ pages: 4, index: 57, rowBottom: 12.5 });
    expect(readScrollPlace('http://other.test/api')).toBeUndefined();
    forgetScrollPlace(api);
    expect(readScrollPlace(api)).toBeUndefined();
  });

  it('reads an entry written by hand with every field valid', () => {
    // The control for the cases below: each of them differs from this entry in one value only.
    sessionStorage.setItem(key, '{"pages":1,"index":0,"rowBottom":-40}');
    expect(readScrollPlace(api)).toEqual({ pages: 1, index: 0, rowBottom: -40 });
  });

  it.each([
    ['not JSON', 'not json'],
    ['not an object', '[]'],
    ['no pages loaded', '{"pages":0,"index":0,"rowBottom":-40}'],
    ['a fraction of a page', '{"pages":1.5,"index":0,"rowBottom":-40}'],
    ['a card before the first', '{"pages":1,"index":-1,"rowBottom":-40}'],
    ['a fraction of a card', '{"pages":1,"index":0.5,"rowBottom":-40}'],
    ['a row edge that is not a number', '{"pages":1,"index":0,"rowBottom":"-40"}'],
    ['a row edge that is missing', '{"pages":1,"index":0}'],
  ])('ignores a damaged entry: %s', (_, raw) => {
    sessionStorage.setItem(key, raw);
    expect(readScrollPlace(api)).toBeUndefined();
    expect(restorableScrollPlace(api)).toBeUndefined();
  });

  it(`restores a place up to ${MAX_RESTORED_PAGES} pages deep, and starts at the top below that`, () => {
    const place = { pages: MAX_RESTORED_PAGES, index: 20 * MAX_RESTORED_PAGES - 1, rowBottom: 8 };
    saveScrollPlace(api, place);
    expect(restorableScrollPlace(api)).toEqual(place);

    const deeper = { ...place, pages: MAX_RESTORED_PAGES + 1 };
    saveScrollPlace(api, deeper);
    expect(restorableScrollPlace(api)).toBeUndefined();
    // Still kept as the place; only walking back to it is refused.
    expect(readScrollPlace(api)).toEqual(deeper);
  });

  it('works when storage refuses: nothing is read, saving and forgetting do not throw', () => {
    saveScrollPlace(api, { pages: 2, index: 3, rowBottom: 0 });
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(readScrollPlace(api)).toBeUndefined();
    expect(getItem).toHaveBeenCalledWith(key);
    expect(() => saveScrollPlace(api, { pages: 5, index: 3, rowBottom: 0 })).not.toThrow();
    expect(() => forgetScrollPlace(api)).not.toThrow();
  });
});
