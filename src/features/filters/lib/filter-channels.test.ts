import { describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import type { FilterCriteria, FilterFlag } from '@/lib/criteria';
import { filterChannels, queryWords } from './filter-channels';
import { buildSearchIndex } from './search-index';

function withCompany(
  id: number,
  company: Partial<Channel['company']>,
  channel: Partial<Channel> = {},
) {
  const base = makeChannel(id, channel);
  return { ...base, company: { ...base.company, ...company } };
}

function located(id: number, name: string, location: Partial<Channel['company']['location']>) {
  const base = makeChannel(id, { name });
  return withCompany(id, { location: { ...base.company.location, ...location } }, { name });
}

const criteria = (overrides: Partial<FilterCriteria> = {}) => ({
  q: '',
  country: null,
  flags: new Set<FilterFlag>(),
  ...overrides,
});

const names = (channels: readonly Channel[]) => channels.map((channel) => channel.name);

const sullivan = located(9, 'Ó Súilleabháin & Co', { city: 'Cork' });
const cologne = located(8, 'Rhein Data', { city: 'Köln', country: 'Germany', country_short: 'DE' });
const plainKoln = located(7, 'Koln Partners', {
  city: 'Berlin',
  country: 'Germany',
  country_short: 'de',
});
const dublin = located(6, 'Liffey Labs', { city: 'Dublin', address: '1 Merrion Square' });
const all = [sullivan, cologne, plainKoln, dublin];

describe('filterChannels: search text', () => {
  it('returns the same list when nothing narrows it', () => {
    expect(filterChannels(all, criteria())).toBe(all);
    expect(filterChannels(all, criteria({ q: '   ' }))).toBe(all);
  });

  it('ignores accents and case in both directions', () => {
    expect(names(filterChannels(all, criteria({ q: 'suilleabhain' })))).toEqual([sullivan.name]);
    expect(names(filterChannels(all, criteria({ q: 'Súilleabháin' })))).toEqual([sullivan.name]);
    expect(names(filterChannels(all, criteria({ q: 'koln' })))).toEqual([
      cologne.name,
      plainKoln.name,
    ]);
    expect(names(filterChannels(all, criteria({ q: 'KÖLN' })))).toEqual([
      cologne.name,
      plainKoln.name,
    ]);
  });

  it('searches slug, city, country, address and source', () => {
    const fromFeed = withCompany(5, { source: 'Remote-Board' });
    const list = [...all, fromFeed];
    expect(names(filterChannels(list, criteria({ q: 'company-5' })))).toEqual([fromFeed.name]);
    expect(names(filterChannels(list, criteria({ q: 'cork' })))).toEqual([sullivan.name]);
    expect(names(filterChannels(list, criteria({ q: 'germany' })))).toHaveLength(2);
    expect(names(filterChannels(list, criteria({ q: 'merrion' })))).toEqual([dublin.name]);
    expect(names(filterChannels(list, criteria({ q: 'remote-board' })))).toEqual([fromFeed.name]);
  });

  it('needs every word of a multi-word query to match somewhere', () => {
    expect(names(filterChannels(all, criteria({ q: 'data köln' })))).toEqual([cologne.name]);
    expect(names(filterChannels(all, criteria({ q: 'koln   berlin' })))).toEqual([plainKoln.name]);
    expect(filterChannels(all, criteria({ q: 'data berlin' }))).toEqual([]);
  });

  it('does not match a word across two fields', () => {
    // name "Rhein Data" followed by slug "company-8": "datacompany" spans the boundary.
    expect(filterChannels(all, criteria({ q: 'datacompany' }))).toEqual([]);
  });
});

describe('filterChannels: country and flags', () => {
  it('keeps one country, whatever the case of the record', () => {
    expect(names(filterChannels(all, criteria({ country: 'DE' })))).toEqual([
      cologne.name,
      plainKoln.name,
    ]);
  });

  it.each<[FilterFlag, Channel, Channel]>([
    ['featured', makeChannel(1, { featured: true }), makeChannel(2)],
    ['featured', withCompany(1, { featured: true }), makeChannel(2)],
    ['popular', makeChannel(1, { popular: true }), makeChannel(2)],
    ['popular', withCompany(1, { popular: true }), makeChannel(2)],
    ['trending', makeChannel(1, { trending: true }), makeChannel(2)],
    ['partner', makeChannel(1, { partner: true }), makeChannel(2)],
    ['sponsored', withCompany(1, { sponsored: true }), withCompany(2, { sponsored: false })],
    ['hiring', withCompany(1, { live_jobs: 3 }), withCompany(2, { live_jobs: 0 })],
  ])('%s keeps only the channels marked so', (flag, marked, unmarked) => {
    expect(filterChannels([unmarked, marked], criteria({ flags: new Set([flag]) }))).toEqual([
      marked,
    ]);
  });

  it('combines text, country and several flags: all must hold', () => {
    const build = (id: number, liveJobs: number, featured: boolean, country_short: string) => {
      const channel = located(id, `Köln ${id}`, { country_short });
      return withCompany(id, { ...channel.company, live_jobs: liveJobs }, { ...channel, featured });
    };
    const match = build(4, 2, true, 'DE');
    const notHiring = build(3, 0, true, 'DE');
    const notFeatured = build(2, 2, false, 'DE');
    const otherCountry = build(1, 2, true, 'AT');
    const list = [notHiring, match, notFeatured, otherCountry, ...all];
    const result = filterChannels(
      list,
      criteria({ q: 'koln', country: 'DE', flags: new Set(['hiring', 'featured']) }),
    );
    expect(result).toEqual([match]);
  });

  it('keeps the input order and uses a prebuilt index for the same list', () => {
    const list = [plainKoln, dublin, cologne];
    const index = buildSearchIndex(list);
    expect(filterChannels(list, criteria({ q: 'koln' }), index)).toEqual([plainKoln, cologne]);
  });

  it('builds a fresh index when given one for another list', () => {
    const stale = buildSearchIndex([dublin]);
    expect(names(filterChannels(all, criteria({ q: 'cork' }), stale))).toEqual([sullivan.name]);
  });
});

describe('queryWords', () => {
  it('folds, splits and de-duplicates, longest first', () => {
    expect(queryWords('  Köln  data KOLN ')).toEqual(['koln', 'data']);
    expect(queryWords('   ')).toEqual([]);
  });
});
