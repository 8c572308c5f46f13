import { describe, expect, it } from 'vitest';
import { readParams } from '@/lib/url-state/url-param';
import { applyChanges } from '@/lib/url-state/url-store';
import { filterParams, MAX_QUERY_LENGTH } from './filter-params';

const load = (search: string) => readParams(filterParams, search);
const serialize = (values: ReturnType<typeof load>) =>
  applyChanges(
    '',
    new Map(
      Object.entries(filterParams).map(([key, param]) => [
        key,
        param.serialize(values[key as keyof typeof values] as never),
      ]),
    ),
  );

describe('filterParams', () => {
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
