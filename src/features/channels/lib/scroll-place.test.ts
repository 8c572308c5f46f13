import { afterEach, describe, expect, it } from 'vitest';
import { forgetScrollPlace, readScrollPlace, saveScrollPlace } from './scroll-place';

const api = 'http://api.test/api';

afterEach(() => sessionStorage.clear());

describe('scroll place', () => {
  it('comes back as saved, per API', () => {
    saveScrollPlace(api, { pages: 4, index: 57, rowBottom: 12.5 });
    expect(readScrollPlace(api)).toEqual({ pages: 4, index: 57, rowBottom: 12.5 });
    expect(readScrollPlace('http://other.test/api')).toBeUndefined();
    forgetScrollPlace(api);
    expect(readScrollPlace(api)).toBeUndefined();
  });

  it.each([
    'not json',
    '{"pages":0,"index":1,"offset":0}',
    '{"pages":2,"index":-1,"offset":0}',
    '[]',
  ])('ignores a damaged entry %j', (raw) => {
    sessionStorage.setItem(`channels:place:${api}`, raw);
    expect(readScrollPlace(api)).toBeUndefined();
  });
});
