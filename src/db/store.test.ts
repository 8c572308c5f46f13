import { describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { DamagedCopyError } from './errors';
import { textOf } from './sql-value';
import type { ChannelStore } from './store';
import { memoryStore, pageOf, STORE_API, walkAll } from './test/memory-store';
import { ALL_CHANNELS, viewSql, whereClause, type ChannelView } from './view';
import { walkTrap } from './walk-state';

const view = (overrides: Partial<ChannelView> = {}): ChannelView => ({
  ...ALL_CHANNELS,
  ...overrides,
});
const ids = (channels: readonly Channel[]) => channels.map((channel) => channel.id);
const link = (page: number) => `${STORE_API}/channels?page=${page}`;

function located(id: number, name: string, location: Partial<Channel['company']['location']>) {
  const base = makeChannel(id, { name });
  return {
    ...base,
    company: { ...base.company, location: { ...base.company.location, ...location } },
  };
}

describe('ChannelStore: a walk', () => {
  it('keeps the API order and each id once, in its first place', async () => {
    const store = await memoryStore();
    store.startWalk();
    const first = store.writePage(link(1), pageOf([makeChannel(9), makeChannel(8)], link(2)));
    // Inserts while paging: 8 shows up again on the next page, with a newer record.
    const second = store.writePage(
      link(2),
      pageOf([makeChannel(8, { name: 'Moved' }), makeChannel(7), makeChannel(6)], null),
    );
    expect(ids(store.rows(ALL_CHANNELS, 0, 10))).toEqual([9, 8, 7, 6]);
    expect(store.channel(8)?.name).toBe('Company 8');
    expect(first).toMatchObject({ fresh: 2, added: 2, firstId: 9, lastId: 8, complete: false });
    expect(second).toMatchObject({ fresh: 2, added: 2, complete: true, staleRun: 0 });
    expect(store.walkState()).toMatchObject({ pages: 2, next: null, complete: true });
  });

  it('says when the next link was already fetched (a loop) and counts pages with nothing new', async () => {
    const store = await memoryStore();
    store.startWalk();
    store.writePage(link(1), pageOf([makeChannel(5)], link(2)));
    const looping = store.writePage(link(2), pageOf([makeChannel(4)], link(1)));
    expect(looping.nextSeen).toBe(true);
    expect(walkTrap(looping)).toEqual({ reason: 'loop', link: link(1) });

    const stale = await memoryStore();
    stale.startWalk();
    stale.writePage(link(1), pageOf([makeChannel(5)], link(2)));
    let last = stale.writePage(link(2), pageOf([makeChannel(5)], link(3)));
    last = stale.writePage(link(3), pageOf([], link(4)));
    expect(walkTrap(last)).toBeUndefined();
    last = stale.writePage(link(4), pageOf([makeChannel(5)], link(5)));
    expect(walkTrap(last)).toEqual({ reason: 'no-progress', pages: 3 });
  });

  it('answers a link the walk already passed with where the walk really stands', async () => {
    const store = await memoryStore();
    store.startWalk();
    store.writePage(link(1), pageOf([makeChannel(5)], link(2)));
    expect(store.walkedPast(link(2))).toBeNull();
    store.writePage(link(2), pageOf([makeChannel(4)], null));
    // A return visit that noted the copy before its last page asks for link 2 again.
    const passed = store.walkedPast(link(2));
    expect(passed).toMatchObject({ next: null, complete: true, fresh: 0, seen: 2 });
    expect(passed && walkTrap(passed)).toBeUndefined();
    expect(store.walkedPast(link(3))).toBeNull();
  });

  it('gathers pages in one transaction until commit; a tab closed before it resumes from the last committed page', async () => {
    const store = await memoryStore();
    store.startWalk();
    store.writePage(link(1), pageOf([makeChannel(9), makeChannel(8)], link(2)));
    store.batch();
    store.writePage(link(2), pageOf([makeChannel(7)], link(3)));
    // Read back before the commit, the copy already has the page.
    expect(ids(store.rows(ALL_CHANNELS, 0, 10))).toEqual([9, 8, 7]);
    // What reopening the file after a closed tab does with an unfinished transaction.
    store.db.exec('ROLLBACK');
    expect(ids(store.rows(ALL_CHANNELS, 0, 10))).toEqual([9, 8]);
    expect(store.walkState()).toMatchObject({ next: link(2), pages: 1 });

    const kept = await memoryStore();
    kept.startWalk();
    kept.batch();
    kept.writePage(link(1), pageOf([makeChannel(9)], link(2)));
    kept.writePage(link(2), pageOf([makeChannel(8)], null));
    kept.commit();
    expect(() => kept.db.exec('ROLLBACK')).toThrow();
    expect(ids(kept.rows(ALL_CHANNELS, 0, 10))).toEqual([9, 8]);
    expect(kept.walkState()).toMatchObject({ complete: true, pages: 2 });
  });

  it('a new walk refreshes changed records in place and removes the missing ones only when complete', async () => {
    const store = await memoryStore();
    walkAll(store, [makeChannel(5), makeChannel(4), makeChannel(3), makeChannel(2)], 2);
    store.startWalk();
    // The server now has a new channel 6, renamed 4, dropped 3, and a newcomer 2.5-ish (id 9
    // between 4 and 2 in its order).
    store.writePage(link(1), pageOf([makeChannel(6), makeChannel(5)], link(2)));
    store.writePage(
      link(2),
      pageOf([makeChannel(4, { name: 'Renamed' }), makeChannel(9)], link(3)),
    );
    expect(store.channel(3)).not.toBeNull();
    expect(ids(store.rows(ALL_CHANNELS, 0, 10))).toEqual([6, 5, 4, 9, 3, 2]);
    const end = store.writePage(link(3), pageOf([makeChannel(2)], null));
    expect(end).toMatchObject({ complete: true, removed: 1 });
    expect(ids(store.rows(ALL_CHANNELS, 0, 10))).toEqual([6, 5, 4, 9, 2]);
    expect(store.channel(3)).toBeNull();
    expect(store.rows(view({ q: 'renamed' }), 0, 10).map((channel) => channel.name)).toEqual([
      'Renamed',
    ]);
  });

  it('an unfinished new walk removes nothing', async () => {
    const store = await memoryStore();
    walkAll(store, [makeChannel(3), makeChannel(2)], 1);
    store.startWalk();
    store.writePage(link(1), pageOf([makeChannel(3)], link(2)));
    expect(store.total()).toBe(2);
  });
});

describe('ChannelStore: search', () => {
  const sullivan = located(9, 'Ó Súilleabháin & Co', { city: 'Cork' });
  const cologne = located(8, 'Rhein Data', {
    city: 'Köln',
    country: 'Germany',
    country_short: 'DE',
  });
  const plainKoln = located(7, 'Koln Partners', {
    city: 'Berlin',
    country: 'Germany',
    country_short: 'de',
  });
  const dublin = located(6, 'Liffey Labs', { city: 'Dublin', address: '1 Merrion Square' });
  const fromFeed = {
    ...makeChannel(5),
    company: { ...makeChannel(5).company, source: 'Remote-Board' },
  };

  async function searched(q: string) {
    const store = await memoryStore();
    walkAll(store, [sullivan, cologne, plainKoln, dublin, fromFeed]);
    return ids(store.rows(view({ q }), 0, 50));
  }

  it('ignores accents and case in both directions, for long and short words', async () => {
    expect(await searched('suilleabhain')).toEqual([9]);
    expect(await searched('Súilleabháin')).toEqual([9]);
    expect(await searched('KÖLN')).toEqual([8, 7]);
    expect(await searched('kö')).toEqual([8, 7]);
    expect(await searched('ó')).toEqual(expect.arrayContaining([9]));
  });

  it('searches slug, city, country, address and source', async () => {
    expect(await searched('company-5')).toEqual([5]);
    expect(await searched('cork')).toEqual([9]);
    expect(await searched('germany')).toEqual([8, 7]);
    expect(await searched('merrion')).toEqual([6]);
    expect(await searched('remote-board')).toEqual([5]);
  });

  it('needs every word to match somewhere, and never across two fields', async () => {
    expect(await searched('data köln')).toEqual([8]);
    expect(await searched('koln   berlin')).toEqual([7]);
    expect(await searched('data berlin')).toEqual([]);
    // "Rhein Data" then the slug "company-8": "datacompany" spans the boundary.
    expect(await searched('datacompany')).toEqual([]);
  });

  it('finds what a batch wrote before it is committed, and after; a failed write loses no match', async () => {
    const store = await memoryStore();
    store.startWalk();
    store.batch();
    store.writePage(link(1), pageOf([sullivan, cologne], link(2)));
    expect(ids(store.rows(view({ q: 'cork' }), 0, 10))).toEqual([9]);
    store.writePage(link(2), pageOf([plainKoln], null));
    // A new walk whose page fails part-way (the file refuses channel 6), after the refresh of a
    // renamed channel 8 brought the index up to date within the same write: rolled back with
    // what it indexed, and the channels written before it are still found.
    store.db.exec(
      "CREATE TEMP TRIGGER refuse_6 BEFORE INSERT ON channels WHEN new.id = 6 BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
    );
    store.startWalk();
    const renamed = { ...cologne, name: 'Renamed Data' };
    expect(() => store.writePage(link(1), pageOf([renamed, dublin], null))).toThrow(
      'disk I/O error',
    );
    store.commit();
    expect(ids(store.rows(view({ q: 'köln' }), 0, 10))).toEqual([8, 7]);
    expect(ids(store.rows(view({ q: 'renamed' }), 0, 10))).toEqual([]);
    expect(ids(store.rows(view({ q: 'merrion' }), 0, 10))).toEqual([]);
  });

  it('treats quotes and FTS syntax in the query as text', async () => {
    expect(await searched('"cork')).toEqual([]);
    expect(await searched('OR AND NOT')).toEqual([]);
    expect(await searched('*')).toEqual([]);
  });
});

describe('ChannelStore: filters and orders', () => {
  const channels = [
    makeChannel(6, { name: 'Studio 10', featured: true }),
    makeChannel(5, { name: 'studio 9' }),
    makeChannel(4, { name: 'Ábaco', partner: true, featured: true }),
    makeChannel(3, { name: 'Zeta' }),
  ];
  const withJobs = channels.map((channel, index) => ({
    ...channel,
    company: {
      ...channel.company,
      live_jobs: [3, 0, 3, 7][index] ?? 0,
      views: [1, 50, 20, 20][index] ?? 0,
    },
  }));

  it('sorts by name the way people read (accents ignored, numbers by value)', async () => {
    const store = await memoryStore();
    walkAll(store, withJobs);
    expect(store.rows(view({ sort: 'name' }), 0, 10).map((c) => c.name)).toEqual([
      'Ábaco',
      'studio 9',
      'Studio 10',
      'Zeta',
    ]);
  });

  it('sorts by jobs and views, most first, ties in the API order', async () => {
    const store = await memoryStore();
    walkAll(store, withJobs);
    expect(ids(store.rows(view({ sort: 'jobs' }), 0, 10))).toEqual([3, 6, 4, 5]);
    expect(ids(store.rows(view({ sort: 'views' }), 0, 10))).toEqual([5, 4, 3, 6]);
  });

  it('makes the index of an order the first time that order is read, not while walking, and keeps it up to date', async () => {
    const store = await memoryStore();
    const orderIndexes = () =>
      store.db
        .selectValues(
          "SELECT name FROM sqlite_schema WHERE type = 'index' AND name IN ('channels_by_name', 'channels_by_jobs', 'channels_by_views') ORDER BY name",
        )
        .map(textOf);
    store.startWalk();
    store.writePage(link(1), pageOf(withJobs.slice(0, 2), link(2)));
    expect(store.rows(ALL_CHANNELS, 0, 10)).toHaveLength(2);
    expect(orderIndexes()).toEqual([]);

    expect(ids(store.rows(view({ sort: 'jobs' }), 0, 10))).toEqual([6, 5]);
    expect(orderIndexes()).toEqual(['channels_by_jobs']);
    // The walk goes on: its next page lands in the index in its places.
    store.writePage(link(2), pageOf(withJobs.slice(2), null));
    expect(ids(store.rows(view({ sort: 'jobs' }), 0, 10))).toEqual([3, 6, 4, 5]);
    expect(store.position(view({ sort: 'views' }), 4)).toBe(1);
    expect(orderIndexes()).toEqual(['channels_by_jobs', 'channels_by_views']);
  });

  it('reads a country in another order from an index of that order within the country', async () => {
    const store = await memoryStore();
    const countries = ['ES', 'PT', 'ES', 'ES'];
    walkAll(
      store,
      withJobs.map((channel, index) => ({
        ...channel,
        company: {
          ...channel.company,
          location: { ...channel.company.location, country_short: countries[index] ?? 'ES' },
        },
      })),
    );
    const spain = view({ country: 'ES', sort: 'jobs' });
    expect(ids(store.rows(spain, 0, 10))).toEqual([3, 6, 4]);
    // Not read through the country's own index and then sorted: over a million channels that
    // sort held a country's first cards for half a second.
    const sql = viewSql(spain);
    const plan = store.db
      .selectObjects(
        `EXPLAIN QUERY PLAN SELECT c.pos FROM ${sql.from} ${whereClause(sql.where)} ORDER BY ${sql.orderBy} LIMIT 10`,
        sql.params,
      )
      .map((row) => textOf(row.detail));
    expect(plan.join('\n')).toContain('channels_by_country_jobs');
    expect(plan.join('\n')).not.toContain('TEMP B-TREE');
  });

  it('needs every chosen flag, and hiring means live jobs', async () => {
    const store = await memoryStore();
    walkAll(store, withJobs);
    expect(ids(store.rows(view({ flags: ['featured'] }), 0, 10))).toEqual([6, 4]);
    expect(ids(store.rows(view({ flags: ['featured', 'partner'] }), 0, 10))).toEqual([4]);
    expect(ids(store.rows(view({ flags: ['hiring'] }), 0, 10))).toEqual([6, 4, 3]);
  });

  it('finds the neighbours of a channel in every order, and a chunked read lists them all', async () => {
    const store = await memoryStore();
    walkAll(store, withJobs);
    expect(store.neighbours(view({ sort: 'name' }), 5)).toEqual({ previous: 4, next: 6 });
    expect(store.neighbours(view({ sort: 'jobs' }), 3)).toEqual({ previous: null, next: 6 });
    expect(store.neighbours(view({ q: 'studio' }), 6)).toEqual({ previous: null, next: 5 });
    for (const sort of ['newest', 'name', 'jobs', 'views'] as const) {
      const listed: number[] = [];
      let after = null;
      for (;;) {
        const chunk = store.chunk(view({ sort }), after, 3);
        listed.push(...ids(chunk.channels));
        if (chunk.channels.length < 3) break;
        after = chunk.last;
      }
      expect(listed).toEqual(ids(store.rows(view({ sort }), 0, 10)));
    }
  });
});

describe("ChannelStore: a channel's place in a view", () => {
  it('is its index in the view as the rows list it, in every order, or null when not shown', async () => {
    const store = await memoryStore();
    const channels = [
      makeChannel(6, { name: 'Studio 10', featured: true }),
      makeChannel(5, { name: 'studio 9' }),
      makeChannel(4, { name: 'Ábaco', featured: true }),
      makeChannel(3, { name: 'Zeta' }),
    ];
    walkAll(store, channels);
    const views = [
      view(),
      view({ sort: 'name' }),
      view({ q: 'studio' }),
      view({ q: 'studio', sort: 'name' }),
      view({ flags: ['featured'] }),
    ];
    for (const shown of views) {
      const listed = ids(store.rows(shown, 0, 10));
      for (const id of [6, 5, 4, 3]) {
        const index = listed.indexOf(id);
        expect(store.position(shown, id), `${JSON.stringify(shown)} ${id}`).toBe(
          index === -1 ? null : index,
        );
      }
    }
    expect(store.position(view({ sort: 'name' }), 5)).toBe(1);
    expect(store.position(view({ q: 'zeta' }), 6)).toBeNull();
    expect(store.position(view(), 99)).toBeNull();
  });
});

describe('ChannelStore: a damaged copy', () => {
  it('refuses a stored record that is no longer a channel', async () => {
    const store = await memoryStore();
    walkAll(store, [makeChannel(1)]);
    store.db.exec(`UPDATE records SET json = '{"id": 1, "name": "<img onerror>"}'`);
    expect(() => store.channel(1)).toThrow(DamagedCopyError);
    store.db.exec(`UPDATE records SET json = 'not json'`);
    expect(() => store.rows(ALL_CHANNELS, 0, 1)).toThrow(DamagedCopyError);
    // A record of values one short of the layout, or with a nested object that is not a list.
    store.db.exec(`UPDATE records SET json = '[1, 2]'`);
    expect(() => store.channel(1)).toThrow(DamagedCopyError);
    walkAll(store, [makeChannel(1)]);
    const whole = JSON.parse(storedText(store)) as unknown[];
    whole[1] = { id: 1 };
    store.db.exec({ sql: 'UPDATE records SET json = ?', bind: [JSON.stringify(whole)] });
    expect(() => store.channel(1)).toThrow(DamagedCopyError);
  });
});

function storedText(store: ChannelStore): string {
  return textOf(store.db.selectValue('SELECT json FROM records LIMIT 1'));
}

describe('ChannelStore: the stored form of a record', () => {
  it('keeps every field of a record in less than 60% of its JSON, and gives it back whole', async () => {
    const store = await memoryStore();
    const channel = makeChannel(3, { name: 'Zoë & "Co" <b>', logo: null });
    walkAll(store, [channel]);
    expect(store.channel(3)).toEqual(channel);
    expect(store.rows(ALL_CHANNELS, 0, 1)).toEqual([channel]);
    expect(storedText(store).length).toBeLessThan(JSON.stringify(channel).length * 0.6);
  });
});
