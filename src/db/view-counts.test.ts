import { describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { channelFlagBits, FLAG_BITS, searchText } from './channel-columns';
import { POS_STEP } from './schema';
import { memoryStore, pageOf, STORE_API, walkAll } from './test/memory-store';
import { ALL_CHANNELS, queryWords, type ChannelView } from './view';
import { CancelledError } from './errors';
import { ViewCounts, type CityCount, type Tallied } from './view-counts';

const view = (overrides: Partial<ChannelView> = {}): ChannelView => ({
  ...ALL_CHANNELS,
  ...overrides,
});
const never = () => false;
/** Four channels per counted slice, so small copies span many slices. */
const SMALL_SLICE = 4 * POS_STEP;

const WORDS = [
  'Nord',
  'Müller',
  'Logistik',
  'GmbH',
  'Ibérica',
  'Soluciones',
  'Café',
  'Øresund',
  'Data',
  'Bay',
];
const PLACES: [string, string, string][] = [
  ['Köln', 'Germany', 'DE'],
  ['Málaga', 'Spain', 'ES'],
  ['Brno', 'Czechia', 'CZ'],
  ['Cork', 'Ireland', 'IE'],
];

/** A deterministic directory with names and places that share letters in many ways. */
function directory(size: number): Channel[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: size }, (_, index) => {
    const id = size * 2 - index;
    const base = makeChannel(id, { name: `${pick(WORDS)} ${pick(WORDS)}`, featured: next() < 0.3 });
    const [city, country, code] = pick(PLACES);
    // Positions as a server may fill them: numbers, numeric strings, nothing, or nonsense.
    const where = PLACES.findIndex((place) => place[0] === city);
    const positioned = [
      { latitude: 50.9 + index / 1e6, longitude: 6.9 },
      { latitude: '36.7', longitude: '-4.4' },
      { latitude: null, longitude: null },
      { latitude: 'north', longitude: 500 },
    ][where];
    return {
      ...base,
      company: {
        ...base.company,
        live_jobs: next() < 0.5 ? 0 : 3,
        location: { ...base.company.location, city, country, country_short: code, ...positioned },
      },
    };
  });
}

/**
 * Counts of `channels`, walked, where every step takes 40 ms, as a one-letter search of a
 * huge copy: an ask given 30 ms does one step.
 */
async function slowCounts(channels: Channel[]) {
  const store = await memoryStore();
  walkAll(store, channels);
  let now = 0;
  return { store, counts: new ViewCounts(store, { slice: 64 * POS_STEP, now: () => (now += 20) }) };
}

/** A walked store whose counts note the size of each step they take, in places. */
async function recordedSteps(channels: Channel[]) {
  const store = await memoryStore();
  walkAll(store, channels);
  const steps: number[] = [];
  const countBetween = store.countBetween.bind(store);
  store.countBetween = (v, from, to) => {
    steps.push(to - from);
    return countBetween(v, from, to);
  };
  return { store, steps };
}

/** The plain scan the SQL must agree with. */
function scan(channels: readonly Channel[], v: ChannelView): number[] {
  const words = queryWords(v.q);
  const mask = v.flags.reduce((bits, flag) => bits | FLAG_BITS[flag], 0);
  return channels
    .filter((channel) => {
      const text = searchText(channel);
      if (!words.every((word) => text.includes(word))) return false;
      if (v.country && channel.company.location.country_short !== v.country) return false;
      return (channelFlagBits(channel) & mask) === mask;
    })
    .map((channel) => channel.id);
}

