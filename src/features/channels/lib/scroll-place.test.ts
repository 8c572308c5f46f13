import { afterEach, describe, expect, it } from 'vitest';
import { forgetScrollPlace, readScrollPlace, saveScrollPlace } from './scroll-place';

const api = 'http://api.test/api';
const valid = { index: 57, rowBottom: 12.5 };

afterEach(() => sessionStorage.clear());

describe('scroll place', () => {
  it('comes back as saved, per API', () => {
    saveScrollPlace(api, valid);
    expect(readScrollPlace(api)).toEqual(valid);
    expect(readScrollPlace('http://other.test/api')).toBeUndefined();
    forgetScrollPlace(api);
    expect(readScrollPlace(api)).toBeUndefined();
  });

  // Each differs from a valid entry in one value only, so each is refused for that value.
  it.each([
    ['not JSON', 'not json'],
    ['a negative index', JSON.stringify({ ...valid, index: -1 })],
    ['a fractional index', JSON.stringify({ ...valid, index: 1.5 })],
    ['a row bottom that is not a number', JSON.stringify({ ...valid, rowBottom: '12' })],
    ['not an object', '[]'],
  ])('ignores an entry with %s', (_what, raw) => {
    expect(readScrollPlace(api)).toBeUndefined();
    sessionStorage.setItem(`channels:place:${api}`, JSON.stringify(valid));
    expect(readScrollPlace(api)).toEqual(valid);
    sessionStorage.setItem(`channels:place:${api}`, raw);
    expect(readScrollPlace(api)).toBeUndefined();
  });
});
