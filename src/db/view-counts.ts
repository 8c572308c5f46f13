import type { Channel } from '@/api/schemas';
import { CancelledError } from './errors';
import { POS_STEP } from './schema';
import type { ChannelStore, PlaceTally } from './store';
import { ALL_CHANNELS, filterKey, viewSql, withoutCountry, type ChannelView } from './view';
import { WorkGate } from './work-gate';
import { nextMessage } from '@/lib/next-task';

/**
 * The stretch of places a histogram keeps one count for where most channels match, and its
 * first steps' limit: about 65,000 channels (places are POS_STEP apart). A window starts from the
 * slice it falls in and skips the matches before it there, so a slice holds at most as many
 * matches as it has channels; where matches are rarer, one slice and one step span more places.
 */
export const SLICE = 2 ** 26;
/** The most places one step counts, in slices: about 4 million channels. */
const WIDEST = 64;
/** The fewest places counted in one step: about 16 channels. */
const MIN_STEP = 2 ** 14;
/**
 * How long one step may take. A step cannot be interrupted: a keystroke's window waits for the
 * step under way. A step's cost per channel depends on the filter (a one-letter search scans
 * every row; a rare word reads a few index entries), so each count sizes its steps to this.
 */
const STEP_MS = 3;
/** Work done between two looks at the message queue, so newer requests are not kept waiting. */
const BUSY_MS = 8;
/**
 * An ask that goes on from a partial answer works this many times its time before it answers
 * again. The first answer comes quickly; after it, each answer cost the page a render (the
 * status line, the grid's length, the country list's 250 options) and the worker a wait for the
 * next ask: a one-letter search over a million answered about 30 times a second.
 */
const AGAIN = 4;
/**
 * A first answer that would not come within its time anyway comes once this much work shows it:
 * the status line moves to "so far" at once instead of keeping the last search's number for the
 * whole time (30 ms over a million channels, most of a keystroke's 50). A count that will end in
 * its time answers once, complete, as before: no "so far" flashes by on a smaller copy.
 */
const QUICK_MS = 4;

/** A step size in bounds: a power of two from MIN_STEP up to `max`. */
function stepWithin(places: number, max: number): number {
  return Math.min(max, Math.max(MIN_STEP, 2 ** Math.floor(Math.log2(places))));
}

/**
 * The next step's size: scaled towards the time a step may take, at most doubled (a step of 0 ms
 * doubles). That time is STEP_MS, or four times the quickest step seen so far when that is more,
 * up to BUSY_MS (the work between two looks at the message queue): part of a step's cost is a
 * fixed price per query (a full-text match reads each of its terms' lists whatever the range),
 * and steps sized to STEP_MS paid mostly that price. 20,000 channels, a search of four words,
 * right after a reload: steps of 16 channels at 2–5 ms each, the counts 1.8–2.3 s; 0.4–0.5 s
 * with this.
 */
function nextStep(entry: Covered, tookMs: number, max: number): number {
  entry.quickest = Math.min(entry.quickest, tookMs);
  const target = Math.min(BUSY_MS, Math.max(STEP_MS, 4 * entry.quickest));
  return stepWithin(Math.min(entry.step * 2, entry.step * (target / tookMs)), max);
}

export type IsCancelled = () => boolean;

/** Something worked out over the places from `low` up to `high`, extended as the copy grows. */
interface Covered {
  generation: number;
  low: number;
  high: number;
  /** Places counted in the next step (see STEP_MS). */
  step: number;
  /** The most places the next step may count. */
  widest: number;
  /** The last answer was partial: the next ask goes on from it (see AGAIN). */
  partly: boolean;
  /** The quickest step so far, in ms: about the fixed price of one (see nextStep). */
  quickest: number;
  /** One extension at a time: a second caller waits for the first. */
  busy: Promise<void> | undefined;
}

/** How many channels of one filter lie in each stretch of places. */
interface Histogram extends Covered {
  slices: { from: number; count: number }[];
}

/** Sums per key (a country, a city) over the covered places. */
interface Tally<V> extends Covered {
  values: Map<string, V>;
}

export interface ViewCount {
  /** Channels that match the view (so far, when not complete). */
  matches: number;
  /** Channels in the copy. */
  total: number;
  /**
   * Every channel was counted. False when the count ran out of its time (a one-letter search over
   * a million channels takes most of a second): `matches` is then what it found so far, and asking
   * again goes on from there.
   */
  complete: boolean;
}

