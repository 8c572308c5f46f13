import { describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { sortChannels } from './sort-channels';

function channel(id: number, name: string, liveJobs: number, views: number): Channel {
  const base = makeChannel(id, { name });
  return { ...base, company: { ...base.company, live_jobs: liveJobs, views } };
}

// Server order: descending id.
const list = [
  channel(6, 'beta', 2, 10),
  channel(5, 'Company 10', 0, 50),
  channel(4, 'Älpha', 2, 10),
  channel(3, 'Company 9', 5, 50),
  channel(2, 'Beta', 0, 10),
  channel(1, 'alpha', 2, 70),
];
const ids = (channels: readonly Channel[]) => channels.map((c) => c.id);

describe('sortChannels', () => {
  it('keeps the server order for newest', () => {
    expect(sortChannels(list, 'newest')).toBe(list);
  });

  it('sorts names A–Z ignoring case and accents, numbers by value, ties in server order', () => {
    // "Älpha" and "alpha" are equal at base strength: the one first on the server stays first.
    expect(sortChannels(list, 'name').map((c) => c.name)).toEqual([
      'Älpha',
      'alpha',
      'beta',
      'Beta',
      'Company 9',
      'Company 10',
    ]);
  });

  it('sorts by most live jobs, ties in server order', () => {
    expect(ids(sortChannels(list, 'jobs'))).toEqual([3, 6, 4, 1, 5, 2]);
  });

  it('sorts by most views, ties in server order', () => {
    expect(ids(sortChannels(list, 'views'))).toEqual([1, 5, 3, 6, 4, 2]);
  });

  it('does not change its input', () => {
    const copy = list.slice();
    sortChannels(copy, 'jobs');
    expect(copy).toEqual(list);
  });

  it('sorts a list that grew by a page the same as sorting it from scratch', () => {
    const first = list.slice(0, 3);
    sortChannels(first, 'name');
    const grown = first.concat(list.slice(3));
    expect(sortChannels(grown, 'name')).toEqual(sortChannels(list.slice(), 'name'));
    expect(ids(sortChannels(grown, 'name'))).toEqual([4, 1, 6, 2, 3, 5]);
  });
});