describe('ViewCounts', () => {
  const channels = directory(240);
  const views = [
    view(),
    view({ q: 'a' }),
    view({ q: 'ø' }),
    view({ q: 'mu' }),
    view({ q: 'mul' }),
    view({ q: 'muller' }),
    view({ q: 'logistik gmbh' }),
    view({ q: 'data ko' }),
    view({ q: 'cafe malaga' }),
    view({ q: 'zzz' }),
    view({ country: 'DE' }),
    view({ flags: ['featured', 'hiring'] }),
    view({ q: 'ib', country: 'ES', flags: ['hiring'] }),
  ];

  it('counts and windows every view as a plain scan of the same channels does', async () => {
    const store = await memoryStore();
    walkAll(store, channels);
    const counts = new ViewCounts(store, { slice: SMALL_SLICE });
    for (const v of views) {
      const expected = scan(channels, v);
      const { matches, total } = await counts.count(v, never);
      expect({ q: v.q, matches }).toEqual({ q: v.q, matches: expected.length });
      expect(total).toBe(240);
      // Windows from anywhere, across slice boundaries.
      for (const offset of [0, 3, 17, 50]) {
        const window = await counts.window(v, offset, 7, never);
        expect(window.map((channel) => channel.id)).toEqual(expected.slice(offset, offset + 7));
      }
    }
  });

  it('sizes its steps to how long they take, and agrees with a plain scan either way', async () => {
    const { store, steps } = await recordedSteps(channels);
    // Clocks on which every step takes 40 ms (a one-letter search of a huge copy), or 0.1 ms.
    const clock = (stepMs: number) => {
      let reads = 0;
      return () => Math.floor(++reads / 2) * stepMs;
    };
    const check = async (stepMs: number) => {
      steps.length = 0;
      const counts = new ViewCounts(store, { slice: 64 * POS_STEP, now: clock(stepMs) });
      for (const v of views) {
        const expected = scan(channels, v);
        expect((await counts.count(v, never)).matches).toBe(expected.length);
        for (const offset of [0, 17, 50]) {
          const window = await counts.window(v, offset, 7, never);
          expect(window.map((channel) => channel.id)).toEqual(expected.slice(offset, offset + 7));
        }
      }
      return Math.max(...steps);
    };
    // Slow steps stay at the smallest, 16 channels; quick ones grow to whole slices, and past
    // them where matches are rare.
    expect(await check(40)).toBe(16 * POS_STEP);
    expect(await check(0.1)).toBeGreaterThan(64 * POS_STEP);
  });

  it('counts a rare search in steps wider than a slice, and windows it as a plain scan does', async () => {
    const { store, steps } = await recordedSteps(channels);
    // 60 slices of four channels, every step quick.
    const counts = new ViewCounts(store, { slice: SMALL_SLICE, now: () => 0 });
    await counts.count(ALL_CHANNELS, never);
    const rare = view({ q: 'øresund café' });
    const expected = scan(channels, rare);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(channels.length / 20);
    steps.length = 0;
    expect((await counts.count(rare, never)).matches).toBe(expected.length);
    expect(steps.length).toBeLessThan(15);
    for (const offset of [0, 1, expected.length - 1]) {
      const window = await counts.window(rare, offset, 3, never);
      expect(window.map((channel) => channel.id)).toEqual(expected.slice(offset, offset + 3));
    }
    // A common search keeps slices of at most four matches: its windows start near them.
    const common = view({ q: 'a' });
    const all = scan(channels, common);
    expect((await counts.count(common, never)).matches).toBe(all.length);
    for (const offset of [0, 37, all.length - 2]) {
      const window = await counts.window(common, offset, 3, never);
      expect(window.map((channel) => channel.id)).toEqual(all.slice(offset, offset + 3));
    }
  });

  it('does not shrink its steps below what saves time when a step costs mostly a fixed price', async () => {
    const { store, steps } = await recordedSteps(channels);
    // As a search of several words: 2.5 ms per step whatever its size, plus 0.02 ms a channel.
    let reads = 0;
    let time = 0;
    const now = () => {
      reads += 1;
      if (reads % 2 === 0) time += 2.5 + (0.02 * (steps.at(-1) ?? 0)) / POS_STEP;
      return time;
    };
    const counts = new ViewCounts(store, { slice: 64 * POS_STEP, now });
    const v = view({ q: 'a' });
    expect((await counts.count(v, never)).matches).toBe(scan(channels, v).length);
    // Its steps settle where halving them stopped paying, not at the smallest (16 channels), and
    // the count takes a few dozen of them, not one per 16 channels.
    const settled = steps.slice(-4, -1);
    expect(Math.min(...settled)).toBeGreaterThan(16 * POS_STEP);
    expect(steps.length).toBeLessThan(channels.length / 16);
  });

  it('answers a new count quickly, and works longer before each answer after a partial one', async () => {
    const { store, steps } = await recordedSteps(channels);
    // Every step seems to take 10 ms: small steps, and a 30 ms ask holds only a few.
    let time = 0;
    const counts = new ViewCounts(store, { slice: 64 * POS_STEP, now: () => (time += 5) });
    await counts.count(ALL_CHANNELS, never);
    const v = view({ q: 'a' });
    const stepsPerAsk: number[] = [];
    for (let asks = 0; asks < 100; asks += 1) {
      const before = steps.length;
      const { complete } = await counts.count(v, never, 30);
      stepsPerAsk.push(steps.length - before);
      if (complete) break;
    }
    expect(stepsPerAsk.length).toBeGreaterThan(2);
    const [first = 0, second = 0] = stepsPerAsk;
    expect(second).toBeGreaterThanOrEqual(3 * first);
    // A new search after a complete one is quick again.
    const before = steps.length;
    await counts.count(view({ q: 'e' }), never, 30);
    expect(steps.length - before).toBe(first);
  });

  it('answers a first count that cannot end in its time within a few ms, and one that can at once complete', async () => {
    const v = view({ q: 'a' });
    const expected = scan(channels, v).length;
    for (const [msPerStep, ends] of [
      [4, false],
      [0.1, true],
    ] as const) {
      const store = await memoryStore();
      walkAll(store, channels);
      let time = 0;
      const countBetween = store.countBetween.bind(store);
      store.countBetween = (filter, from, to) => {
        time += msPerStep;
        return countBetween(filter, from, to);
      };
      const counts = new ViewCounts(store, { slice: 64 * POS_STEP, now: () => time });
      await counts.count(ALL_CHANNELS, never);
      const asked = time;
      const first = await counts.count(v, never, 30);
      if (ends) {
        // A smaller copy: one answer, the whole count, no "so far" in between.
        expect(first).toEqual({ matches: expected, total: 240, complete: true });
      } else {
        // The line says "so far" after a step or two, not after the whole 30 ms.
        expect(first.complete).toBe(false);
        expect(time - asked).toBeLessThanOrEqual(2 * msPerStep);
      }
    }
  });

  it('a count given a time answers what it found so far, and asking again goes on to the end', async () => {
    const { store, counts } = await slowCounts(channels);
    const v = view({ q: 'a' });
    const expected = scan(channels, v).length;
    const answers: { matches: number; complete: boolean }[] = [];
    for (let asks = 0; asks < 100; asks += 1) {
      const { matches, total, complete } = await counts.count(v, never, 30);
      expect(total).toBe(240);
      answers.push({ matches, complete });
      if (complete) break;
    }
    expect(answers.length).toBeGreaterThan(2);
    expect(answers.at(-1)).toEqual({ matches: expected, complete: true });
    // Partial answers only ever grow, and say they are partial.
    for (const [index, answer] of answers.slice(0, -1).entries()) {
      expect(answer.complete).toBe(false);
      expect(answer.matches).toBeLessThanOrEqual(expected);
      expect(answer.matches).toBeGreaterThanOrEqual(answers[index - 1]?.matches ?? 0);
    }
    // Without a time limit, the same count in one answer.
    expect(await new ViewCounts(store, { slice: 64 * POS_STEP }).count(v, never)).toEqual({
      matches: expected,
      total: 240,
      complete: true,
    });
  });

  it("a search's first answer reads only the search's own places, not the whole copy's", async () => {
    const { store, counts } = await slowCounts(channels);
    const read: ChannelView[] = [];
    const countBetween = store.countBetween.bind(store);
    store.countBetween = (counted, from, to) => {
      read.push(counted);
      return countBetween(counted, from, to);
    };
    // A return visit's first search: the copy's size comes from its index, and the 30 ms go to
    // the search (counting every place for the size read the whole table from a cold disk).
    const first = await counts.count(view({ q: 'a' }), never, 30);
    expect(first).toMatchObject({ total: 240, complete: false });
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((counted) => counted.q === 'a')).toBe(true);
    expect(await counts.count(ALL_CHANNELS, never, 30)).toEqual({
      matches: 240,
      total: 240,
      complete: true,
    });
  });

  it('a count kept during a walk equals a count made from scratch afterwards', async () => {
    const store = await memoryStore();
    const counts = new ViewCounts(store, { slice: SMALL_SLICE });
    const v = view({ q: 'nord' });
    store.startWalk();
    for (let start = 0, page = 1; start < channels.length; start += 20, page += 1) {
      const slice = channels.slice(start, start + 20);
      store.writePage(
        `${STORE_API}/channels?page=${page}`,
        pageOf(slice, `${STORE_API}/channels?page=${page + 1}`),
      );
      const walked = channels.slice(0, start + 20);
      expect((await counts.count(v, never)).matches).toBe(scan(walked, v).length);
    }
    const fresh = new ViewCounts(store, { slice: SMALL_SLICE });
    expect(await fresh.count(v, never)).toEqual(await counts.count(v, never));
  });

  it('starts over when channels already counted change', async () => {
    const store = await memoryStore();
    walkAll(store, channels.slice(0, 40));
    const counts = new ViewCounts(store, { slice: SMALL_SLICE });
    const before = (await counts.count(view({ q: 'renamed' }), never)).matches;
    store.startWalk();
    const renamed = channels
      .slice(0, 20)
      .map((channel) => ({ ...channel, name: `Renamed ${channel.id}` }));
    store.writePage(
      `${STORE_API}/channels?page=1`,
      pageOf(renamed, `${STORE_API}/channels?page=2`),
    );
    expect(before).toBe(0);
    expect((await counts.count(view({ q: 'renamed' }), never)).matches).toBe(20);
  });

  it('stops a count that was cancelled, and the next count is still right', async () => {
    const store = await memoryStore();
    walkAll(store, channels);
    const counts = new ViewCounts(store, { slice: SMALL_SLICE });
    const v = view({ q: 'a' });
    // The copy's own count first, so the cancel lands in the search's.
    await counts.count(ALL_CHANNELS, never);
    // Cancelled after a few steps, however fast they run.
    let looks = 0;
    await expect(counts.count(v, () => ++looks > 5)).rejects.toBeInstanceOf(CancelledError);
    expect((await counts.count(v, never)).matches).toBe(scan(channels, v).length);
  });

  it('tallies the cities with a position for the view, at their mean position', async () => {
    const store = await memoryStore();
    walkAll(store, channels);
    const counts = new ViewCounts(store, { slice: SMALL_SLICE });
    const v = view({ flags: ['hiring'] });
    const { values: cities, complete } = await counts.cities(v, never);
    expect(complete).toBe(true);
    const matching = (city: string) =>
      channels.filter(
        (channel) => channel.company.location.city === city && scan([channel], v).length > 0,
      );
    // Brno has no position and Cork a nonsensical one: neither is placed.
    expect(cities.map((place) => place.city).sort()).toEqual(['Köln', 'Málaga']);
    const malaga = cities.find((place) => place.city === 'Málaga');
    expect(malaga).toMatchObject({ country: 'ES', latitude: 36.7, longitude: -4.4 });
    expect(malaga?.count).toBe(matching('Málaga').length);
    const koln = cities.find((place) => place.city === 'Köln');
    expect(koln?.count).toBe(matching('Köln').length);
    expect(koln?.latitude).toBeCloseTo(50.9, 3);
  });

  it('tallies countries for the view without its own country, with their names', async () => {
    const store = await memoryStore();
    walkAll(store, channels);
    const counts = new ViewCounts(store, { slice: SMALL_SLICE });
    const v = view({ q: 'nord', country: 'DE' });
    const { values: tally, complete } = await counts.countries(v, never);
    expect(complete).toBe(true);
    const expected = new Map<string, number>();
    const scope = channels.filter((channel) => scan([channel], { ...v, country: null }).length > 0);
    for (const channel of scope) {
      const code = channel.company.location.country_short;
      expected.set(code, (expected.get(code) ?? 0) + 1);
    }
    expect(new Map(tally.map((country) => [country.code, country.count]))).toEqual(expected);
    expect(tally.find((country) => country.code === 'CZ')?.name).toBe('Czechia');
  });

  it('works out a count before the country list it was asked with, then goes on with the list', async () => {
    const store = await memoryStore();
    walkAll(store, channels);
    // Each step takes 3 ms, so the work pauses for the message queue every few steps.
    const busy = () => {
      for (const until = performance.now() + 3; performance.now() < until;);
    };
    const steps: string[] = [];
    const countBetween = store.countBetween.bind(store);
    store.countBetween = (v, from, to) => {
      busy();
      steps.push('count');
      return countBetween(v, from, to);
    };
    const countriesBetween = store.countriesBetween.bind(store);
    store.countriesBetween = (v, from, to) => {
      busy();
      steps.push('countries');
      return countriesBetween(v, from, to);
    };
    const counts = new ViewCounts(store, { slice: 4 * POS_STEP });
    const v = view({ q: 'a' });
    const answered: string[] = [];
    const countries = counts.countries(v, never).then((tally) => {
      answered.push('countries');
      return tally;
    });
    const count = counts.count(v, never).then((counted) => {
      answered.push('count');
      return counted;
    });
    const [tally, counted] = await Promise.all([countries, count]);

    expect(answered).toEqual(['count', 'countries']);
    const firstCount = steps.indexOf('count');
    const lastCount = steps.lastIndexOf('count');
    expect(steps.slice(firstCount, lastCount + 1)).not.toContain('countries');
    expect(steps.slice(lastCount)).toContain('countries');
    expect(counted.matches).toBe(scan(channels, v).length);
    expect(tally.values.reduce((sum, c) => sum + c.count, 0)).toBe(counted.matches);
  });

  it('tallies given a time answer what they found so far, and go on to the whole tally', async () => {
    const { store, counts } = await slowCounts(channels);
    const v = view({ q: 'a' });
    const whole = new ViewCounts(store, { slice: 64 * POS_STEP });
    const countries = await whole.countries(v, never);
    const cities = await whole.cities(v, never);
    const total = (values: { count: number }[]) => values.reduce((sum, c) => sum + c.count, 0);
    for (const tallyOf of [
      () => counts.countries(v, never, 30),
      () => counts.cities(v, never, 30),
    ]) {
      const seen: number[] = [];
      for (let asks = 0; asks < 100; asks += 1) {
        const tally = await tallyOf();
        seen.push(total(tally.values));
        if (tally.complete) break;
      }
      expect(seen.length).toBeGreaterThan(2);
      // Partial answers only ever grow.
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    }
    expect(await counts.countries(v, never, 30)).toEqual(countries);
    // Mean positions summed in other steps differ in the last bits.
    const rounded = ({ values, complete }: Tallied<CityCount>) => ({
      complete,
      values: values.map((c) => ({
        ...c,
        latitude: c.latitude.toFixed(9),
        longitude: c.longitude.toFixed(9),
      })),
    });
    expect(rounded(await counts.cities(v, never, 30))).toEqual(rounded(cities));
    expect(countries.complete && cities.complete).toBe(true);
  });
});