export interface CountryCount {
  code: string;
  name: string;
  count: number;
}

/** Channels of a view in one city (only channels whose records give a position). */
export interface CityCount {
  city: string;
  country: string | null;
  latitude: number;
  longitude: number;
  count: number;
}

/**
 * A tally of the view's channels (per country, per city). Like a count, a tally given a time
 * answers what it found so far (`complete` false), and asking again goes on from there.
 */
export interface Tallied<T> {
  values: T[];
  complete: boolean;
}

/** Cities sent for a map: the most populous ones (a real directory lists thousands). */
export const CITY_LIMIT = 2000;

const CACHE_LIMIT = 24;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return value;
}

function sum(histogram: Histogram): number {
  return histogram.slices.reduce((total, slice) => total + slice.count, 0);
}

function addCount(a: number, b: number): number {
  return a + b;
}

function addPlaces(a: PlaceTally, b: PlaceTally): PlaceTally {
  return {
    ...a,
    count: a.count + b.count,
    latitudeSum: a.latitudeSum + b.latitudeSum,
    longitudeSum: a.longitudeSum + b.longitudeSum,
  };
}

/**
 * Counts, windows and tallies (countries, cities) of views, kept per filter and extended as the
 * copy grows: while a walk appends pages, a count costs only the new channels, not the whole
 * copy again. Long work goes in steps with a look at the message queue in between, so a
 * keystroke's window is answered between the steps of the previous keystroke's count, and a
 * superseded count stops (what it counted so far is kept for the next one).
 */
export class ViewCounts {
  #histograms = new Map<string, Histogram>();
  #countries = new Map<string, Tally<number>>();
  #cities = new Map<string, Tally<PlaceTally>>();
  #yieldedAt = 0;
  /** Counts and windows under way: the numbers and cards a keystroke waits for. */
  #urgent = new WorkGate();

  readonly #slice: number;
  readonly #pause: () => Promise<void>;
  readonly #now: () => number;

  constructor(
    private readonly store: ChannelStore,
    options: { slice?: number; pause?: () => Promise<void>; now?: () => number } = {},
  ) {
    this.#slice = options.slice ?? SLICE;
    this.#pause = options.pause ?? nextMessage;
    this.#now = options.now ?? (() => performance.now());
  }

  /**
   * A new entry covering nothing yet from `start`, its first step an eighth of a slice: cheap
   * filters grow to whole slices and past them in a few steps.
   */
  #uncovered(generation: number, start: number, widest: number): Covered {
    const step = stepWithin(this.#slice / 8, widest);
    return {
      generation,
      low: start,
      high: start,
      step,
      widest,
      partly: false,
      quickest: Infinity,
      busy: undefined,
    };
  }

