import { createLoader, createSerializer } from 'nuqs';
import { describe, expect, it } from 'vitest';
import { filterParsers, MAX_QUERY_LENGTH } from './filter-params';

const load = createLoader(filterParsers);
const serialize = createSerializer(filterParsers);

describe('filterParsers', () => {
  it('reads a shared link', () => {
    expect(load('?q=k%C3%B6ln&country=de&flag=hiring&flag=featured&sort=name')).toEqual({
      q: 'köln',
      country: 'DE',
      flag: ['hiring', 'featured'],
      sort: 'name',
    });
  });

  it('ignores unknown flags, an unknown sort and a malformed country', () => {
    expect(load('?flag=bogus&flag=hiring&flag=&sort=nope&country=%3Cscript%3E')).toEqual({
      q: '',
      country: null,
      flag: ['hiring'],
      sort: 'newest',
    });
    expect(load('?flag=bogus&country=1234&sort=')).toEqual({
      q: '',
      country: null,
      flag: [],
      sort: 'newest',
    });
  });

  it('cuts an overlong query', () => {
    expect(load(`?q=${'a'.repeat(5000)}`).q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('writes repeated flag keys and leaves defaults out', () => {
    expect(serialize({ q: '', country: null, flag: ['featured', 'hiring'], sort: 'newest' })).toBe(
      '?flag=featured&flag=hiring',
    );
    expect(serialize({ q: 'a b', country: 'IE', flag: [], sort: 'jobs' })).toBe(
      '?q=a+b&country=IE&sort=jobs',
    );
  });
});