  /**
   * Runs a count or a window ahead of tallies: a tally's steps wait while one is under way. The
   * page asks for the country list with the count, and the two took turns step by step, so after
   * a keystroke over a million channels the status line waited 15–20 ms more for its number.
   */
  #urgently<T>(work: () => Promise<T>): Promise<T> {
    return this.#urgent.run(work);
  }

  /** Until no count or window is under way (at once when none is). */
  async #notUrgent(isCancelled: IsCancelled): Promise<void> {
    while (this.#urgent.busy) {
      await this.#urgent.idle();
      if (isCancelled()) throw new CancelledError('Cancelled');
    }
  }

  async #breathe(isCancelled: IsCancelled): Promise<void> {
    if (performance.now() - this.#yieldedAt < BUSY_MS && !isCancelled()) return;
    await this.#pause();
    this.#yieldedAt = performance.now();
    if (isCancelled()) throw new CancelledError('Cancelled');
  }

  /**
   * The entry for `key`, extended over the places not covered yet (below the first covered one:
   * channels new at the top; above the last: pages walked since), until `enough` says so or the
   * whole copy is covered. Starts over when channels already covered changed (a generation).
   */
  async #cover<T extends Covered>(
    cache: Map<string, T>,
    key: string,
    create: (start: number) => T,
    add: (entry: T, from: number, to: number, below: boolean) => void,
    isCancelled: IsCancelled,
    enough: (entry: T) => boolean = () => false,
    waits = false,
  ): Promise<T> {
    for (;;) {
      let entry = cache.get(key);
      if (!entry || entry.generation !== this.store.generation) {
        entry = create(this.store.placeRange()?.min ?? 0);
      }
      remember(cache, key, entry);
      if (entry.busy) {
        await entry.busy.catch(() => undefined);
        continue;
      }
      let release = () => {};
      entry.busy = new Promise((done) => (release = done));
      try {
        await this.#grow(entry, add, isCancelled, enough, waits);
      } finally {
        entry.busy = undefined;
        release();
      }
      if (entry.generation === this.store.generation) return entry;
    }
  }

  async #grow<T extends Covered>(
    entry: T,
    add: (entry: T, from: number, to: number, below: boolean) => void,
    isCancelled: IsCancelled,
    enough: (entry: T) => boolean,
    waits: boolean,
  ): Promise<void> {
    if (waits) await this.#notUrgent(isCancelled);
    const range = this.store.placeRange();
    if (!range) return;
    if (range.min < entry.low) {
      add(entry, range.min, entry.low, true);
      entry.low = range.min;
    }
    while (entry.high <= range.max && !enough(entry)) {
      await this.#breathe(isCancelled);
      if (waits) await this.#notUrgent(isCancelled);
      if (entry.generation !== this.store.generation) return;
      const to = Math.min(entry.high + entry.step, range.max + 1);
      const started = this.#now();
      add(entry, entry.high, to, false);
      entry.step = nextStep(entry, this.#now() - started, entry.widest);
      entry.high = to;
    }
  }

  #histogram(
    view: ChannelView,
    isCancelled: IsCancelled,
    enough?: (h: Histogram) => boolean,
  ): Promise<Histogram> {
    const generation = this.store.generation;
    return this.#cover(
      this.#histograms,
      filterKey(view),
      (start) => ({ ...this.#uncovered(generation, start, this.#slice), slices: [] }),
      (histogram, from, to, below) => {
        if (below) {
          histogram.slices.unshift({ from, count: this.store.countBetween(view, from, to) });
          return;
        }
        this.#countInto(histogram, view, from, to);
      },
      isCancelled,
      enough,
    );
  }

  /**
   * Counts the places from `from` up to `to` into the histogram's last slice, or into new ones
   * when it would hold more matches than a slice has channels. Each full-text count pays a fixed
   * price (its terms' lists are looked up again), and a rare search over a million channels paid
   * it 16 times, once per slice: its steps now grow past a slice while its matches stay few.
   */
  #countInto(histogram: Histogram, view: ChannelView, from: number, to: number): void {
    const most = this.#slice / POS_STEP;
    const count = this.store.countBetween(view, from, to);
    if (count > most && to - from > this.#slice) {
      // More matches than the last steps promised (they cluster): halves, down to slices.
      const middle = from + Math.floor((to - from) / 2);
      this.#countInto(histogram, view, from, middle);
      this.#countInto(histogram, view, middle, to);
      return;
    }
    const last = histogram.slices.at(-1);
    // Small steps and top-ups (a page landed) join the last slice instead of growing the list.
    if (last && last.count + count <= most) last.count += count;
    else histogram.slices.push({ from, count });
    // The next step may span as many places as hold about a slice's worth of matches here.
    const widest = this.#slice * WIDEST;
    histogram.widest =
      count === 0
        ? widest
        : stepWithin(Math.max(this.#slice, (most * (to - from)) / count), widest);
  }

  #tally<V>(
    cache: Map<string, Tally<V>>,
    view: ChannelView,
    between: (from: number, to: number) => Map<string, V>,
    merge: (a: V, b: V) => V,
    isCancelled: IsCancelled,
    enough?: (tally: Tally<V>) => boolean,
  ): Promise<Tally<V>> {
    const generation = this.store.generation;
    return this.#cover(
      cache,
      filterKey(view),
      (start) => ({
        ...this.#uncovered(generation, start, this.#slice * WIDEST),
        values: new Map<string, V>(),
      }),
      (tally, from, to) => {
        for (const [key, value] of between(from, to)) {
          const known = tally.values.get(key);
          tally.values.set(key, known === undefined ? value : merge(known, value));
        }
      },
      isCancelled,
      enough,
      true,
    );
  }

  /**
   * For work given `forMs` (AGAIN times that when the last answer was partial): enough once the
   * time is up, after at least one step of this ask however long the copy's own count took, so
   * each ask gets on; a first ask also once QUICK_MS of work shows, at the pace so far, that the
   * rest of the copy would not fit in its time. Without a time, never.
   */
  #timeLimit(forMs: number): ((entry: Covered) => boolean) | undefined {
    if (!Number.isFinite(forMs)) return undefined;
    const asked = this.#now();
    let start: number | undefined;
    let until: number | undefined;
    // Where the copy ends, read once per ask (two queries), not at every step the pace is checked.
    let end: number | undefined;
    return (entry) => {
      start ??= entry.high;
      until ??= asked + (entry.partly ? forMs * AGAIN : forMs);
      if (entry.high <= start) return false;
      const now = this.#now();
      if (now >= until) return true;
      const spent = now - asked;
      if (entry.partly || spent < QUICK_MS) return false;
      end ??= (this.store.placeRange()?.max ?? entry.high) + 1;
      return now + ((end - entry.high) * spent) / (entry.high - start) > until;
    };
  }

  /** Whether `entry` covers the whole copy; noted for its next ask (see AGAIN). */
  #answered(entry: Covered): boolean {
    const complete = this.#complete(entry);
    entry.partly = !complete;
    return complete;
  }

  /** Whether `entry` covers the whole copy. */
  #complete(entry: Covered): boolean {
    return entry.high > (this.store.placeRange()?.max ?? -1);
  }

  /**
   * How many channels match, counted for at most `forMs` (then what was found so far, not
   * complete). The copy's own size is the store's running total, not a count by places: on a
   * return visit to a million channels the first search's count waited 3.6 s for a count of the
   * whole table by places, the disk not having it cached yet.
   */
  count(view: ChannelView, isCancelled: IsCancelled, forMs = Infinity): Promise<ViewCount> {
    return this.#urgently(async () => {
      const total = this.store.total();
      if (filterKey(view) === filterKey(ALL_CHANNELS))
        return { matches: total, total, complete: true };
      const histogram = await this.#histogram(view, isCancelled, this.#timeLimit(forMs));
      return { matches: sum(histogram), total, complete: this.#answered(histogram) };
    });
  }

  /** `limit` channels of the view from position `offset` (0-based) in its order. */
  async window(
    view: ChannelView,
    offset: number,
    limit: number,
    isCancelled: IsCancelled,
  ): Promise<Channel[]> {
    // Other orders come from their index (OFFSET steps through it); the first window never
    // needs a count.
    if (!viewSql(view).placeOrdered || offset === 0) return this.store.rows(view, offset, limit);
    return this.#urgently(async () => {
      const histogram = await this.#histogram(view, isCancelled, (h) => sum(h) > offset);
      let before = 0;
      for (const slice of histogram.slices) {
        if (before + slice.count > offset) {
          return this.store.rows(view, offset - before, limit, slice.from);
        }
        before += slice.count;
      }
      return [];
    });
  }

  /**
   * Channels of the view per country (its own country filter left out), with names, counted for
   * at most `forMs` (see count).
   */
  async countries(
    view: ChannelView,
    isCancelled: IsCancelled,
    forMs = Infinity,
  ): Promise<Tallied<CountryCount>> {
    const scope = withoutCountry(view);
    const tally = await this.#tally(
      this.#countries,
      scope,
      (from, to) => this.store.countriesBetween(scope, from, to),
      addCount,
      isCancelled,
      this.#timeLimit(forMs),
    );
    const names = this.store.countryNames();
    const values = [...tally.values]
      .filter(([, count]) => count > 0)
      .map(([code, count]) => ({ code, name: names.get(code) ?? code, count }));
    return { values, complete: this.#answered(tally) };
  }

  /**
   * Channels of the view per city, where records give a position (real deployments often do
   * not): at most CITY_LIMIT cities, the most populous first, each at its channels' mean position;
   * counted for at most `forMs` (see count).
   */
  async cities(
    view: ChannelView,
    isCancelled: IsCancelled,
    forMs = Infinity,
  ): Promise<Tallied<CityCount>> {
    const tally = await this.#tally(
      this.#cities,
      view,
      (from, to) => this.store.citiesBetween(view, from, to),
      addPlaces,
      isCancelled,
      this.#timeLimit(forMs),
    );
    const values = [...tally.values.values()]
      .filter((place) => place.count > 0)
      .sort((a, b) => b.count - a.count)
      .slice(0, CITY_LIMIT)
      .map(({ city, country, count, latitudeSum, longitudeSum }) => ({
        city,
        country,
        count,
        latitude: latitudeSum / count,
        longitude: longitudeSum / count,
      }));
    return { values, complete: this.#answered(tally) };
  }
}
